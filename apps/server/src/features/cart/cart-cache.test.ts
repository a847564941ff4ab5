import type { ShoppingCart } from '@b2b-portal/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, products } from '../../db/schema';
import { demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { CartCache } from './cart-cache';

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

/**
 * On PGlite the live cart's answer is kept between calls, and every way its contents can change reaches it
 * before the changing statement returns: a write through the API, a change of a line made by any SQL, and a
 * product withdrawn from the catalogue.
 */
describe('the live cart kept on PGlite', () => {
  let t: TestApp;
  let token: string;
  const getCart = async () => {
    const answer = await t.app.request('/api/v1.0/ShoppingCart/getShoppingCart', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as ShoppingCart;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    token = await t.signIn(demoUsers.buyer.username);
  }, 300_000);
  afterAll(() => t?.close());

  it('should keep the answer between calls: a change nobody announced goes unseen until one is', async () => {
    const before = await getCart();
    const line = before.items.find((item) => !item.isCustomRequest);
    if (!line) throw new Error('The seeded cart has no catalogue line');
    await t.database.db.execute(sql`set portal.notify_carts = 'off'`);
    try {
      await t.database.db.update(cartLines).set({ comment: 'unannounced' }).where(eq(cartLines.id, line.id));
    } finally {
      await t.database.db.execute(sql`set portal.notify_carts = 'on'`);
    }
    expect((await getCart()).items.find((item) => item.id === line.id)?.comment).toBe(line.comment);
    await t.database.db.execute(sql`select pg_notify('cart_changed', ${`cart:${before.id}`})`);
    expect((await getCart()).items.find((item) => item.id === line.id)?.comment).toBe('unannounced');
  });

  it('should answer a line changed by any statement at the next call', async () => {
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
  });

  it('should answer a withdrawn product as unavailable at the next call', async () => {
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

  it('should answer the version a write through the API left', async () => {
    const before = await getCart();
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, before.id));
    await t.database.db
      .update(carts)
      .set({ version: (row?.version ?? 0) + 1 })
      .where(eq(carts.id, before.id));
    expect((await getCart()).version).toBe((row?.version ?? 0) + 1);
  });
});
