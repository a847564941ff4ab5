import { ProductPage, ProductSortBy } from '@b2b-portal/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { catalogueManufacturers, seedManufacturerId } from '../../db/seed-catalogue';
import { createTestApp, type TestApp } from '../../testing';
import { asMoney } from '../cart/testing';
import {
  CatalogueSearchIndex,
  catalogueSearchIndex,
  parseTsvector,
  requiredTrigrams,
  trigramsOf,
} from './search-index';
import { benchSearches, compareIndexWithSql, indexedSearchesInEveryOrder } from './search-testing';

const BUYER = 'buyer@northwind.example';
const SEARCH = '/api/v1.0/Product/search';

let t: TestApp;
let token: string;

async function search(params: string) {
  const answer = await t.app.request(`${SEARCH}?${params}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ProductPage.parse(await answer.json());
}

async function revision(): Promise<number> {
  const result = await t.database.db.execute(sql`select revision from catalogue_revision where id = 1`);
  return Number((result as unknown as { rows: { revision: string }[] }).rows[0]?.revision);
}

const maker = catalogueManufacturers[0]!;
const probe = (part: string, description: string) => ({
  manufacturerId: seedManufacturerId(maker.code),
  manufacturerName: maker.name,
  manufacturerPart: part,
  description,
  unitPrice: asMoney(12),
  listPrice: asMoney(15),
});

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  token = await t.signIn(BUYER);
}, 300_000);
afterAll(() => t?.close());

describe('the in-process search index (issue 14)', () => {
  it('should answer every search as the SQL search does: the same products, order and count', async () => {
    expect(await compareIndexWithSql(t.database.db)).toEqual([]);
  });

  it('should answer the first rows of a search with many candidates as the SQL search does', async () => {
    // Three rows of more than twelve candidates: the first page is kept from a heap or a walk of the order, not by
    // sorting every candidate.
    const searches = [...indexedSearchesInEveryOrder, ...benchSearches(7)];
    expect(await compareIndexWithSql(t.database.db, { searches, depth: 3 })).toEqual([]);
  });

  it("should answer bench:api's distinct product searches as the SQL search does, in every order", async () => {
    const searches = benchSearches(7);
    expect(new Set(searches.map((search) => search.sortBy)).size).toBe(5);
    expect(await compareIndexWithSql(t.database.db, { searches, depth: 40 })).toEqual([]);
  });

  it('should read tsvector text with its quotes, backslashes and weights as PostgreSQL writes it', async () => {
    const result = await t.database.db.execute(
      sql`select (setweight(to_tsvector('simple', 'it''s a\\b'), 'A') || to_tsvector('simple', 'plain plain'))::text as v`,
    );
    const text = (result as unknown as { rows: { v: string }[] }).rows[0]!.v;
    expect(parseTsvector(text)).toEqual([
      { lexeme: 'a', positions: [(3 << 2) | 3] },
      { lexeme: 'b', positions: [(4 << 2) | 3] },
      { lexeme: 'it', positions: [(1 << 2) | 3] },
      { lexeme: 'plain', positions: [5 << 2, 6 << 2] },
      { lexeme: 's', positions: [(2 << 2) | 3] },
    ]);
    expect(parseTsvector("'o''brien':1A 'back\\\\slash' 'x':2C")).toEqual([
      { lexeme: "o'brien", positions: [(1 << 2) | 3] },
      { lexeme: 'back\\slash', positions: [] },
      { lexeme: 'x', positions: [(2 << 2) | 1] },
    ]);
  });

  it.each(['C9300-48P-A', 'wi-fi', 'FS-124F-POE', 'ab', 'x', 'SMT1500RM2UC', 'pa-', '-48p', 'isr4331/k9'])(
    "should cut %s into pg_trgm's trigrams, and know which trigrams every part holding it has",
    async (text) => {
      const result = await t.database.db.execute(sql`select show_trgm(${text}) as trigrams`);
      const shown = (result as unknown as { rows: { trigrams: string[] }[] }).rows[0]!.trigrams;
      expect([...trigramsOf(text)].sort()).toEqual([...shown].sort());
      const lower = text.toLowerCase();
      for (const holder of [lower, `q${lower}q`, `q-${lower}-q`, `${lower}9 z`]) {
        const held = trigramsOf(holder);
        for (const trigram of requiredTrigrams(lower)) expect(held, holder).toContain(trigram);
      }
    },
  );

  it('should move the catalogue revision with every statement that changes products', async () => {
    const before = await revision();
    const [added] = await t.database.db
      .insert(products)
      .values(probe('ZZ-REV-1', 'Revision probe'))
      .returning();
    const inserted = await revision();
    expect(inserted).toBeGreaterThan(before);
    await t.database.db
      .update(products)
      .set({ description: 'Revision probe, renamed' })
      .where(eq(products.id, added!.id));
    const updated = await revision();
    expect(updated).toBeGreaterThan(inserted);
    await t.database.db.delete(products).where(eq(products.id, added!.id));
    expect(await revision()).toBeGreaterThan(updated);
  });

  it('should never answer from an index the catalogue has moved past, and find a new product at the next search', async () => {
    const index = catalogueSearchIndex(t.database.db);
    await index.refresh();
    const built = index.revision!;
    const filter = { keyword: 'quokka', sortBy: ProductSortBy.Relevance };
    expect(await index.search(filter, { offset: 0, size: 20 })).toMatchObject({ total: 0, products: [] });

    // Another writer (a second instance, an import) adds a product: the index is behind the database now.
    await t.database.db.insert(products).values(probe('ZZ-QUOKKA-1', 'Quokka cable tester'));
    expect(await index.search(filter, { offset: 0, size: 20 })).toBeUndefined();
    // Known to be behind, it no longer ranks a search only to find that out again: SQL answers until it is rebuilt.
    expect(await index.page(filter, { offset: 0, limit: 20 })).toBeUndefined();
    // The route answers from SQL meanwhile: the new product is found at once.
    const page = await search('keyword=quokka%20tester');
    expect(page.data.map((product) => product.manufacturerPart)).toEqual(['ZZ-QUOKKA-1']);

    await index.refresh();
    expect(index.revision).toBeGreaterThan(built);
    const fresh = await index.search({ ...filter, keyword: 'quokka cable' }, { offset: 0, size: 20 });
    expect(fresh?.products.map((product) => product.manufacturerPart)).toEqual(['ZZ-QUOKKA-1']);
  });

  it('should not build from chunks read across a change of the catalogue', async () => {
    // A writer commits between the build's first statement (the revision) and its next (the first chunk).
    let statements = 0;
    const racing = {
      execute: async (query: Parameters<typeof t.database.db.execute>[0]) => {
        statements += 1;
        if (statements === 2) await t.database.db.insert(products).values(probe('ZZ-RACE-1', 'Race probe'));
        return t.database.db.execute(query);
      },
    } as unknown as typeof t.database.db;
    const index = new CatalogueSearchIndex(racing);
    await index.refresh();
    expect(statements).toBeGreaterThan(2);
    expect(index.revision).toBeUndefined();
    // Read again without a change in between, it is built and holds the product.
    await index.refresh();
    expect(index.revision).toBe(await revision());
    const page = await index.search({ keyword: 'race probe', sortBy: 0 }, { offset: 0, size: 5 });
    expect(page?.products.map((product) => product.manufacturerPart)).toEqual(['ZZ-RACE-1']);
  });
});
