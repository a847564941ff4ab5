import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { describeError, type Logger } from '../../logger';
import { mailSettings } from './config';
import { createMailTransport, type MailTransport, type MailTransportFactory } from './transport';

export interface DeliveryOptions {
  from: string;
  /** Rows taken per run. */
  batchSize?: number;
  /** After this many failed attempts a row is left alone (kept with its last error). */
  maxAttempts?: number;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends unsent outbox rows through the transport. The rows are taken with `for update skip locked` inside one
 * transaction, so several server instances running this at once never send a message twice: each takes rows
 * the others have not locked. A sent row gets sent_at; a failure counts an attempt and keeps the error.
 */
export async function deliverPendingMail(
  db: Db,
  transport: MailTransport,
  { from, batchSize = 20, maxAttempts = 5 }: DeliveryOptions,
): Promise<DeliveryResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const result: DeliveryResult = { sent: 0, failed: 0 };
    for (const row of rows) {
      try {
        await transport.send({ from, to: row.to, subject: row.subject, text: row.text });
        await tx
          .update(mailOutbox)
          .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        result.sent += 1;
      } catch (error) {
        await tx
          .update(mailOutbox)
          .set({
            attempts: row.attempts + 1,
            lastError: error instanceof Error ? error.message : String(error),
          })
          .where(eq(mailOutbox.id, row.id));
        result.failed += 1;
      }
    }
    return result;
  });
}

export interface MailWorker {
  /** Runs one delivery now (also what the interval runs); resolves when it is done. */
  runOnce(): Promise<DeliveryResult>;
  /** Stops the interval; resolves when a delivery already running has finished (shutdown waits for it). */
  stop(): Promise<void>;
}

/** Runs `deliverPendingMail` every `intervalMs` (default 10 s), one run at a time. */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  options: DeliveryOptions & { intervalMs?: number; log?: Logger },
): MailWorker {
  let running: Promise<DeliveryResult> | null = null;
  const runOnce = () => {
    running ??= deliverPendingMail(db, transport, options).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => options.log?.error('mail delivery failed', describeError(error)));
  }, options.intervalMs ?? 10_000);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  };
  return { runOnce, stop };
}

/**
 * What main.ts calls once at start: reads the mail settings from the environment, builds the transport and
 * starts the delivery worker. In `outbox` mode there is nothing to deliver to and it answers null; in `smtp`
 * mode it sends through MAIL_SMTP_URL. Inconsistent settings (smtp without a URL) throw a MailConfigurationError,
 * which stops the start-up.
 */
export function startMailDelivery(
  services: { db: Db; env: object; log?: Logger },
  factories: { smtp?: MailTransportFactory } = {},
  options: { intervalMs?: number } = {},
): MailWorker | null {
  const settings = mailSettings(services.env);
  const transport = createMailTransport(settings, factories);
  if (!transport) return null;
  return startMailWorker(services.db, transport, { from: settings.from, log: services.log, ...options });
}
