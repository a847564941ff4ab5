import { SecurityContext } from '@b2b-portal/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { roles, userRoles } from '../db/schema';
import { demoRoles, demoUsers } from '../db/seed-data';
import { startPostgresApp } from '../features/cart/throwaway-postgres';
import type { AppEnv } from '../http/context';
import { skipPostgresTests } from '../test-support/postgres';
import { createApp, createTestApp, type Env } from '../testing';
import { resolveJwtSecret } from './jwt-secret';

/**
 * What a call knows of its caller is kept between calls (issue 14: the login's state on PGlite, the caller's
 * company and permissions on both engines, the live cart's stamp read with the login's state on PostgreSQL),
 * and every change to who may do what counts at the very next call, on every instance of one database: a role
 * taken away, a role's permissions changed, a logout. Two apps over one database stand for two instances, each
 * with its own caches; every check is made on both after both have the caller cached.
 */

interface Engine {
  app: Hono<AppEnv>;
  env: Env;
  database: Database;
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

const ME = '/api/v1.0/user/me';
const CART = '/api/v1.0/ShoppingCart/getShoppingCart';

describe.each([
  {
    engine: 'PGlite',
    skip: false,
    start: (): Promise<Engine> => createTestApp({ env: { LOG_LEVEL: 'silent' } }),
  },
  { engine: 'PostgreSQL', skip: skipPostgresTests, start: (): Promise<Engine> => startPostgresApp() },
])('the caller kept between calls on $engine', ({ skip, start }) => {
  let t: Engine;
  /** Both instances: the engine's app and a second one over the same database, with caches of its own. */
  let apps: Hono<AppEnv>[];

  beforeAll(async () => {
    if (skip) return;
    t = await start();
    const jwtSecret = await resolveJwtSecret({
      configured: undefined,
      db: t.database.db,
      dataDir: undefined,
    });
    apps = [t.app, createApp({ env: t.env, database: t.database, jwtSecret })];
  }, 300_000);
  afterAll(() => t?.close());

  const call = (app: Hono<AppEnv>, path: string, token: string, method = 'GET') =>
    app.request(path, { method, headers: { Authorization: `Bearer ${token}` } });
  /** The status each instance answers, in order. */
  const statuses = async (path: string, token: string) =>
    Promise.all(apps.map(async (app) => (await call(app, path, token)).status));
  const permissionsOn = async (app: Hono<AppEnv>, token: string) =>
    SecurityContext.parse(await (await call(app, ME, token)).json()).permissions;

  const buyer = demoUsers.buyer;
  const buyerRole = demoRoles.buyer.id;
  const restoreBuyerRole = async () => {
    await t.database.db
      .insert(userRoles)
      .values({ userId: buyer.id, roleId: buyerRole })
      .onConflictDoNothing();
  };

  it.skipIf(skip)(
    'should refuse a permission at the next call on every instance once its role is taken away',
    async () => {
      const token = await t.signIn(buyer.username);
      expect(await statuses(CART, token)).toEqual([200, 200]);
      expect(await statuses(CART, token)).toEqual([200, 200]);
      try {
        await t.database.db
          .delete(userRoles)
          .where(and(eq(userRoles.userId, buyer.id), eq(userRoles.roleId, buyerRole)));
        expect(await statuses(CART, token)).toEqual([403, 403]);
        for (const app of apps) expect(await permissionsOn(app, token)).not.toContain('shoppingcart');
      } finally {
        await restoreBuyerRole();
      }
      expect(await statuses(CART, token)).toEqual([200, 200]);
      for (const app of apps) expect(await permissionsOn(app, token)).toContain('shoppingcart');
    },
  );

  it.skipIf(skip)(
    "should apply a change of a role's permissions at the next call on every instance",
    async () => {
      const token = await t.signIn(buyer.username);
      expect(await statuses(CART, token)).toEqual([200, 200]);
      try {
        await t.database.db
          .update(roles)
          .set({ permissions: sql`array_remove(${roles.permissions}, 'shoppingcart')` })
          .where(eq(roles.id, buyerRole));
        expect(await statuses(CART, token)).toEqual([403, 403]);
      } finally {
        await t.database.db
          .update(roles)
          .set({ permissions: sql`array_append(${roles.permissions}, 'shoppingcart')` })
          .where(eq(roles.id, buyerRole));
      }
      expect(await statuses(CART, token)).toEqual([200, 200]);
    },
  );

  it.skipIf(skip)(
    'should refuse a logged-out login at once on every instance, the cart read included',
    async () => {
      const token = await t.signIn(buyer.username);
      const otherLogin = await t.signIn(buyer.username);
      for (const path of [ME, CART]) expect(await statuses(path, token)).toEqual([200, 200]);

      const [first, second] = apps as [Hono<AppEnv>, Hono<AppEnv>];
      expect((await call(second, '/api/v1.0/user/logout', token, 'POST')).status).toBe(200);

      // The instance that did not log it out is asked first: nothing told it but the database.
      expect((await call(first, CART, token)).status).toBe(401);
      expect((await call(first, ME, token)).status).toBe(401);
      for (const path of [ME, CART]) expect(await statuses(path, token)).toEqual([401, 401]);
      // The user's other login is untouched.
      for (const path of [ME, CART]) expect(await statuses(path, otherLogin)).toEqual([200, 200]);
    },
  );
});
