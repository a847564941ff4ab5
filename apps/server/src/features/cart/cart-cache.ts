import type { ShoppingCart } from '@b2b-portal/api';
import { NotifiedCache } from '../../db/notified-cache';

/**
 * Live carts' answers kept in memory between calls (issue 14: the cart read), two ways:
 *
 * - Where the database tells this process of every change before the changing statement returns (PGlite, the one
 *   process of its folder, with the triggers of migration 0010 notifying `cart_changed`: `cart:<id>` for a cart,
 *   its lines, groups or bundles; `all` when a product's availability changes), an answer is used as it is, by
 *   user id in a `NotifiedCache`: no statement at all.
 * - Everywhere (PostgreSQL, where other instances write too), an answer is kept with the stamp it was read at
 *   (`byStamp`): the cart, its contents' revision and the catalogue's availability revision, which the triggers
 *   of migration 0013 move on every change the answer depends on. A call reads the current stamp (one small
 *   statement, sent after it arrived) and uses the kept answer only when it is the same.
 */
export class CartCache extends NotifiedCache<ShoppingCart> {
  readonly byStamp = new StampedAnswers<ShoppingCart>();

  /** A notification of `cart_changed`: `cart:<id>` forgets that cart, anything else every cart. */
  changed(payload: string): void {
    const [kind, id] = payload.split(':', 2);
    if (kind === 'cart' && id) this.forget((_, cart) => cart.id === id);
    else this.forget();
  }
}

/**
 * Answers by key with the stamp they were read at: `get` answers one only for the same stamp. At most
 * `maxEntries` (the oldest goes first) and each for `ttlMs`, so a key nobody asks again does not stay.
 */
export class StampedAnswers<V> {
  private readonly entries = new Map<string, { stamp: string; value: V; expires: number }>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, stamp: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp || entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, stamp: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { stamp, value, expires: this.now() + this.ttlMs });
  }
}
