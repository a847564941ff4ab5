import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ShoppingCart } from '@b2b-portal/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { cartLines, carts, products } from '../../db/schema';
import { demoUsers } from '../../db/seed-data';
import { createTestApp } from '../../testing';
import { CartCache, StampedAnswers } from './cart-cache';
import { skipPostgresTests, startPostgresApp } from './throwaway-postgres';

const cartOf = (id: string, count = 1) => ({ id, count }) as unknown as ShoppingCart;

describe('CartCache', () => {
  it('should keep nothing until the database delivers notifications', () => {
    const cache = new CartCache();
    cache.set('user-1', cartOf('cart-1'), cache.generation);
    expect(cache.get('user-1')).toBeUndefined();
    cache.activate();
    cache.set('user-1', cartOf('cart-1'), cache.generation);
    expect(cache.get('user-1')).toEqual(cartOf('cart-1'));
  });

  it('should forget the cart a notification names, or every cart', () => {
    const cache = new CartCache();
    cache.activate();
    const fill = () => {
      cache.set('user-a', cartOf('cart-a'), cache.generation);
      cache.set('user-b', cartOf('cart-b'), cache.generation);
    };
    fill();
    cache.changed('cart:cart-a');
    expect([cache.get('user-a'), cache.get('user-b')].map(Boolean)).toEqual([false, true]);
    fill();
    cache.changed('all');
    expect([cache.get('user-a'), cache.get('user-b')].map(Boolean)).toEqual([false, false]);
  });

  it('should not keep a cart read before a change was notified (a read racing a write)', () => {
    const cache = new CartCache();
    cache.activate();
    const before = cache.generation;
    cache.changed('cart:cart-a');
    cache.set('user-a', cartOf('cart-a'), before);
    expect(cache.get('user-a')).toBeUndefined();
  });
});

describe('StampedAnswers', () => {
  it('should answer a kept value only at the stamp it was kept with', () => {
    const answers = new StampedAnswers<string>();
    answers.set('user-a', 'cart-a:1:0', 'first');
    expect(answers.get('user-a', 'cart-a:1:0')).toBe('first');
    expect(answers.get('user-a', 'cart-a:2:0')).toBeUndefined();
    // A stamp that moved on forgets the value: it is never answered again, even at its old stamp.
    expect(answers.get('user-a', 'cart-a:1:0')).toBeUndefined();
  });

  it('should keep a value for its time and at most its number of entries, the oldest going first', () => {
    let now = 0;
    const answers = new StampedAnswers<string>(1_000, 2, () => now);
    answers.set('a', 's', 'A');
    answers.set('b', 's', 'B');
    answers.set('c', 's', 'C');
    expect(['a', 'b', 'c'].map((key) => answers.get(key, 's'))).toEqual([undefined, 'B', 'C']);
    now = 1_000;
    expect(answers.get('b', 's')).toBeUndefined();
  });
});

/** What the kept-cart tests need of an app, on either engine. */
interface Engine {
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
  database: Database;
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The live cart's answer is kept between calls (on PGlite while the database notifies every change, on
 * PostgreSQL at the stamp it was read at), and every way its contents can change counts at the next call: a
 * write through the API, a change of a line made by any SQL, and a product withdrawn from the catalogue.
 */
