import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkoutSessions } from '../../db/schema';

/**
 * The open checkout session of one user's checkout of one document: the same id until the order is created, so
 * two tabs, a reload and a retry all carry the same idempotency key (checkOutSessionID). A unique index keeps one
 * open session per user and document even when two tabs open checkout at once.
 */
export async function openCheckoutSession(
  db: Executor,
  userId: string,
  documentType: number,
  documentId: string,
): Promise<string> {
  const find = async () => {
    const [row] = await db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.documentType, documentType),
          eq(checkoutSessions.documentId, documentId),
          isNull(checkoutSessions.completedAt),
        ),
      );
    return row?.id;
  };
  const existing = await find();
  if (existing) return existing;
  await db.insert(checkoutSessions).values({ userId, documentType, documentId }).onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('The checkout session could not be opened');
  return created;
}

export async function findCheckoutSession(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return row;
}
