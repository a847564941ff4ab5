import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { openDatabase } from '../server';
import { type PostgresCluster, skipPostgresTests, startPostgresCluster } from '../test-support/postgres';
import type { Database } from './client';
import { companies, users } from './schema';
import { seedIfEmpty } from './seed';
import { DEMO_PASSWORD, demoUsers } from './seed-data';

describe.skipIf(skipPostgresTests)('on PostgreSQL 15 (a throwaway cluster)', () => {
  let cluster: PostgresCluster;
  let url: string;
  let database: Database | undefined;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    url = cluster.url;
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    cluster?.stop();
  });

  it('should run the same migrations and seed, then sign a persona in', async () => {
    const env = parseEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const opened = await openDatabase(env, createLogger('silent'));
    database = opened.database;
    expect(database.kind).toBe('postgres');
    expect(opened.lock).toBeNull();
    const [companyCount] = await database.db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBe(3);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(Object.keys(demoUsers).length);

    // Migrating and seeding again (a second instance, a restart) changes nothing.
    await database.migrate();
    expect(await seedIfEmpty(database.db)).toBe(false);

    // Without JWT_SECRET the generated key lives in the database, the same for every instance.
    const secret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    const again = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    expect(Buffer.from(again).equals(Buffer.from(secret))).toBe(true);

    const app = createApp({ env, database, jwtSecret: secret });
    const health = await app.request('/api/health');
    expect(await health.json()).toEqual({ status: 'ok', version: 'v58414', database: 'postgres' });
    const answer = await app.request('/api/v1.0/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'buyer@northwind.example', password: DEMO_PASSWORD }),
    });
    expect(answer.status).toBe(200);
    const { tokenInfo } = (await answer.json()) as { tokenInfo: { access_token: string } };
    const me = await app.request('/api/V1.0/user/Me', {
      headers: { Authorization: `Bearer ${tokenInfo.access_token}` },
    });
    expect(await me.json()).toMatchObject({
      user: { email: 'buyer@northwind.example' },
      permissions: expect.arrayContaining(['shoppingcart']),
    });
  }, 180_000); // Migrating and seeding (scrypt per user) on a loaded 2-core CI machine.

  it('should refuse a login logged out through another instance once its notification arrives, and read every call while it cannot hear', async () => {
    if (!database) throw new Error('The first test opens the database');
    const db = database.db;
    const env = parseEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const secret = await resolveJwtSecret({ configured: undefined, db, dataDir: undefined });
    // Two instances: each its own pool and its own listening connection, one database.
    const first = createApp({ env, database, jwtSecret: secret });
    const secondDatabase = (await openDatabase(env, createLogger('silent'))).database;
    try {
      const second = createApp({ env, database: secondDatabase, jwtSecret: secret });
      const signIn = async () => {
        const answer = await first.request('/api/v1.0/user/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'buyer@northwind.example', password: DEMO_PASSWORD }),
        });
        const { tokenInfo } = (await answer.json()) as { tokenInfo: { access_token: string } };
        const claims = JSON.parse(
          Buffer.from(tokenInfo.access_token.split('.')[1] ?? '', 'base64url').toString(),
        );
        return {
          headers: { Authorization: `Bearer ${tokenInfo.access_token}` },
          loginId: String(claims.sid),
        };
      };
      const me = async (headers: Record<string, string>) =>
        (await second.request('/api/V1.0/user/Me', { headers })).status;
      /** Revokes the login without a notification: only an instance that reads the database sees it. */
      const revokeSilently = async (loginId: string) => {
        await db.execute(sql`alter table logins disable trigger logins_auth_changed`);
        await db.execute(sql`update logins set revoked_at = now() where id = ${loginId}`);
        await db.execute(sql`alter table logins enable trigger logins_auth_changed`);
      };
      /** How long after `change` the second instance refuses the login (ms). */
      const refusedAfter = async (headers: Record<string, string>, change: () => Promise<unknown>) => {
        await change();
        const changedAt = performance.now();
        while ((await me(headers)) !== 401) {
          if (performance.now() - changedAt > 5000) throw new Error('Never refused');
          // The next call as a next request would come: through the event loop's I/O, where the notification
          // arrives too (an answer from the cache alone never leaves the microtask queue).
          await new Promise((resolve) => setImmediate(resolve));
        }
        return performance.now() - changedAt;
      };
      const listeners = () => listening(db);

      // Listening, the second instance keeps the login's state between calls: a revocation nobody announced
      // goes unseen there, and the notification makes it count.
      let login = await signIn();
      expect(await me(login.headers)).toBe(200);
      await revokeSilently(login.loginId);
      expect(await me(login.headers)).toBe(200);
      const notify = () => db.execute(sql`select pg_notify('auth_changed', ${`login:${login.loginId}`})`);
      expect(await refusedAfter(login.headers, notify)).toBeLessThan(250);

      // A logout through the first instance: the trigger's notification reaches the second.
      login = await signIn();
      expect(await me(login.headers)).toBe(200);
      const logout = async () =>
        first.request('/api/v1.0/user/logout', { method: 'POST', headers: login.headers });
      expect(await refusedAfter(login.headers, logout)).toBeLessThan(250);

      // Its listening connection cut, it keeps nothing: even an unannounced revocation counts at the next call.
      const listenersAtStart = await listeners();
      login = await signIn();
      expect(await me(login.headers)).toBe(200);
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await expect.poll(listeners).toBeLessThan(listenersAtStart);
      await expect.poll(() => me(login.headers)).toBe(200);
      await revokeSilently(login.loginId);
      expect(await me(login.headers)).toBe(401);

      // It listens again after a second or so, and keeps states again.
      await expect.poll(listeners, { timeout: 10_000 }).toBe(listenersAtStart);
      login = await signIn();
      expect(await me(login.headers)).toBe(200);
      await revokeSilently(login.loginId);
      expect(await me(login.headers)).toBe(200);
    } finally {
      await secondDatabase.close();
    }
  }, 120_000);
});

/** How many connections LISTEN (the instances' listeners), seen from the database. */
async function listening(db: Database['db']): Promise<number> {
  const answer = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN%'`,
  )) as unknown as { rows: { n: number }[] };
  return answer.rows[0]?.n ?? 0;
}

describe.skipIf(!skipPostgresTests)('on PostgreSQL 15', () => {
  it.skip('is skipped outside CI: initdb and pg_ctl are missing, so no throwaway PostgreSQL cluster can be started', () => {});
});
