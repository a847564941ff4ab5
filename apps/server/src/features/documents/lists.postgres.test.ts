import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { type Database, GENERIC_PLAN_CONNECTIONS } from '../../db/client';
import { executeShaped, genericPlanHandle, ShapeValues } from '../../db/prepared';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { parseEnv } from '../../env';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../logger';
import { openDatabase } from '../../server';
import { type PostgresCluster, skipPostgresTests, startSeededPostgres } from '../../test-support/postgres';
import { createTestApp, type TestApp } from '../../testing';

/**
 * The order and invoice lists on a real PostgreSQL, where a page's statement without a text pattern is a named
 * prepared statement kept by each pooled connection (db/prepared.ts `preparedShapes`): the shapes called in turn,
 * again and again with other values (past PostgreSQL's five custom plans, on the pool's several connections),
 * answer what PGlite answers for the same call, and no two shapes share a name.
 */

interface Listed {
  totalRecords: number;
  data: {
    orderNumber?: string;
    invoiceNumber?: string;
    number?: string;
    status: number;
    grandTotal?: number;
  }[];
}

/** What a person checks in a list: how many, and which documents in which order. */
const seen = (page: Listed) => ({
  totalRecords: page.totalRecords,
  rows: page.data.map((row) => [
    row.orderNumber ?? row.invoiceNumber ?? row.number,
    row.status,
    row.grandTotal,
  ]),
});

const calls = [
  ['buyer@northwind.example', '/api/v1.0/Order/SearchPage?start=1&size=5'],
  ['buyer@northwind.example', '/api/v1.0/Order/SearchPage?start=2&size=5'],
  ['buyer@northwind.example', '/api/v1.0/Order/SearchPage?start=1&size=5&status=-102'],
  ['buyer@northwind.example', '/api/v1.0/Order/SearchPage?start=1&size=5&status=-104'],
  ['buyer@northwind.example', '/api/v1.0/Order/SearchPage?start=1&size=5&number=SO-1'],
  ['admin@northwind.example', '/api/v1.0/Order/SearchPage?start=1&size=10'],
  ['admin@northwind.example', '/api/v1.0/Order/SearchPage?start=1&size=10&status=-102'],
  ['buyer@northwind.example', '/api/V1.0/Invoice/invoiceList?start=1&size=5'],
  ['buyer@northwind.example', '/api/V1.0/Invoice/invoiceList?start=1&size=5&status=0'],
  ['admin@northwind.example', '/api/V1.0/Invoice/invoiceList?start=1&size=10'],
  ['admin@northwind.example', '/api/V1.0/Invoice/invoiceList?start=1&size=10&status=2'],
  ['admin@northwind.example', '/api/V1.0/Invoice/invoiceList?start=1&size=10&number=INV'],
  // Advanced search: statements prepared by shape whose values are the keyword's patterns (db/prepared.ts `executeShaped`).
  ['buyer@northwind.example', '/api/v1.0/document/Search?documentType=5&keyword=SO-1&size=5'],
  ['buyer@northwind.example', '/api/v1.0/document/Search?documentType=5&keyword=radiology&size=5'],
  ['buyer@northwind.example', '/api/v1.0/document/Search?documentType=5&keyword=NW-PO&start=2&size=2'],
  ['admin@northwind.example', '/api/v1.0/document/Search?documentType=7&keyword=INV-7&size=5'],
  ['buyer@northwind.example', '/api/v1.0/document/Search?documentType=7&keyword=nw-po&size=5'],
] as const;

