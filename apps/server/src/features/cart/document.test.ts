import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartBundles, cartGroups, cartLines, carts, products } from '../../db/schema';
import { demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { type CartRow, readCart, readContents } from './document';
import { writeCart } from './versioned';

/**
 * A cart is read whole in one statement (issue 14): its row, groups, bundles and lines come back as JSON from
 * subqueries of one SELECT, so they are of one moment without a transaction, in one round trip. What goes
 * through JSON must come back as the driver would have given it: money exact, dates as dates.
 */

let t: TestApp;
let cart: CartRow;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  const [row] = await t.database.db
    .select()
    .from(carts)
    .where(and(eq(carts.ownerUserId, demoUsers.buyer.id), eq(carts.kind, 'cart')));
  if (!row) throw new Error('The buyer has no seeded cart');
  cart = row;
}, 300_000);
afterAll(() => t?.close());

const noCart = eq(carts.id, '00000000-0000-0000-0000-000000000000');
const thisCart = () => eq(carts.id, cart.id);

/** Removes one line of the cart in a write of its own (another tab), bumping the version. */
async function removeALine(): Promise<void> {
  await writeCart(
    t.database.db,
    cart.id,
    async ({ tx, cart: locked }) => {
      const [line] = await tx.select().from(cartLines).where(eq(cartLines.cartId, locked.id)).limit(1);
      if (!line) throw new Error('The cart is empty');
      await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    },
    async () => undefined,
  );
}

describe('reading a cart in one statement', () => {
  it('should answer the rows a query of each table answers, in position order', async () => {
    const db = t.database.db;
    const read = await readCart(db, thisCart());
    const [row] = await db.select().from(carts).where(thisCart());
    const groups = await db
      .select()
      .from(cartGroups)
      .where(eq(cartGroups.cartId, cart.id))
      .orderBy(asc(cartGroups.position), asc(cartGroups.id));
    const bundles = await db
      .select()
      .from(cartBundles)
      .where(eq(cartBundles.cartId, cart.id))
      .orderBy(asc(cartBundles.position), asc(cartBundles.id));
    const lines = await db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.position), asc(cartLines.createdAt), asc(cartLines.id));
    expect(lines.length).toBeGreaterThan(1);
    expect(read?.cart).toEqual(row);
    expect(read?.contents.groups).toEqual(groups);
    expect(read?.contents.bundles).toEqual(bundles);
    expect(read?.contents.lines.map(({ available: _, ...line }) => line)).toEqual(lines);
    expect(read?.contents.lines[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('should keep money exact to the cent at the largest price a line can hold', async () => {
    const [line] = await t.database.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).limit(1);
    await t.database.db
      .update(cartLines)
      .set({ unitPrice: '999999999999.99' })
      .where(eq(cartLines.id, line!.id));
    const read = await readCart(t.database.db, thisCart());
    expect(read?.contents.lines.find((l) => l.id === line!.id)?.unitPrice).toBe('999999999999.99');
    await t.database.db.update(cartLines).set({ unitPrice: '0.10' }).where(eq(cartLines.id, line!.id));
    const again = await readCart(t.database.db, thisCart());
    expect(again?.contents.lines.find((l) => l.id === line!.id)?.unitPrice).toBe('0.10');
  });

  it('should mark a line whose product was withdrawn as unavailable', async () => {
    const [line] = await t.database.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.isCustomRequest, false)))
      .limit(1);
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, line!.productId!));
    try {
      const read = await readCart(t.database.db, thisCart());
      expect(read?.contents.lines.find((l) => l.id === line!.id)?.available).toBe(false);
      const [contents] = (await readContents(t.database.db, [cart.id])).values();
      expect(contents?.lines.find((l) => l.id === line!.id)?.available).toBe(false);
    } finally {
      await t.database.db.update(products).set({ available: true }).where(eq(products.id, line!.productId!));
    }
  });

  it('should answer the version that goes with the lines after another tab wrote', async () => {
    const before = await readCart(t.database.db, thisCart());
    await removeALine();
    const after = await readCart(t.database.db, thisCart());
    expect(after?.cart.version).toBe(before!.cart.version + 1);
    expect(after?.contents.lines).toHaveLength(before!.contents.lines.length - 1);
  });

  it('should answer nothing for a cart that is not there', async () => {
    expect(await readCart(t.database.db, noCart)).toBeUndefined();
  });
});
