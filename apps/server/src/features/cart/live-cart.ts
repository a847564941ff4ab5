import { randomUUID } from 'node:crypto';
import type { ShoppingCart } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { type CartTotals, type CheckoutBlocker, checkoutBlockers } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { carts } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { keptAnswer } from '../../http/route';
import { isInspectSession } from '../punch-in/sessions';
import type { CartCache } from './cart-cache';
import {
  type CartRow,
  callersCartOf,
  readCart,
  readLiveCartRow,
  readLiveCartStamp,
  shoppingCartOf,
} from './document';

/** The caller's company; a user without one has no cart. */
export function companyOf(principal: Principal): string {
  if (!principal.companyId) throw Problems.notFound('NoCompany', formatMessage('Global.NoCompany'));
  return principal.companyId;
}

async function findLiveCart(db: Executor, principal: Principal): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(callersCartOf(principal)).limit(1);
  return cart;
}

/**
 * The caller's live cart, created empty on first use. One live cart per user (a unique index): two first
 * uses at once both end on the same row. A punch-in login (one with a session id) has its own cart instead
 * (kind 'punchout', one per login; issue 16): what a punch-out session adds, changes and returns never touches
 * the user's ordinary cart, and the ordinary cart never reaches the procurement system.
 */
export async function ensureLiveCart(db: Executor, principal: Principal): Promise<CartRow> {
  const companyId = companyOf(principal);
  const existing = await findLiveCart(db, principal);
  if (existing) return existing;
  const id = randomUUID();
  const punchOut = principal.sessionId !== null;
  await db
    .insert(carts)
    .values({
      id,
      companyId,
      ownerUserId: principal.userId,
      kind: punchOut ? 'punchout' : 'cart',
      loginId: punchOut ? principal.loginId : null,
      // The live cart is never shown by number; the id keeps the number unique.
      documentNumber: `${punchOut ? 'PUNCHOUT' : 'CART'}-${id}`,
    })
    .onConflictDoNothing();
  const created = await findLiveCart(db, principal);
  if (!created) throw new Error('The live cart could not be created');
  return created;
}

/**
 * The caller's live cart as the contract's `ShoppingCart` (created empty on first use): one statement for the
 * cart and its contents (`readCart`), or none where the answer is kept (`CartCache`, PGlite). A punch-out
 * session's cart is read as it is, never kept: the kept answers are the users' ordinary carts, by user id.
 * `stampRead` is the live cart's stamp read with the login's state in this call's statement (the route's
 * `liveCartStamp`; null: no live cart yet); without it the stamp is read here.
 */
export async function readLiveCart(
  services: { db: Db; carts: CartCache },
  principal: Principal,
  stampRead?: string | null,
): Promise<ShoppingCart> {
  companyOf(principal);
  const { db, carts: kept } = services;
  if (principal.sessionId) {
    const read =
      (await readCart(db, callersCartOf(principal))) ??
      (await readCart(db, eq(carts.id, (await ensureLiveCart(db, principal)).id)));
    if (!read) throw new Error('The punch-out cart could not be read');
    return shoppingCartOf(read.cart, read.contents);
  }
  const { userId } = principal;
  const notified = kept.get(userId);
  if (notified) return notified;
  if (!kept.keeping) {
    // No notifications (PostgreSQL): a kept answer counts only at the stamp the cart has now.
    const stamp = stampRead === undefined ? await readLiveCartStamp(db, userId) : (stampRead ?? undefined);
    const stamped = stamp === undefined ? undefined : kept.byStamp.get(userId, stamp);
    if (stamped) return stamped;
  }
  const generation = kept.generation;
  const live = await readLiveCartRow(db, userId);
  const read = live ?? (await readCart(db, eq(carts.id, (await ensureLiveCart(db, principal)).id)));
  if (!read) throw new Error('The live cart could not be read');
  // Kept between calls and shared by them: its JSON is written once (http/route.ts).
  const answer = keptAnswer(shoppingCartOf(read.cart, read.contents));
  kept.set(userId, answer, generation);
  if (live) kept.byStamp.set(userId, live.stamp, answer);
  return answer;
}

/** A cart id the caller named that is not their live cart. */
export const cartNotFound = () => Problems.notFound('CartNotFound', formatMessage('Cart.NotFound'));

/** 422 with the code and message of a checkout blocker or another rule. */
export const unprocessable = (code: string, message: string) => new ProblemError(422, code, message);

/**
 * A checkout blocker as the refusal of an endpoint that declares it: 422 for checkout, the punch-out transfer
 * and saving an empty cart, 409 for a pricing request of an empty cart.
 */
export const blockedBy = (blocker: CheckoutBlocker, status: 409 | 422 = 422) =>
  new ProblemError(status, blocker.code, blocker.message);

/** Refuses (422) a cart the checkout blockers stop, with the first of them (`checkoutBlockers` of flows). */
export function assertNoCheckoutBlocker(totals: Pick<CartTotals, 'count' | 'containRequestItem'>): void {
  const [blocker] = checkoutBlockers(totals);
  if (blocker) throw blockedBy(blocker);
}

/**
 * A procurement system that punched the user in with operation `inspect` lets them look, not change: every
 * write of the live cart answers 403 CartReadOnly for that login (the portal also shows the cart read-only).
 */
export async function assertLiveCartWritable(db: Db, principal: Principal): Promise<void> {
  if (principal.sessionId && (await isInspectSession(db, principal.loginId))) {
    throw new ProblemError(403, 'CartReadOnly', formatMessage('Cart.ReadOnly'));
  }
}