describe.skipIf(skipPostgresTests)('order and invoice lists on PostgreSQL 15', () => {
  let cluster: PostgresCluster;
  let database: Database | undefined;
  let onPostgres: Hono<AppEnv>;
  let onPglite: TestApp;
  const tokens = new Map<string, { postgres: string; pglite: string }>();

  beforeAll(async () => {
    cluster = await startSeededPostgres('b2b-pg-lists-');
    const env = parseEnv({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent' });
    database = (await openDatabase(env, createLogger('silent'))).database;
    const jwtSecret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    onPostgres = createApp({ env, database, jwtSecret });
    onPglite = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    for (const username of new Set(calls.map(([user]) => user))) {
      const login = await onPostgres.request('/api/v1.0/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      const { tokenInfo } = (await login.json()) as { tokenInfo: { access_token: string } };
      tokens.set(username, { postgres: tokenInfo.access_token, pglite: await onPglite.signIn(username) });
    }
  }, 300_000);

  afterAll(async () => {
    await onPglite?.close();
    await database?.close();
    cluster?.stop();
  });

  it('should plan every statement for its call on each pooled connection (never a generic plan)', async () => {
    // Ten at once: the pool opens connections for them, each with the setting.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        database!.db.execute(sql`select current_setting('plan_cache_mode') as mode, pg_sleep(0.05)`),
      ),
    );
    for (const result of settings) {
      expect((result as unknown as { rows: { mode: string }[] }).rows[0]?.mode).toBe('force_custom_plan');
    }
  });

  it('should plan once for every value, never compiled, only on the connections of the generic-plan handle', async () => {
    // db/prepared.ts `genericPlanHandle`: a pool of its own, all of its connections at once.
    const generic = genericPlanHandle(database!.db);
    expect(generic).toBeDefined();
    const settings = await Promise.all(
      Array.from({ length: GENERIC_PLAN_CONNECTIONS }, () =>
        generic!.execute(
          sql`select current_setting('plan_cache_mode') as mode, current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.05)`,
        ),
      ),
    );
    const rows = settings.map(
      (result) => (result as unknown as { rows: { mode: string; jit: string; pid: number }[] }).rows[0],
    );
    expect(new Set(rows.map((row) => row?.pid)).size).toBe(GENERIC_PLAN_CONNECTIONS);
    for (const row of rows) expect(row).toMatchObject({ mode: 'force_generic_plan', jit: 'off' });
  });

  it('should run a raw statement prepared by shape as one named statement on the connection, whatever its values', async () => {
    const statement = (value: number) => {
      const shape = new ShapeValues();
      return {
        shape,
        query: sql`select ${shape.bind('value', value)}::int as value, 'executeShaped test' as label`,
      };
    };
    const named = await database!.db.transaction(async (tx) => {
      const one = statement(1);
      const first = await executeShaped<{ value: number }>(tx, one.shape, 'test', one.query);
      const two = statement(2);
      const second = await executeShaped<{ value: number }>(tx, two.shape, 'test', two.query);
      const prepared = await tx.execute(
        sql`select name from pg_prepared_statements where statement like '%executeShaped test%'`,
      );
      return { values: [first[0]?.value, second[0]?.value], prepared };
    });
    expect(named.values).toEqual([1, 2]);
    // One statement, prepared once on the transaction's connection under its `shape_` name.
    const names = (named.prepared as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^shape_\d+$/);
  });

  it('should answer every shape as PGlite does, call after call', async () => {
    const expected = new Map<string, ReturnType<typeof seen>>();
    for (const [user, path] of calls) {
      const answer = await onPglite.app.request(path, {
        headers: { Authorization: `Bearer ${tokens.get(user)?.pglite}` },
      });
      expect(answer.status, path).toBe(200);
      expected.set(`${user} ${path}`, seen((await answer.json()) as Listed));
    }
    // The filters do narrow (else equal answers would prove nothing about the values bound).
    expect(expected.get(`buyer@northwind.example ${calls[2][1]}`)).not.toEqual(
      expected.get(`buyer@northwind.example ${calls[3][1]}`),
    );

    // Eight rounds, several at once so that the pool's connections each prepare and reuse the statements.
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all(
        calls.map(async ([user, path]) => {
          const answer = await onPostgres.request(path, {
            headers: { Authorization: `Bearer ${tokens.get(user)?.postgres}` },
          });
          return { key: `${user} ${path}`, status: answer.status, page: (await answer.json()) as Listed };
        }),
      );
      for (const { key, status, page } of answers) {
        expect(status, key).toBe(200);
        expect(seen(page), `round ${round}: ${key}`).toEqual(expected.get(key));
      }
    }
  }, 120_000);
});
