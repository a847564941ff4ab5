import type { Executor } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';
import { enqueueJob } from '../jobs/queue';

/** The job (features/jobs) that sends one outbox row: payload `{ mailId }`. */
export const MAIL_SEND_JOB = 'mail.send';

/** A file sent with a message (kept in `mail_attachments` until the message is deleted). */
export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** One message the server writes (workflow notifications, registration answers, inquiries). */
export interface OutgoingMail {
  /** The company it concerns; null for mail outside any company (a registration not matched to one). */
  companyId: string | null;
  to: readonly string[];
  subject: string;
  text: string;
  /** What it is about, e.g. 'requisition.approvalNeeded'. */
  kind: string;
  documentType?: number;
  documentId?: string;
  /** Files sent with it, in this order (a scheduled report's file, issue 20). */
  attachments?: readonly OutgoingAttachment[];
}

/**
 * Writes a message to the outbox, and the job that sends it, inside the caller's transaction, so a message
 * exists exactly when the change it announces was committed. The job queue's mail worker sends it when a real
 * transport is configured; by default the outbox is where it stays (the local sandbox). Nothing is written
 * when there is no recipient.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  const to = [...new Set(mail.to.map((address) => address.trim()).filter(Boolean))];
  if (to.length === 0) return;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      companyId: mail.companyId,
      to,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      documentType: mail.documentType ?? null,
      documentId: mail.documentId ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox row not written');
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0) {
    await db.insert(mailAttachments).values(
      attachments.map((file, position) => ({
        mailId: row.id,
        position,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.content.byteLength,
        content: file.content,
      })),
    );
  }
  await enqueueJob(db, MAIL_SEND_JOB, { mailId: row.id });
}