describe.each([
  {
    engine: 'PGlite',
    skip: false,
    start: (): Promise<Engine> => createTestApp({ env: { LOG_LEVEL: 'silent' } }),
  },
  { engine: 'PostgreSQL', skip: skipPostgresTests, start: (): Promise<Engine> => startPostgresApp() },
])('the live cart kept on $engine', ({ engine, skip, start }) => {
  let t: Engine;
  let token: string;
  const getCart = async () => {
    const answer = await t.app.request('/api/v1.0/ShoppingCart/getShoppingCart', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as ShoppingCart;
  };

  beforeAll(async () => {
    if (skip) return;
    t = await start();
    token = await t.signIn(demoUsers.buyer.username);
  }, 300_000);
  afterAll(() => t?.close());

  it.skipIf(skip)(
    'should keep the answer between calls: a change nobody announced goes unseen until one is',
    async () => {
      const before = await getCart();
      const line = before.items.find((item) => !item.isCustomRequest);
      if (!line) throw new Error('The seeded cart has no catalogue line');
      // A change made with the triggers that announce it switched off, in one transaction (one connection).
      await t.database.db.transaction(async (tx) => {
        if (engine === 'PGlite') await tx.execute(sql`set local portal.notify_carts = 'off'`);
        else await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(cartLines).set({ comment: 'unannounced' }).where(eq(cartLines.id, line.id));
      });
      expect((await getCart()).items.find((item) => item.id === line.id)?.comment).toBe(line.comment);
      if (engine === 'PGlite') {
        await t.database.db.execute(sql`select pg_notify('cart_changed', ${`cart:${before.id}`})`);
      } else {
        await t.database.db.execute(
          sql`update ${carts} set contents_revision = contents_revision + 1 where ${carts.id} = ${before.id}`,
        );
      }
      expect((await getCart()).items.find((item) => item.id === line.id)?.comment).toBe('unannounced');
    },
  );

  it.skipIf(skip)('should answer a line changed by any statement at the next call', async () => {
    const before = await getCart();
    const line = before.items.find((item) => !item.isCustomRequest && item.quantity < 900);
    if (!line) throw new Error('The seeded cart has no catalogue line');
    expect(await getCart()).toEqual(before);
    await t.database.db
      .update(cartLines)
      .set({ quantity: line.quantity + 1 })
      .where(eq(cartLines.id, line.id));
    const after = await getCart();
    expect(after.items.find((item) => item.id === line.id)?.quantity).toBe(line.quantity + 1);
    await t.database.db.delete(cartLines).where(eq(cartLines.id, line.id));
    expect((await getCart()).items.map((item) => item.id)).not.toContain(line.id);
  });

  it.skipIf(skip)('should answer a withdrawn product as unavailable at the next call', async () => {
    const before = await getCart();
    const line = before.items.find((item) => item.productID && item.available);
    if (!line?.productID) throw new Error('The seeded cart has no available catalogue line');
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, line.productID));
    try {
      expect((await getCart()).items.find((item) => item.id === line.id)?.available).toBe(false);
    } finally {
      await t.database.db.update(products).set({ available: true }).where(eq(products.id, line.productID));
    }
    expect((await getCart()).items.find((item) => item.id === line.id)?.available).toBe(true);
  });

  it.skipIf(skip)('should answer the version a write through the API left', async () => {
    const before = await getCart();
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, before.id));
    await t.database.db
      .update(carts)
      .set({ version: (row?.version ?? 0) + 1 })
      .where(eq(carts.id, before.id));
    expect((await getCart()).version).toBe((row?.version ?? 0) + 1);
  });
  it.skipIf(skip)(
    'should send the kept cart in the coding asked, each coding following a change',
    async () => {
      const encoded = async (coding: 'br' | 'gzip') => {
        const answer = await t.app.request('/api/v1.0/ShoppingCart/getShoppingCart', {
          headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': coding },
        });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-encoding')).toBe(coding);
        const bytes = Buffer.from(await answer.arrayBuffer());
        const text = (coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
        return JSON.parse(text) as ShoppingCart;
      };
      const before = await getCart();
      for (const coding of ['br', 'gzip', 'br', 'gzip'] as const)
        expect(await encoded(coding)).toEqual(before);
      const line = before.items.find((item) => !item.isCustomRequest && item.quantity < 900);
      if (!line) throw new Error('The seeded cart has no catalogue line');
      await t.database.db
        .update(cartLines)
        .set({ quantity: line.quantity + 2 })
        .where(eq(cartLines.id, line.id));
      for (const coding of ['br', 'gzip'] as const) {
        const after = await encoded(coding);
        expect(after.items.find((item) => item.id === line.id)?.quantity).toBe(line.quantity + 2);
        expect(after).toEqual(await getCart());
      }
    },
  );
});
