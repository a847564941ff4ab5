import { arrayContains, desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { mailOutbox } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';

export const SANDBOX_OUTBOX_PATH = '/sandbox/outbox';

/**
 * The local mailbox for tests, demos and journeys (MAIL_MODE=outbox only): GET /sandbox/outbox?to=address
 * answers the messages written to that address, newest first (at most 50); without `to`, the latest 50. The
 * `x-sandbox-key` header must carry MAIL_SANDBOX_KEY. Production sends mail (MAIL_MODE=smtp) and has no outbox route.
 */
export function mailOutboxSandboxRoutes(app: Hono<AppEnv>, services: Services): void {
  app.get(SANDBOX_OUTBOX_PATH, async (c) => {
    // The outbox holds every company's mail: only who knows the sandbox key reads it (MAIL_SANDBOX_KEY).
    if (c.req.header('x-sandbox-key') !== services.env.MAIL_SANDBOX_KEY) {
      return c.json({ code: 'Unauthorized', message: 'The sandbox key is missing or wrong.' }, 401);
    }
    const to = c.req.query('to')?.trim();
    const rows = await services.db
      .select()
      .from(mailOutbox)
      .where(to ? arrayContains(mailOutbox.to, [to]) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(50);
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
      })),
    );
  });
}
