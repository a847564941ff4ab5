import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { type RunOptions, repeatEvery, runDueJobs, type Worker } from '../jobs/queue';
import { mailSettings } from './config';
import { MAIL_SEND_JOB } from './outbox';
import { createMailTransport, type MailTransport, type MailTransportFactory } from './transport';

export interface DeliveryOptions extends RunOptions {
  from: string;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * The `mail.send` job (features/jobs/queue.ts) of one outbox row: sends it through the transport and marks it
 * sent, in the job's transaction. A row already sent (or gone) is left alone. A refusal counts an attempt on
 * the row, keeps the transport's answer in `last_error` and throws, so the queue tries again with backoff.
 */
function sendMailJob(transport: MailTransport, from: string, counts: DeliveryResult) {
  return async (payload: Record<string, unknown>, tx: Tx) => {
    const mailId = typeof payload.mailId === 'string' ? payload.mailId : '';
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).for('update');
    if (!row || row.sentAt) return;
    const attachments = await tx
      .select({
        fileName: mailAttachments.fileName,
        contentType: mailAttachments.contentType,
        content: mailAttachments.content,
      })
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, row.id))
      .orderBy(asc(mailAttachments.position));
    try {
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      await tx
        .update(mailOutbox)
        .set({
          attempts: row.attempts + 1,
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(eq(mailOutbox.id, row.id));
      counts.failed += 1;
      throw error;
    }
    await tx
      .update(mailOutbox)
      .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    counts.sent += 1;
  };
}

/** The job handlers of mail delivery, with counts of what they sent and what failed. */
export function mailJobHandlers(
  transport: MailTransport,
  from: string,
  counts: DeliveryResult = { sent: 0, failed: 0 },
) {
  return { [MAIL_SEND_JOB]: sendMailJob(transport, from, counts) };
}

/**
 * Sends the mail jobs that are due through the transport. Several instances running this at once never send a
 * message twice: each job is taken with `for update skip locked` (features/jobs/queue.ts).
 */
export async function deliverPendingMail(
  db: Db,
  transport: MailTransport,
  { from, ...options }: DeliveryOptions,
): Promise<DeliveryResult> {
  const counts: DeliveryResult = { sent: 0, failed: 0 };
  await runDueJobs(db, mailJobHandlers(transport, from, counts), options);
  return counts;
}

export type MailWorker = Worker<DeliveryResult>;

/** Runs `deliverPendingMail` every `intervalMs` (default 5 s), one run at a time. */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  options: DeliveryOptions & { intervalMs?: number; log?: Logger },
): MailWorker {
  return repeatEvery(() => deliverPendingMail(db, transport, options), {
    ...options,
    onResult: (result) => {
      if (result.failed > 0) options.log?.error('mail not delivered', { ...result });
    },
  });
}

/**
 * What main.ts calls once at start: reads the mail settings from the environment, builds the transport and
 * starts the delivery worker. In `outbox` mode it delivers to the local sandbox (the row is marked sent; see
 * `sandboxTransport`); in `smtp` mode it sends through MAIL_SMTP_URL. Inconsistent settings (smtp without a
 * URL) throw a MailConfigurationError, which stops the start-up.
 */
export function startMailDelivery(
  services: { db: Db; env: object; log?: Logger },
  factories: { smtp?: MailTransportFactory } = {},
  options: RunOptions & { intervalMs?: number } = {},
): MailWorker {
  const settings = mailSettings(services.env);
  const transport = createMailTransport(settings, factories);
  return startMailWorker(services.db, transport, { from: settings.from, log: services.log, ...options });
}
