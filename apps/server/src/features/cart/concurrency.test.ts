import { Problem, ShoppingCart } from '@b2b-portal/api';
import { emptyGuid } from '@b2b-portal/flows/rules';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { carts } from '../../db/schema';
import { seedProductId } from '../../db/seed-catalogue';
import { demoUsers } from '../../db/seed-data';
import type { AppEnv } from '../../http/context';
import { createTestApp } from '../../testing';
import { type Caller, callerFor, cartOf } from './testing';
import { skipPostgresTests, startPostgresApp } from './throwaway-postgres';

/**
 * "Two tabs editing one cart never lose an update" (issue 4): two sessions of one user (two logins, as two
 * browser tabs) interleave and race writes to one cart. Run on PGlite (the default) and, where the binaries
 * exist, on PostgreSQL, where the transactions truly run at once and only the row lock keeps them apart.
 */

interface Backend {
  app: Hono<AppEnv>;
  database: Database;
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

function scenarios(name: string, start: () => Promise<Backend>, skip = false) {
  describe.skipIf(skip)(`concurrent cart writes on ${name}`, () => {
    let backend: Backend;
    let tabA: Caller;
    let tabB: Caller;

    beforeAll(async () => {
      backend = await start();
      tabA = callerFor(backend.app, await backend.signIn('buyer@northwind.example'));
      tabB = callerFor(backend.app, await backend.signIn('buyer@northwind.example'));
    }, 120_000);
    afterAll(() => backend?.close());

    const load = async (tab: Caller) => cartOf(await tab('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const lineOf = (cart: ShoppingCart, part: string) => {
      const line = cart.items.find((item) => item.manufacturerPart === part);
      if (!line) throw new Error(`No ${part} in the cart`);
      return line;
    };

    it('should land both updates when two tabs change different lines from the same view', async () => {
      const viewA = await load(tabA);
      const viewB = await load(tabB);
      const first = lineOf(viewA, 'GLC-TE');
      const second = lineOf(viewB, 'C9120AXI-B');
      cartOf(
        await tabA('POST', 'V1.0/shoppingcart/updateItem', {
          json: { id: first.id, version: first.version, quantity: first.quantity + 3 },
        }),
      );
      const answer = cartOf(
        await tabB('POST', 'V1.0/shoppingcart/updateItem', {
          json: { id: second.id, version: second.version, quantity: second.quantity + 5 },
        }),
      );
      expect(lineOf(answer, 'GLC-TE').quantity).toBe(first.quantity + 3);
      expect(lineOf(answer, 'C9120AXI-B').quantity).toBe(second.quantity + 5);
      expect(answer.version).toBe(viewA.version + 2);
    });

    it('should refuse the second tab’s stale change of the same line with 409 and the current cart', async () => {
      const viewA = await load(tabA);
      const viewB = await load(tabB);
      const line = lineOf(viewA, 'GLC-TE');
      cartOf(
        await tabA('POST', 'V1.0/shoppingcart/updateItem', {
          json: { id: line.id, version: line.version, quantity: 11 },
        }),
      );
      const stale = await tabB('POST', 'V1.0/shoppingcart/updateItem', {
        json: { id: line.id, version: lineOf(viewB, 'GLC-TE').version, quantity: 12 },
      });
      expect(stale.status).toBe(409);
      expect(Problem.parse(stale.body)).toMatchObject({
        code: 'CartChanged',
        message:
          'This cart was changed in another window. It has been refreshed; please check it and try again.',
      });
      const fresh = ShoppingCart.parse((stale.body as { cart: unknown }).cart);
      expect(lineOf(fresh, 'GLC-TE').quantity).toBe(11);
      // Nothing was lost: tab A's change stands, and tab B can retry from the fresh cart.
      expect(lineOf(await load(tabA), 'GLC-TE').quantity).toBe(11);
      const retried = cartOf(
        await tabB('POST', 'V1.0/shoppingcart/updateItem', {
          json: { id: line.id, version: lineOf(fresh, 'GLC-TE').version, quantity: 12 },
        }),
      );
      expect(lineOf(retried, 'GLC-TE').quantity).toBe(12);
    });

    it('should let exactly one of two simultaneous changes of one line from the same view win', async () => {
      const view = await load(tabA);
      const line = lineOf(view, 'SFP-10G-SR');
      const answers = await Promise.all(
        [21, 22].map((quantity, index) =>
          (index === 0 ? tabA : tabB)('POST', 'V1.0/shoppingcart/updateItem', {
            json: { id: line.id, version: line.version, quantity },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200);
      const kept = lineOf(cartOf(winner as NonNullable<typeof winner>), 'SFP-10G-SR').quantity;
      expect(lineOf(await load(tabB), 'SFP-10G-SR').quantity).toBe(kept);
    });

    it('should refuse a stale change of a bundled line after the other tab changed the bundle', async () => {
      const view = await load(tabB);
      const bundle = view.bundles[0];
      if (!bundle) throw new Error('no bundle');
      const bundled = view.items.find((item) => item.bundleID === bundle.id);
      if (!bundled) throw new Error('no bundled line');
      cartOf(
        await tabA('POST', 'V1.0/shoppingcart/update', {
          json: { bundles: [{ id: bundle.id, version: bundle.version, quantity: bundle.quantity + 1 }] },
        }),
      );
      const stale = await tabB('POST', 'V1.0/shoppingcart/updateItem', {
        json: { id: bundled.id, version: bundled.version, quantity: 1 },
      });
      expect(stale.status).toBe(409);
      const staleBundle = await tabB('POST', 'V1.0/shoppingcart/update', {
        json: { bundles: [{ id: bundle.id, version: bundle.version, quantity: 9 }] },
      });
      expect(staleBundle.status).toBe(409);
      expect((await load(tabA)).bundles[0]?.quantity).toBe(bundle.quantity + 1);
    });

    it('should never refuse adds and deletes of other lines, whatever the other tab saw', async () => {
      const viewB = await load(tabB);
      const kept = lineOf(viewB, 'C9120AXI-B');
      const removed = lineOf(viewB, 'GLC-TE');
      cartOf(await tabA('DELETE', 'v1.0/ShoppingCart/deleteItem', { query: { ids: removed.id } }));
      cartOf(
        await tabA('POST', 'v1.0/Product/addItem', {
          json: { productId: seedProductId('C9130AXI-B'), quantity: 1 },
        }),
      );
      const answer = cartOf(
        await tabB('POST', 'V1.0/shoppingcart/updateItem', {
          json: { id: kept.id, version: kept.version, quantity: kept.quantity + 1 },
        }),
      );
      expect(lineOf(answer, 'C9120AXI-B').quantity).toBe(kept.quantity + 1);
      expect(answer.items.some((item) => item.id === removed.id)).toBe(false);
      expect(answer.items.some((item) => item.manufacturerPart === 'C9130AXI-B')).toBe(true);
      // Changing the line the other tab deleted is a conflict, answered with the cart without it.
      const gone = await tabB('POST', 'V1.0/shoppingcart/updateItem', {
        json: { id: removed.id, version: removed.version, quantity: 2 },
      });
      expect(gone.status).toBe(409);
    });

    it('should add up a burst of 20 concurrent addItem calls from two sessions', async () => {
      const productId = seedProductId('MR46-HW');
      const before = await load(tabA);
      const quantities = Array.from({ length: 20 }, (_, index) => index + 1);
      const answers = await Promise.all(
        quantities.map((quantity, index) =>
          (index % 2 === 0 ? tabA : tabB)('POST', 'v1.0/Product/addItem', { json: { productId, quantity } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(quantities.map(() => 200));
      const after = await load(tabB);
      const lines = after.items.filter((item) => item.productID === productId && item.bundleID === emptyGuid);
      expect(lines.map((line) => line.quantity)).toEqual([
        quantities.reduce((sum, quantity) => sum + quantity, 0),
      ]);
      expect(after.version).toBe(before.version + 20);
      const versions = answers.map((answer) => cartOf(answer).version).sort((a, b) => a - b);
      expect(new Set(versions).size).toBe(20);
    });

    it('should create one live cart when two sessions of a new user add at once', async () => {
      const one = callerFor(backend.app, await backend.signIn('admin@northwind.example'));
      const two = callerFor(backend.app, await backend.signIn('admin@northwind.example'));
      const productId = seedProductId('GLC-TE');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 === 0 ? one : two)('POST', 'v1.0/Product/addItem', { json: { productId, quantity: 2 } }),
        ),
      );
      expect(new Set(answers.map((answer) => cartOf(answer).id)).size).toBe(1);
      const rows = await backend.database.db
        .select()
        .from(carts)
        .where(and(eq(carts.ownerUserId, demoUsers.admin.id), eq(carts.kind, 'cart')));
      expect(rows).toHaveLength(1);
      expect(
        cartOf(await one('GET', 'v1.0/ShoppingCart/getShoppingCart')).items.map((item) => item.quantity),
      ).toEqual([12]);
    });
  });
}

scenarios('PGlite', async () => {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  return { app: t.app, database: t.database, signIn: t.signIn, close: t.close };
});
scenarios('PostgreSQL', startPostgresApp, skipPostgresTests);
