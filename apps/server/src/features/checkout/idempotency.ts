import { createHash } from 'node:crypto';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseKind, Db, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ProblemError } from '../../http/problem';

/**
 * Idempotent calls with the rules of Stripe's idempotency keys:
 * - the same key and the same body answer the stored answer again, without doing the work twice;
 * - the same key with another body answers 422 `IdempotencyKeyReused`;
 * - while a call with the key is running, another answers 409 `IdempotencyKeyInFlight`.
 *
 * The stored answer is written in the same transaction as the work, so a process killed at any moment leaves
 * either the work and its answer, or neither (the retry then does the work). "In flight" is known within one
 * process by a set of running keys, and across instances on PostgreSQL by a transaction-scoped advisory lock.
 */

const running = new Set<string>();

/** Canonical JSON (sorted keys) hashed: the same body in another key order is the same body. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value as Record<string, unknown>)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const inFlight = () => new ProblemError(409, 'IdempotencyKeyInFlight', formatMessage('Checkout.InFlight'));
const reused = () => new ProblemError(422, 'IdempotencyKeyReused', formatMessage('Checkout.KeyReused'));

export interface IdempotentCall<T> {
  db: Db;
  databaseKind: DatabaseKind;
  userId: string;
  scope: string;
  key: string;
  body: unknown;
  /** The work, inside the transaction that also stores its answer. */
  work: (tx: Tx) => Promise<T>;
  /** Runs after the work, before the commit (fault injection in crash tests). */
  beforeCommit?: () => Promise<void>;
}

export async function runIdempotent<T>(call: IdempotentCall<T>): Promise<T> {
  const { db, userId, scope, key } = call;
  const hash = requestHash(call.body);
  // Unit separators, not NULs: the key is also PostgreSQL text (the advisory lock's), which cannot hold a NUL.
  const runningKey = `${userId}\u001f${scope}\u001f${key}`;
  if (running.has(runningKey)) throw inFlight();
  running.add(runningKey);
  try {
    return await db.transaction(async (tx) => {
      if (call.databaseKind === 'postgres') {
        const lock = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${runningKey}, 0)) as locked`,
        );
        const locked = (lock as unknown as { rows: { locked?: boolean }[] }).rows[0]?.locked;
        if (!locked) throw inFlight();
      }
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
          ),
        );
      if (stored) {
        if (stored.requestHash !== hash) throw reused();
        return stored.answer as T;
      }
      const answer = await call.work(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ userId, scope, key, requestHash: hash, statusCode: 200, answer });
      await call.beforeCommit?.();
      return answer;
    });
  } finally {
    running.delete(runningKey);
  }
}
