import { LIST_COUNT_CAP, ProductSortBy } from '@b2b-portal/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Product search in SQL that runs alike on PGlite and PostgreSQL (issue 14: what a page costs is the page).
 *
 * Browsing (no keyword) pages by keyset: the query walks the partial btree index of the list's order
 * (`products_browse_*_idx`) from the previous page's last row and stops after the page, so page 500 costs what
 * page 1 costs, and the count stops at `LIST_COUNT_CAP`.
 *
 * With a keyword, candidates come from the indexes only (the part key's btree, the generated tsvector's GIN index
 * and the trigram GIN index on lower(manufacturer_part)); relevance orders them:
 *
 *  1. the part equals the keyword, ignoring case and separators (`ws-c3850-24p-l` = `WSC385024PL`);
 *  2. the part begins with the keyword, ignoring case and separators;
 *  3. full-text rank of the keyword's words as prefixes (part weighs A, manufacturer B, description C);
 *  4. trigram similarity of part and keyword (typos, partial parts);
 *  5. the part.
 *
 * The user's text never reaches tsquery or regex syntax: it is cut into words of letters and digits, each
 * passed as a bound parameter.
 */

export interface ProductFilter {
  keyword?: string | undefined;
  manufacturerPart?: string | undefined;
  manufacturer?: string | undefined;
  sortBy: number;
}

/** Words that take part in full-text search, at most this many (the rest still count for the part match). */
const MAX_WORDS = 8;

