import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

interface Request {
  userId: string;
  productIds: readonly string[];
  resolve: (quantities: Map<string, number>) => void;
  reject: (error: unknown) => void;
}

/**
 * How many of each product a user's live cart holds (a line in a bundle counts bundle quantity times), for the
 * `quantity` of the product list (001 §3). Lookups that arrive while one is running are answered together by
 * the next single query: on the embedded database every query waits its turn, so under load one query for
 * many callers beats one each. Each caller gets only its own cart's figures.
 */
export class CartQuantityLoader {
  private pending: Request[] = [];
  private running = false;

  constructor(private readonly db: Executor) {}

  /**
   * The quantities in the caller's cart: the user's live cart, or for a punch-in login its own punch-out cart
   * (issue 16), read alone (punch-out sessions are few).
   */
  load(
    caller: { userId: string; loginId: string; sessionId: string | null },
    productIds: readonly string[],
  ): Promise<Map<string, number>> {
    if (productIds.length === 0) return Promise.resolve(new Map());
    if (caller.sessionId) return punchOutQuantities(this.db, caller.loginId, productIds);
    const { userId } = caller;
    return new Promise((resolve, reject) => {
      this.pending.push({ userId, productIds, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        // Let the callers of this turn of the event loop join the batch.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.pending;
        this.pending = [];
        try {
          const found = await quantities(
            this.db,
            [...new Set(batch.map((request) => request.userId))],
            [...new Set(batch.flatMap((request) => request.productIds))],
          );
          for (const request of batch) {
            const mine = found.get(request.userId);
            request.resolve(
              new Map(request.productIds.flatMap((id) => (mine?.has(id) ? [[id, mine.get(id) ?? 0]] : []))),
            );
          }
        } catch (error) {
          for (const request of batch) request.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

/** One uuid[] parameter (an array literal of ids we made ourselves), not one parameter per id. */
const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Quantities by user, then by product. */
async function quantities(
  db: Executor,
  userIds: readonly string[],
  productIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const result = await db.execute(
    sql`select c.owner_user_id as "userId", l.product_id as "productId",
        sum(l.quantity * coalesce(b.quantity, 1))::int as quantity
      from carts c
      join cart_lines l on l.cart_id = c.id
      left join cart_bundles b on b.id = l.bundle_id
      where c.kind = 'cart' and c.owner_user_id = any(${uuidArray(userIds)}) and l.product_id = any(${uuidArray(productIds)})
      group by c.owner_user_id, l.product_id`,
  );
  const byUser = new Map<string, Map<string, number>>();
  for (const row of (result as unknown as { rows: { userId: string; productId: string; quantity: number }[] })
    .rows) {
    const mine = byUser.get(row.userId) ?? new Map<string, number>();
    mine.set(row.productId, row.quantity);
    byUser.set(row.userId, mine);
  }
  return byUser;
}

/** Quantities by product in the punch-out cart of a punch-in login. */
async function punchOutQuantities(
  db: Executor,
  loginId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select l.product_id as "productId", sum(l.quantity * coalesce(b.quantity, 1))::int as quantity
      from carts c
      join cart_lines l on l.cart_id = c.id
      left join cart_bundles b on b.id = l.bundle_id
      where c.kind = 'punchout' and c.login_id = ${loginId}::uuid and l.product_id = any(${uuidArray(productIds)})
      group by l.product_id`,
  );
  const rows = (result as unknown as { rows: { productId: string; quantity: number }[] }).rows;
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

const loaders = new WeakMap<object, CartQuantityLoader>();

/** The loader of one database handle. */
export function cartQuantityLoader(db: Executor): CartQuantityLoader {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new CartQuantityLoader(db);
    loaders.set(db, loader);
  }
  return loader;
}
