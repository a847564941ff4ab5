import { LIST_COUNT_CAP, ProductSortBy } from '@b2b-portal/api';
import { distinctProductSearch, PRODUCT_SEARCH_WORDS } from '../../../../../scripts/bench-mixes.mjs';
import type { Executor } from '../../db/client';
import { seedManufacturerId } from '../../db/seed-catalogue';
import { type ProductFilter, searchPageSql } from './search';
import { CatalogueSearchIndex } from './search-index';

/**
 * Keyword searches the index must answer exactly as the SQL search does (tests on PGlite and PostgreSQL): parts
 * whole, partial, in other spellings and with typos; one word, several (ts_rank's AND), stems, stop words, single
 * letters that begin thousands of lexemes; with the manufacturer and part filters.
 */
export const indexedSearches: Omit<ProductFilter, 'sortBy'>[] = [
  ...[
    'C9300-48P-A',
    'c930048pa',
    'c9300 48p a',
    'isr4331k9',
    'fc-10-f100f-247-02-12',
    'PAN-PA-44',
    '9300-48',
    'FG-60E',
    'SMT1500RM2C',
    'C9120AXI-E',
    'wi-fi',
    'usb-c',
    'poe',
    'dell',
    'switch',
    'switches',
    'the switch',
    'catalyst upoe',
    'poe switch',
    'wireless access point',
    'smart-ups 1500',
    'firewall',
    'laptop',
    'a b',
    'x',
    'zzqqxxyy',
    'ws-c3850-24p-l',
    "poe '&|!:*()",
    'mr46-hw',
  ].map((keyword) => ({ keyword })),
  { keyword: 'rack', manufacturer: seedManufacturerId('APC') },
  { keyword: 'aruba', manufacturer: seedManufacturerId('HPE').toUpperCase() },
  { keyword: 'UPOE', manufacturerPart: 'C9300' },
  { keyword: 'switch', manufacturerPart: 'c9' },
];

const orders = [
  ProductSortBy.Relevance,
  ProductSortBy.Part,
  ProductSortBy.PriceAscending,
  ProductSortBy.PriceDescending,
  ProductSortBy.Manufacturer,
];

/** A difference between the index's and the SQL search's answer to one search, or none. */
export interface IndexDifference {
  filter: ProductFilter;
  sql: { ids: string[]; total: number };
  index: { ids: string[]; total: number } | 'not answered';
}

/** Every search of `indexedSearches` in every order. */
export const indexedSearchesInEveryOrder: ProductFilter[] = indexedSearches.flatMap((search) =>
  orders.map((sortBy) => ({ ...search, sortBy })),
);

/**
 * Builds a fresh index of `db` (or takes `index`) and asks it and the SQL search every one of `searches` (by default
 * `indexedSearches` in every order), `depth` rows deep: answers the searches whose ids, order or capped count
 * differ (none is the pass).
 */
export async function compareIndexWithSql(
  db: Executor,
  {
    depth = 200,
    searches = indexedSearchesInEveryOrder,
    index = new CatalogueSearchIndex(db),
  }: { depth?: number; searches?: ProductFilter[]; index?: CatalogueSearchIndex } = {},
): Promise<IndexDifference[]> {
  if (index.revision === undefined) await index.refresh();
  if (index.revision === undefined) throw new Error('the index was not built');
  const differences: IndexDifference[] = [];
  for (const filter of searches) {
    const result = (await db.execute(searchPageSql(filter, { offset: 0, limit: depth }))) as unknown as {
      rows: { id: string; total: number }[];
    };
    const bySql = { ids: result.rows.map((row) => row.id), total: result.rows[0]?.total ?? 0 };
    const page = await index.page(filter, { offset: 0, limit: depth });
    const byIndex = page && { ids: page.ids, total: Math.min(page.total, LIST_COUNT_CAP + 1) };
    if (
      !byIndex ||
      byIndex.total !== bySql.total ||
      byIndex.ids.length !== bySql.ids.length ||
      byIndex.ids.some((id, at) => id !== bySql.ids[at])
    ) {
      differences.push({ filter, sql: bySql, index: byIndex ?? 'not answered' });
    }
  }
  return differences;
}

/**
 * bench:api's distinct product searches (scripts/bench-mixes.mjs), every `stride`th of the mix's whole cycle
 * (every keyword pair, every sort), each in its own sort.
 */
export function benchSearches(stride: number): ProductFilter[] {
  const cycle = PRODUCT_SEARCH_WORDS.length ** 2 * 5;
  const searches: ProductFilter[] = [];
  for (let n = 1; n <= cycle; n += stride) {
    const { keyword, sortBy } = distinctProductSearch(n);
    searches.push({ keyword, sortBy });
  }
  return searches;
}
