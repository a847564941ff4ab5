import { formatMessage } from '@b2b-portal/api/messages';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Executor, Tx } from '../../db/client';
import { carts } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import type { CartRow } from './document';

/**
 * Versioned writes of a cart-family document (001 "two tabs editing one cart never lose an update"). Each
 * write runs in one transaction that locks the cart row (`SELECT … FOR UPDATE`), so writes to one cart take
 * turns, and bumps `carts.version`; the lines and bundles it changes are stamped with the new version. A write
 * that changes an existing line or bundle names the version it saw: when the stored one is newer, another
 * window changed it in between, and the write is refused (409 CartChanged) instead of overwriting that change.
 * Adding lines and deleting other lines never conflicts.
 */

/** Thrown inside a write when a line or bundle changed since the caller saw it; rolls the write back. */
export class CartChangedError extends Error {
  override name = 'CartChangedError';
  constructor() {
    super('CartChanged');
  }
}

/** Refuses a change based on `seen` when the stored version is newer, or the line is gone. */
export function assertUnchanged(stored: { updatedVersion: number } | undefined, seen: number): void {
  if (!stored || stored.updatedVersion > seen) throw new CartChangedError();
}

export interface WriteContext {
  tx: Executor;
  cart: CartRow;
  /** The version this write stamps on what it changes. */
  version: number;
}

/**
 * Runs `change` in a transaction holding the lock of cart `cartId`, bumps its version and answers `answer`'s
 * reading of the cart after the change (inside the same transaction). `change` throws CartChangedError to
 * refuse; nothing is written then. A change that answers `false` changed nothing: the version stays.
 */
export async function writeCart<T>(
  db: Db,
  cartId: string,
  change: (context: WriteContext) => Promise<unknown>,
  answer: (tx: Tx, cart: CartRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
    if (!locked) throw new Error(`Cart ${cartId} vanished`);
    const version = locked.version + 1;
    if ((await change({ tx, cart: locked, version })) === false) return answer(tx, locked);
    const [updated] = await tx
      .update(carts)
      .set({ version, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId))
      .returning();
    return answer(tx, updated as CartRow);
  });
}

/**
 * The 409 answer of a refused write: the Problem of the catalogue plus the document as it is now (`cart`), so
 * the browser redraws from it.
 */
export function cartChangedResponse(c: Context<AppEnv>, cart: unknown): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(
    { code: 'CartChanged', message: formatMessage('Cart.Changed'), traceId: c.get('traceId'), cart },
    409,
  );
}

/** Runs a versioned write and turns a refusal into the 409 answer with the fresh document. */
export async function orCartChanged<T>(
  c: Context<AppEnv>,
  write: () => Promise<T>,
  fresh: () => Promise<unknown>,
): Promise<T | Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof CartChangedError) return cartChangedResponse(c, await fresh());
    throw error;
  }
}
