import type { ShoppingCart } from '@b2b-portal/api';

/**
 * Live carts' answers kept in memory between calls (issue 14: the cart read), only while the database tells this
 * process of every change to them before the changing statement returns: PGlite, the one process of its folder,
 * with the triggers of migration 0010 notifying `cart_changed` (`cart:<id>` for a cart, its lines, groups or
 * bundles; `all` when a product's availability changes). A read that a change overtook is not kept (the
 * `generation` taken before it). On PostgreSQL it stays off: other instances write too, and every call reads (one
 * statement, features/cart/document.ts).
 */
export class CartCache {
  private active = false;
  private changes = 0;
  private readonly byUser = new Map<string, { answer: ShoppingCart; expires: number }>();
  private readonly userOfCart = new Map<string, string>();

  constructor(
    /** A bound on any entry's age all the same. */
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** From now on notifications arrive: answers may be kept. */
  activate(): void {
    this.changes += 1;
    this.active = true;
  }

  /** Take before reading a cart; hand to `set` with what was read. */
  get generation(): number {
    return this.changes;
  }

  /** The user's live cart as last read, when nothing changed it since. */
  get(userId: string): ShoppingCart | undefined {
    const entry = this.byUser.get(userId);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.forget(userId);
      return undefined;
    }
    return entry.answer;
  }

  /** Keeps `answer`, read when `generation` was current, unless a change was notified since. */
  set(userId: string, answer: ShoppingCart, generation: number): void {
    if (!this.active || generation !== this.changes) return;
    if (this.byUser.size >= this.maxEntries) {
      const oldest = this.byUser.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.byUser.set(userId, { answer, expires: this.now() + this.ttlMs });
    this.userOfCart.set(answer.id, userId);
  }

  /** A notification of `cart_changed`: `cart:<id>` forgets that cart, anything else every cart. */
  changed(payload: string): void {
    this.changes += 1;
    const [kind, id] = payload.split(':', 2);
    if (kind === 'cart' && id) {
      const userId = this.userOfCart.get(id);
      if (userId !== undefined) this.forget(userId);
    } else {
      this.byUser.clear();
      this.userOfCart.clear();
    }
  }

  private forget(userId: string): void {
    const entry = this.byUser.get(userId);
    this.byUser.delete(userId);
    if (entry) this.userOfCart.delete(entry.answer.id);
  }
}
