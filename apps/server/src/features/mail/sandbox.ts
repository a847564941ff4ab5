import { and, arrayContains, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';

export const SANDBOX_OUTBOX_PATH = '/sandbox/outbox';

/**
 * The local mailbox for tests, demos and journeys (MAIL_MODE=outbox only): GET /sandbox/outbox?to=address
 * answers the messages written to that address, newest first (at most 50); without `to`, the latest 50. The
 * `x-sandbox-key` header must carry MAIL_SANDBOX_KEY. Production sends mail (MAIL_MODE=smtp) and has no outbox route.
 * A message's `attachments` list each file's name, type, size and `url`: GET /sandbox/outbox/<mail>/attachments/<id>
 * (same key) answers the file's bytes.
 */
export function mailOutboxSandboxRoutes(app: Hono<AppEnv>, services: Services): void {
  const refused = (c: Context<AppEnv>) =>
    // The outbox holds every company's mail: only who knows the sandbox key reads it (MAIL_SANDBOX_KEY).
    c.req.header('x-sandbox-key') !== services.env.MAIL_SANDBOX_KEY
      ? c.json({ code: 'Unauthorized', message: 'The sandbox key is missing or wrong.' }, 401)
      : null;

  app.get(`${SANDBOX_OUTBOX_PATH}/:mailId/attachments/:attachmentId`, async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const { mailId, attachmentId } = c.req.param();
    const [file] =
      uuid.test(mailId) && uuid.test(attachmentId)
        ? await services.db
            .select()
            .from(mailAttachments)
            .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.id, attachmentId)))
        : [];
    if (!file) return c.json({ code: 'NotFound', message: 'No such attachment.' }, 404);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', file.contentType);
    c.header('Content-Disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`);
    return c.body(new Uint8Array(file.content));
  });

  app.get(SANDBOX_OUTBOX_PATH, async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const to = c.req.query('to')?.trim();
    const rows = await services.db
      .select()
      .from(mailOutbox)
      .where(to ? arrayContains(mailOutbox.to, [to]) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(50);
    const files =
      rows.length === 0
        ? []
        : await services.db
            .select({
              id: mailAttachments.id,
              mailId: mailAttachments.mailId,
              fileName: mailAttachments.fileName,
              contentType: mailAttachments.contentType,
              size: mailAttachments.size,
            })
            .from(mailAttachments)
            .where(
              inArray(
                mailAttachments.mailId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(mailAttachments.position));
    c.header('Cache-Control', 'no-store');
    return c.json(
      rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        kind: row.kind,
        documentType: row.documentType,
        documentId: row.documentId,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        attachments: files
          .filter((file) => file.mailId === row.id)
          .map(({ mailId: _, ...file }) => ({
            ...file,
            url: `${SANDBOX_OUTBOX_PATH}/${row.id}/attachments/${file.id}`,
          })),
      })),
    );
  });
}