/** Letters and digits only, lower case: the form in which parts compare "ignoring dashes and spaces". */
export function compactPart(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The keyword's words (letters and digits), lower case, without repeats. */
export function searchWords(keyword: string): string[] {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** `%` and `_` are wildcards of LIKE; the keyword means them literally. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Prefix tsquery of the words: each word matches as a prefix under the simple or the English configuration. */
function prefixTsQuery(words: readonly string[]): SQL {
  const terms = words.map((word) => {
    const lexeme = `${word}:*`;
    return sql`(to_tsquery('simple', ${lexeme}) || to_tsquery('english', ${lexeme}))`;
  });
  return sql.join(terms, sql` && `);
}

const lowerPart = sql`lower(p.manufacturer_part)`;

/**
 * The price keys of the two price orders, on the columns of `products_browse_price_idx` and
 * `products_browse_price_desc_idx` (or the same names of a candidate row): a hidden price sorts after every
 * shown one, as Infinity, so that its position never reveals it; the descending order sorts the negated price
 * ascending, so every key of the order rises and one row comparison finds the rows after a cursor.
 */
const priceKey = (hidden: SQL, price: SQL, direction: 'asc' | 'desc') =>
  direction === 'asc'
    ? sql`(case when ${hidden} then 'Infinity'::numeric else ${price} end)`
    : sql`(case when ${hidden} then 'Infinity'::numeric else -${price} end)`;

/**
 * The keys of the browsing orders, in the columns of their index: the last one is always the id, so the order
 * is total and a cursor names one position. `cast` types a cursor's text values back for the comparison.
 */
const browseKeys: Record<number, { key: SQL; cast: 'text' | 'numeric' | 'uuid' }[]> = {
  [ProductSortBy.Part]: [
    { key: sql`p.manufacturer_part`, cast: 'text' },
    { key: sql`p.id`, cast: 'uuid' },
  ],
  [ProductSortBy.Manufacturer]: [
    { key: sql`p.manufacturer_name`, cast: 'text' },
    { key: sql`p.manufacturer_part`, cast: 'text' },
    { key: sql`p.id`, cast: 'uuid' },
  ],
  [ProductSortBy.PriceAscending]: [
    { key: priceKey(sql`p.pricing_hidden`, sql`p.unit_price`, 'asc'), cast: 'numeric' },
    { key: sql`p.manufacturer_part`, cast: 'text' },
    { key: sql`p.id`, cast: 'uuid' },
  ],
  [ProductSortBy.PriceDescending]: [
    { key: priceKey(sql`p.pricing_hidden`, sql`p.unit_price`, 'desc'), cast: 'numeric' },
    { key: sql`p.manufacturer_part`, cast: 'text' },
    { key: sql`p.id`, cast: 'uuid' },
  ],
};
/** Without a keyword there is nothing to rank: "best match" lists by part. */
const browseKeysOf = (sortBy: number) => browseKeys[sortBy] ?? browseKeys[ProductSortBy.Part]!;

/** What ordering needs of a candidate: narrow rows, so that ranking thousands of candidates copies little. */
const sortColumns = sql`p.id as "productId", p.manufacturer_part as "manufacturerPart",
  p.manufacturer_name as "manufacturerName", p.unit_price as "unitPrice", p.pricing_hidden as "pricingHidden"`;

/**
 * The search as SQL pieces: `source` yields the candidates (narrow rows, see sortColumns), `orderBy` orders
 * them. With a keyword the source is a UNION ALL of one branch per index (full text; part substring; part
 * similarity), each branch leaving out what an earlier one found, so every branch is an index scan and no row
 * comes twice (an OR of the three makes the planner scan the whole table).
 */
export interface PreparedSearch {
  source: SQL;
  orderBy: SQL;
}

/** The whole ProductRow, read for the rows of the page only. */
export const productColumns = sql`p.id, p.manufacturer_id as "manufacturerId", p.manufacturer_name as "manufacturerName",
  p.manufacturer_part as "manufacturerPart", p.description, p.category, p.unit_of_measure as "unitOfMeasure",
  p.unit_price::text as "unitPrice", p.list_price::text as "listPrice", p.pricing_hidden as "pricingHidden",
  p.service_length as "serviceLength", p.item_type as "itemType", p.initial_term as "initialTerm", p.available,
  p.image_url as "imageUrl"`;

/** The conditions every search applies: available products, the manufacturer, the part's beginning. */
function commonConditions(filter: ProductFilter): SQL[] {
  const common: SQL[] = [sql`p.available`];
  if (filter.manufacturer) common.push(sql`p.manufacturer_id = ${filter.manufacturer}`);
  // The part key holds only letters and digits, so nothing in it is a LIKE wildcard.
  const partFilter = compactPart(filter.manufacturerPart ?? '');
  if (partFilter) common.push(sql`p.part_key like ${`${partFilter}%`}`);
  return common;
}

/** Whether the filter ranks by a keyword (offset pages over the ranked candidates) or browses (keyset pages). */
export function isBrowsing(filter: ProductFilter): boolean {
  return !compactPart((filter.keyword ?? '').trim());
}

export function prepareSearch(filter: ProductFilter): PreparedSearch {
  const common = commonConditions(filter);
  const keyword = (filter.keyword ?? '').trim().toLowerCase();
  const words = searchWords(keyword);
  const compact = compactPart(keyword);
  const byPart = [sql`"manufacturerPart"`, sql`"productId"`];
  const sorts: Record<number, SQL[]> = {
    [ProductSortBy.Part]: byPart,
    [ProductSortBy.PriceAscending]: [priceKey(sql`"pricingHidden"`, sql`"unitPrice"`, 'asc'), ...byPart],
    [ProductSortBy.PriceDescending]: [priceKey(sql`"pricingHidden"`, sql`"unitPrice"`, 'desc'), ...byPart],
    [ProductSortBy.Manufacturer]: [sql`"manufacturerName"`, ...byPart],
  };
  const sorted = (relevance: SQL[]) => sql.join(sorts[filter.sortBy] ?? [...relevance, ...byPart], sql`, `);

  if (!compact) {
    return {
      source: sql`select ${sortColumns} from products p where ${sql.join(common, sql` and `)}`,
      orderBy: sorted([]),
    };
  }

  const branches: SQL[] = [];
  const partPrefix = `${compact}%`;
  // The part typed whole or its beginning, in any spelling: one range of the part key's btree.
  branches.push(sql`p.part_key like ${partPrefix}`);
  const tsQuery = words.length > 0 ? prefixTsQuery(words) : undefined;
  if (tsQuery) branches.push(sql`p.search_vector @@ (${tsQuery})`);
  // Substrings and typos of a part (trigrams): for one token of three characters or more that looks like a part,
  // with a digit or a separator inside. Plain words are served by the full-text index alone.
  const isPartLike = !/\s/.test(keyword) && compact.length >= 3 && /\d|\p{L}[-/#.]\p{L}/u.test(keyword);
  if (isPartLike) {
    branches.push(sql`${lowerPart} like ${likeContains(keyword)}`);
    branches.push(sql`${lowerPart} % ${keyword}`);
  }
  const rank = tsQuery ? sql`ts_rank(p.search_vector, ${tsQuery})` : sql`0`;
  const similarity = isPartLike ? sql`similarity(${lowerPart}, ${keyword})` : sql`0`;
  const tier = sql`case when p.part_key = ${compact} then 0 when p.part_key like ${partPrefix} then 1 else 2 end`;
  const selects = branches.map((branch, index) => {
    const earlier = branches.slice(0, index).map((previous) => sql`not (${previous})`);
    const where = sql.join([...common, branch, ...earlier], sql` and `);
    return sql`select ${sortColumns}, ${tier} as tier, ${rank} as rank, ${similarity} as similarity
      from products p where ${where}`;
  });
  return {
    source: sql.join(selects, sql` union all `),
    orderBy: sorted([sql`tier`, sql`rank desc`, sql`similarity desc`]),
  };
}

/** A product row as the search reads it, prices included: the caller decides what may leave the server. */
export interface ProductRow {
  id: string;
  manufacturerId: string;
  manufacturerName: string;
  manufacturerPart: string;
  description: string;
  category: string;
  unitOfMeasure: string;
  /** Decimal strings, exactly as stored (numeric(14, 2)). */
  unitPrice: string;
  listPrice: string;
  pricingHidden: boolean;
  serviceLength: number;
  itemType: string | null;
  initialTerm: number | null;
  available: boolean;
  imageUrl: string | null;
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Where a page starts: the ranked search's offset, or the browsing order's keys of the row before it (text, as
 * the keys' `cast` reads them back). The sort is kept so that a cursor of another order is refused.
 */
export type SearchPosition = { sortBy: number; offset: number } | { sortBy: number; after: string[] };

/** A position as the `next`/`after` cursor: base64url of its JSON. */
export function encodeCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor names, or undefined when it is not one this search gave for this order and filter. */
export function decodeCursor(cursor: string, filter: ProductFilter): SearchPosition | undefined {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof position !== 'object' || position === null) return undefined;
  const { sortBy, offset, after } = position as { sortBy?: unknown; offset?: unknown; after?: unknown };
  if (sortBy !== filter.sortBy) return undefined;
  if (isBrowsing(filter)) {
    const keys = browseKeysOf(filter.sortBy);
    const valid =
      Array.isArray(after) &&
      after.length === keys.length &&
      after.every((value, index) => typeof value === 'string' && isKeyValue(value, keys[index]!.cast));
    return valid ? { sortBy, after: after as string[] } : undefined;
  }
  return Number.isSafeInteger(offset) && (offset as number) >= 0
    ? { sortBy, offset: offset as number }
    : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^(-?\d{1,15}(\.\d{1,2})?|Infinity)$/;
function isKeyValue(value: string, cast: 'text' | 'numeric' | 'uuid'): boolean {
  if (cast === 'uuid') return UUID.test(value);
  if (cast === 'numeric') return NUMERIC.test(value);
  return value.length <= 500;
}

/** A page of the search: its products, the capped count of every match, and where the next page starts. */
export interface SearchPage {
  total: number;
  totalCapped: boolean;
  products: ProductRow[];
  next: SearchPosition | null;
}

/** `select count(*)` of at most LIST_COUNT_CAP + 1 rows of `source`: the count, or the cap and a flag. */
const cappedCount = (source: SQL) =>
  sql`(select count(*)::int from (select 1 from (${source}) as counted limit ${LIST_COUNT_CAP + 1}) as capped)`;

function counted(count: number): { total: number; totalCapped: boolean } {
  return count > LIST_COUNT_CAP
    ? { total: LIST_COUNT_CAP, totalCapped: true }
    : { total: count, totalCapped: false };
}

/**
 * The query of one page of a keyword search (exported for EXPLAIN in benchmarks and tests): ranks the narrow
 * candidates, reads the whole rows of the page only (one more than the page, to know whether one follows), and
 * counts the candidates up to the cap.
 */
export function searchPageSql(filter: ProductFilter, page: { offset: number; limit: number }): SQL {
  const { source, orderBy } = prepareSearch(filter);
  // `found` is read twice (ranked and counted): PostgreSQL materializes it, so the indexes are searched once.
  return sql`with found as (${source})
    select ${productColumns}, ${cappedCount(sql`select * from found`)} as total
    from (
      select found.*
      from found
      order by ${orderBy}
      limit ${page.limit} offset ${page.offset}
    ) as ranked
    join products p on p.id = ranked."productId"
    order by ${orderBy}`;
}

/**
 * The query of one page of browsing (exported for EXPLAIN): the rows after `after` in the order's keys (or past
 * `offset` rows, for a page asked by its number), `limit` of them, with the order's keys as text (the next
 * cursor) and the capped count of the whole filter.
 */
export function browsePageSql(
  filter: ProductFilter,
  page: { after?: string[] | undefined; offset?: number; limit: number },
): SQL {
  const keys = browseKeysOf(filter.sortBy);
  const common = commonConditions(filter);
  const countSource = sql`select 1 from products p where ${sql.join(common, sql` and `)}`;
  return sql`select ${productColumns}, ${cappedCount(countSource)} as total, ${keysAsText(keys)} as keys
    from products p
    where ${sql.join(afterCursor(common, keys, page.after), sql` and `)}
    order by ${orderOf(keys)}
    limit ${page.limit} offset ${page.offset ?? 0}`;
}

type BrowseKeys = (typeof browseKeys)[number];
const orderOf = (keys: BrowseKeys) =>
  sql.join(
    keys.map(({ key }) => key),
    sql`, `,
  );
const keysAsText = (keys: BrowseKeys) =>
  sql`array[${sql.join(
    keys.map(({ key }) => sql`${key}::text`),
    sql`, `,
  )}]`;
/** The conditions, and the row comparison that keeps the rows after the cursor's keys (when there is one). */
function afterCursor(conditions: SQL[], keys: BrowseKeys, after: string[] | undefined): SQL[] {
  if (!after) return conditions;
  const values = after.map((value, index) => sql`${value}::${sql.raw(keys[index]!.cast)}`);
  return [...conditions, sql`(${orderOf(keys)}) > (${sql.join(values, sql`, `)})`];
}

/**
 * The ids of available products in a browsing order, `limit` of them after `after` (the keys of the row before,
 * as `keys` answers them): walks the order's browse index. The search index reads each order with it.
 */
export function browseOrderSql(sortBy: number, after: string[] | undefined, limit: number): SQL {
  const keys = browseKeysOf(sortBy);
  return sql`select p.id, ${keysAsText(keys)} as keys
    from products p
    where ${sql.join(afterCursor([sql`p.available`], keys, after), sql` and `)}
    order by ${orderOf(keys)}
    limit ${limit}`;
}

/** One page of the matching available products, in the filter's order, from `position` (the first page without). */
export async function searchProducts(
  db: Executor,
  filter: ProductFilter,
  page: { position?: SearchPosition | undefined; size: number },
): Promise<SearchPage> {
  const limit = page.size + 1;
  if (isBrowsing(filter)) {
    const position = page.position;
    const after = position && 'after' in position ? position.after : undefined;
    const offset = position && 'offset' in position ? position.offset : 0;
    const found = await rows<ProductRow & { total: number; keys: string[] }>(
      db,
      browsePageSql(filter, { after, offset, limit }),
    );
    const shown = found.slice(0, page.size);
    const last = shown.at(-1);
    const next = found.length > page.size && last ? { sortBy: filter.sortBy, after: last.keys } : null;
    const total = found[0]?.total ?? (await countMatches(db, filter));
    return { ...counted(total), products: shown.map(productOf), next };
  }
  const offset = page.position && 'offset' in page.position ? page.position.offset : 0;
  const found = await rows<ProductRow & { total: number }>(db, searchPageSql(filter, { offset, limit }));
  const shown = found.slice(0, page.size);
  const next = found.length > page.size ? { sortBy: filter.sortBy, offset: offset + page.size } : null;
  const total = found[0]?.total ?? (await countMatches(db, filter));
  return { ...counted(total), products: shown.map(productOf), next };
}

/** Past the last page: nothing to show, but the count still tells the list where it ends. */
async function countMatches(db: Executor, filter: ProductFilter): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select ${cappedCount(prepareSearch(filter).source)} as total`,
  );
  return row?.total ?? 0;
}

function productOf(row: ProductRow & { total?: number; keys?: string[] }): ProductRow {
  const { total: _total, keys: _keys, ...product } = row;
  return product;
}

/** Every matching available product in the filter's order, at most `limit` (the download). */
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  limit: number,
): Promise<ProductRow[]> {
  const query = isBrowsing(filter)
    ? browsePageSql(filter, { limit })
    : searchPageSql(filter, { offset: 0, limit });
  return (await rows<ProductRow & { total: number }>(db, query)).map(productOf);
}
