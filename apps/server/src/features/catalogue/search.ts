import { ProductSortBy } from '@b2b-portal/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Product search in SQL that runs alike on PGlite and PostgreSQL. With a keyword, candidates come from the
 * indexes only (the generated tsvector's GIN index and the trigram GIN index on lower(manufacturer_part));
 * relevance orders them:
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

/**
 * A POSIX regex matching the parts that begin with `compact` when separators are ignored, e.g. `ws-c3` →
 * `^w[^[:alnum:]]*s[^[:alnum:]]*c[^[:alnum:]]*3`. `compact` holds only letters and digits, so nothing in it is
 * regex syntax. pg_trgm cannot take trigrams from it, so it filters and ranks candidates found otherwise
 * (PostgreSQL narrows the anchored pattern to its first character on the part's btree index).
 */
export function partPrefixPattern(compact: string): string {
  return `^${[...compact].join('[^[:alnum:]]*')}`;
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
const compactPartSql = sql`regexp_replace(lower(p.manufacturer_part), '[^[:alnum:]]+', '', 'g')`;

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
const productColumns = sql`p.id, p.manufacturer_id as "manufacturerId", p.manufacturer_name as "manufacturerName",
  p.manufacturer_part as "manufacturerPart", p.description, p.category, p.unit_of_measure as "unitOfMeasure",
  p.unit_price::text as "unitPrice", p.list_price::text as "listPrice", p.pricing_hidden as "pricingHidden",
  p.service_length as "serviceLength", p.item_type as "itemType", p.initial_term as "initialTerm", p.available,
  p.image_url as "imageUrl"`;

export function prepareSearch(filter: ProductFilter): PreparedSearch {
  const common: SQL[] = [sql`p.available`];
  if (filter.manufacturer) common.push(sql`p.manufacturer_id = ${filter.manufacturer}`);
  const partFilter = compactPart(filter.manufacturerPart ?? '');
  if (partFilter) common.push(sql`${lowerPart} ~ ${partPrefixPattern(partFilter)}`);

  const keyword = (filter.keyword ?? '').trim().toLowerCase();
  const words = searchWords(keyword);
  const compact = compactPart(keyword);
  const byPart = [sql`"manufacturerPart"`, sql`"productId"`];
  // A hidden price sorts as unknown (after every priced product) so that its position does not reveal it.
  const shownPrice = sql`case when "pricingHidden" then null else "unitPrice" end`;
  const sorts: Record<number, SQL[]> = {
    [ProductSortBy.Part]: byPart,
    [ProductSortBy.PriceAscending]: [sql`${shownPrice} asc nulls last`, ...byPart],
    [ProductSortBy.PriceDescending]: [sql`${shownPrice} desc nulls last`, ...byPart],
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
  const prefixPattern = partPrefixPattern(compact);
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
  const tier = sql`case when ${compactPartSql} = ${compact} then 0 when ${lowerPart} ~ ${prefixPattern} then 1 else 2 end`;
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
 * The query of one page of the search (exported for EXPLAIN in benchmarks and tests): ranks and counts the
 * narrow candidates, then reads the whole rows of the page only.
 */
export function searchPageSql(filter: ProductFilter, page: { offset: number; limit: number }): SQL {
  const { source, orderBy } = prepareSearch(filter);
  return sql`select ${productColumns}, ranked.total
    from (
      select found.*, (count(*) over ())::int as total
      from (${source}) as found
      order by ${orderBy}
      limit ${page.limit} offset ${page.offset}
    ) as ranked
    join products p on p.id = ranked."productId"
    order by ${orderBy}`;
}

/** One page of the matching available products, in the filter's order, with the count of all matches. */
export async function searchProducts(
  db: Executor,
  filter: ProductFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; products: ProductRow[] }> {
  const found = await rows<ProductRow & { total: number }>(db, searchPageSql(filter, page));
  if (found.length > 0 || page.offset === 0) {
    return { total: found[0]?.total ?? 0, products: found.map(({ total: _total, ...product }) => product) };
  }
  // Past the last page: nothing to show, but the count still tells the list where it ends.
  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${prepareSearch(filter).source}) as found`,
  );
  return { total: counted?.total ?? 0, products: [] };
}

/** Every matching available product in the filter's order, at most `limit` (the download). */
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  limit: number,
): Promise<ProductRow[]> {
  const found = await rows<ProductRow & { total: number }>(db, searchPageSql(filter, { offset: 0, limit }));
  return found.map(({ total: _total, ...product }) => product);
}
