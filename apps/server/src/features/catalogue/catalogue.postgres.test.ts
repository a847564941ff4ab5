import { ProductPage, RelatedProducts } from '@b2b-portal/api';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { catalogueManufacturers, seedManufacturerId, seedProductId } from '../../db/seed-catalogue';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { type Env, parseEnv } from '../../env';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../logger';
import { openDatabase } from '../../server';
import { type PostgresCluster, skipPostgresTests, startSeededPostgres } from '../../test-support/postgres';
import { createTestApp, type TestApp } from '../../testing';
import { asMoney } from '../cart/testing';
import { browsePageSql } from './search';
import { catalogueSearchIndex } from './search-index';
import { benchSearches, compareIndexWithSql } from './search-testing';

/**
 * The ranking search on a real PostgreSQL with pg_trgm (a throwaway cluster, as in db/postgres.test.ts): the
 * same searches answer the same pages, in the same order, as on the embedded PGlite.
 */

async function tokenFor(app: Hono<AppEnv>, username: string): Promise<string> {
  const answer = await app.request('/api/v1.0/user/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const { tokenInfo } = (await answer.json()) as { tokenInfo: { access_token: string } };
  return tokenInfo.access_token;
}

const searches = [
  'keyword=C9300-48P-A',
  'keyword=c930048pa',
  'keyword=9300-48',
  'keyword=FG-60E',
  'keyword=SMT1500RM2C',
  'keyword=poe',
  'keyword=dell&size=100',
  'keyword=catalyst%20upoe',
  'keyword=switches',
  `manufacturer=${seedManufacturerId('HPE')}&keyword=aruba`,
  'manufacturerPart=pan-pa&sortBy=2',
  'keyword=firewall&sortBy=3&size=7&start=2',
  "keyword=poe%20'%26|!%3A*()",
  // Browsing: keyset pages walking the browse indexes.
  'sortBy=2&size=9',
  'sortBy=3&size=9',
  'sortBy=4&manufacturerPart=c9&size=5',
  'size=30&start=3',
];

describe.skipIf(skipPostgresTests)('catalogue search on PostgreSQL 15 with pg_trgm', () => {
  let cluster: PostgresCluster;
  let database: Database | undefined;
  let onPostgres: { app: Hono<AppEnv>; token: string };
  let onPglite: TestApp;
  let pgliteToken: string;
  let env: Env;

  beforeAll(async () => {
    cluster = await startSeededPostgres('b2b-pg-catalogue-');
    env = parseEnv({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent' });
    database = (await openDatabase(env, createLogger('silent'))).database;
    const jwtSecret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    const app = createApp({ env, database, jwtSecret });
    onPostgres = { app, token: await tokenFor(app, 'buyer@northwind.example') };

    onPglite = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    pgliteToken = await onPglite.signIn('buyer@northwind.example');
  }, 300_000);

  afterAll(async () => {
    await onPglite?.close();
    await database?.close();
    cluster?.stop();
  });

  it('should have pg_trgm installed by the migrations', async () => {
    const result = await database!.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it.each(searches)('should answer %s as PGlite does', async (query) => {
    const path = `/api/v1.0/Product/search?${query}`;
    const postgres = await onPostgres.app.request(path, {
      headers: { Authorization: `Bearer ${onPostgres.token}` },
    });
    const pglite = await onPglite.app.request(path, { headers: { Authorization: `Bearer ${pgliteToken}` } });
    expect(postgres.status).toBe(200);
    const fromPostgres = ProductPage.parse(await postgres.json());
    const fromPglite = ProductPage.parse(await pglite.json());
    expect(fromPostgres.totalRecords).toBeGreaterThan(0);
    expect(fromPostgres).toEqual(fromPglite);
  });

  it.each(['C9300-24P-A', 'P73-08328', 'CF226A'])(
    "should answer %s's service contracts and options as PGlite does (issue 16)",
    async (part) => {
      const path = `/api/v1.0/Product/getRelated?productId=${seedProductId(part)}`;
      const postgres = await onPostgres.app.request(path, {
        headers: { Authorization: `Bearer ${onPostgres.token}` },
      });
      const pglite = await onPglite.app.request(path, {
        headers: { Authorization: `Bearer ${pgliteToken}` },
      });
      expect(postgres.status).toBe(200);
      expect(RelatedProducts.parse(await postgres.json())).toEqual(
        RelatedProducts.parse(await pglite.json()),
      );
    },
  );

  it.each([2, 3, 4])('should follow next to the same pages as PGlite (sort %s)', async (sortBy) => {
    let after = '';
    for (let page = 0; page < 4; page++) {
      const path = `/api/v1.0/Product/search?sortBy=${sortBy}&size=25${after ? `&after=${after}` : ''}`;
      const postgres = ProductPage.parse(
        await (
          await onPostgres.app.request(path, { headers: { Authorization: `Bearer ${onPostgres.token}` } })
        ).json(),
      );
      const pglite = ProductPage.parse(
        await (
          await onPglite.app.request(path, { headers: { Authorization: `Bearer ${pgliteToken}` } })
        ).json(),
      );
      expect(postgres).toEqual(pglite);
      expect(postgres.data).toHaveLength(25);
      after = postgres.next ?? '';
    }
  });

  it('should walk an index to browse, not sort the catalogue', async () => {
    // With 162 products a sequential scan may be cheaper; turned off, the plan shows whether an index gives the
    // order (an index scan and no Sort) or not (a Sort over what it found).
    for (const sortBy of [1, 2, 3, 4]) {
      const text = await database!.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const plan = await tx.execute(sql`explain ${browsePageSql({ sortBy }, { limit: 21 })}`);
        return (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      });
      expect(text, text).toMatch(/Index Scan using products_browse_\w+_idx/);
      expect(text, text).not.toMatch(/Sort Key/);
    }
  });

  it('should answer every search from the in-process index as the SQL search does', async () => {
    expect(await compareIndexWithSql(database!.db)).toEqual([]);
  });

  it("should answer bench:api's distinct product searches from the index as the SQL search does", async () => {
    expect(await compareIndexWithSql(database!.db, { searches: benchSearches(7), depth: 40 })).toEqual([]);
  });

  it('should find a product another instance added from the next search on', async () => {
    const index = catalogueSearchIndex(database!.db);
    await index.refresh();
    const built = index.revision;
    const search = async (keyword: string) =>
      ProductPage.parse(
        await (
          await onPostgres.app.request(`/api/v1.0/Product/search?keyword=${keyword}`, {
            headers: { Authorization: `Bearer ${onPostgres.token}` },
          })
        ).json(),
      );
    expect((await search('wombat')).totalRecords).toBe(0);
    // Another instance: its own pool on the same database.
    const other = (await openDatabase(env, createLogger('silent'))).database;
    try {
      const maker = catalogueManufacturers[0]!;
      await other.db.insert(products).values({
        manufacturerId: seedManufacturerId(maker.code),
        manufacturerName: maker.name,
        manufacturerPart: 'ZZ-WOMBAT-1',
        description: 'Wombat rack shelf',
        unitPrice: asMoney(40),
        listPrice: asMoney(50),
      });
    } finally {
      await other.close();
    }
    expect((await search('wombat%20shelf')).data.map((product) => product.manufacturerPart)).toEqual([
      'ZZ-WOMBAT-1',
    ]);
    await index.refresh();
    expect(index.revision).toBeGreaterThan(built!);
    const fromIndex = await index.search({ keyword: 'wombat rack', sortBy: 0 }, { offset: 0, size: 5 });
    expect(fromIndex?.products.map((product) => product.manufacturerPart)).toEqual(['ZZ-WOMBAT-1']);
  });

  it('should rank the exact part first whatever its spelling', async () => {
    const answer = await onPostgres.app.request('/api/v1.0/Product/search?keyword=wsc385024pl', {
      headers: { Authorization: `Bearer ${onPostgres.token}` },
    });
    // Withdrawn: never listed, even when typed exactly.
    expect(ProductPage.parse(await answer.json()).data.map((p) => p.id)).not.toContain(
      seedProductId('WS-C3850-24P-L'),
    );
    const exact = await onPostgres.app.request('/api/v1.0/Product/search?keyword=ISR4331K9', {
      headers: { Authorization: `Bearer ${onPostgres.token}` },
    });
    expect(ProductPage.parse(await exact.json()).data[0]?.manufacturerPart).toBe('ISR4331/K9');
  });
});

describe.skipIf(!skipPostgresTests)('catalogue search on PostgreSQL 15', () => {
  it.skip('is skipped outside CI: initdb and pg_ctl are missing, so no throwaway PostgreSQL cluster can be started', () => {});
});
