import type { ShoppingCart } from '@b2b-portal/api';
import { NotifiedCache } from '../../db/notified-cache';

/**
 * Live carts' answers kept in memory between calls (issue 14: the cart read), only while the database tells this
 * process of every change to them before the changing statement returns: PGlite, the one process of its folder,
 * with the triggers of migration 0010 notifying `cart_changed` (`cart:<id>` for a cart, its lines, groups or
 * bundles; `all` when a product's availability changes), by user id in a `NotifiedCache`. On PostgreSQL it
 * stays off: other instances write too, and every call reads (one statement, features/cart/document.ts).
 */
export class CartCache extends NotifiedCache<ShoppingCart> {
  /** A notification of `cart_changed`: `cart:<id>` forgets that cart, anything else every cart. */
  changed(payload: string): void {
    const [kind, id] = payload.split(':', 2);
    if (kind === 'cart' && id) this.forget((_, cart) => cart.id === id);
    else this.forget();
  }
}
