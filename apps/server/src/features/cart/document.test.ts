import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts } from '../../db/schema';
import { demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { type CartRow, readCartContents, readSnapshot } from './document';
import { writeCart } from './versioned';

/**
 * A cart is read whole without a transaction (issue 14): reads that began and ended at the same `carts.version`
 * saw no write between them; otherwise they run again.
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

describe('reading a cart while another tab writes it', () => {
  it('should answer what was read when no write came between', async () => {
    let reads = 0;
    const answer = await readSnapshot(t.database.db, cart, async (db, row) => {
      reads += 1;
      return { version: row.version, lines: (await readCartContents(db, row.id)).lines.length };
    });
    expect(reads).toBe(1);
    expect(answer.lines).toBeGreaterThan(1);
  });

  it('should read again, at the new version, when a write came between', async () => {
    const [before] = await t.database.db.select().from(carts).where(eq(carts.id, cart.id));
    let reads = 0;
    const answer = await readSnapshot(t.database.db, before!, async (db, row) => {
      reads += 1;
      const lines = (await readCartContents(db, row.id)).lines.length;
      if (reads === 1) await removeALine();
      return { version: row.version, lines };
    });
    const fresh = await readCartContents(t.database.db, cart.id);
    expect(reads).toBe(2);
    // The answer is the cart after the write, with the version that goes with it: not the line count before.
    expect(answer).toEqual({ version: before!.version + 1, lines: fresh.lines.length });
  });

  it('should fall back to one snapshot when writes keep coming', async () => {
    let reads = 0;
    const [before] = await t.database.db.select().from(carts).where(eq(carts.id, cart.id));
    const answer = await readSnapshot(t.database.db, before!, async (db, row) => {
      reads += 1;
      const lines = (await readCartContents(db, row.id)).lines.length;
      if (reads <= 3) await removeALine();
      return { version: row.version, lines };
    });
    const [after] = await t.database.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(reads).toBe(4);
    expect(answer).toEqual({
      version: after!.version,
      lines: (await readCartContents(t.database.db, cart.id)).lines.length,
    });
  });
});
