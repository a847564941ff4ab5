import { LIST_COUNT_CAP, ProductSortBy } from '@b2b-portal/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Logger } from '../../logger';
import {
  browseOrderSql,
  compactPart,
  isBrowsing,
  type ProductFilter,
  type ProductRow,
  productColumns,
  type SearchPage,
  type SearchPosition,
  searchProducts,
  searchWords,
} from './search';

/**
 * The catalogue's keyword search, answered from memory (issue 14: a search costs what its page costs).
 *
 * In SQL a keyword search ranks every candidate the indexes find: 'switch' has 6,200, each read from the heap for
 * its tsvector and sort keys, 10–20 ms a search on PostgreSQL and more on PGlite, so 32 searches at once on two
 * cores queued far past the 50 ms budget. This index holds what ranking needs of every available product (its
 * stored tsvector as lexemes with positions and weights, its part's trigrams, its place in each sort order, as the
 * database sorts them) in typed arrays, finds and ranks the candidates in well under a millisecond, and reads
 * only the page's rows from the database, by primary key.
 *
 * It answers exactly what the SQL search (`searchPageSql`) answers, in the same order: the same candidates (part
 * key prefix, the prefix tsquery of the words under the simple and English configurations, part substring, part
 * similarity ≥ pg_trgm's 0.3), and the same keys (tier; `ts_rank` with PostgreSQL's own arithmetic in single
 * precision, ported from tsrank.c; pg_trgm's `similarity`; the part and id in the database's collation, read as
 * each product's position in the order). The words' lexemes come from the database itself (`to_tsquery`, kept per
 * word), so stemming and stop words are PostgreSQL's. `search-index.test.ts` compares both on the same queries.
 *
 * Correct on every instance: the index is built from one statement that also reads `catalogue_revision`, which
 * the trigger of migration 0014 moves with every statement that changes products, and the statement that reads a
 * page's rows reads the revision again. A page is answered from the index only when the two are equal; otherwise
 * (and while the first index is being built, or for words whose lexemes are not single prefixes) the SQL search
 * answers, and the index is rebuilt in the background. So a change made by any instance or tool is searched from
 * the next search on.
 */

/** PostgreSQL's default weights of D, C, B and A (tsrank.c), as float4. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const f32 = Math.fround;
const TINY_RANK = f32(1e-20);
const FAR_WORDS = f32(1e-30);
/** pg_trgm's `similarity_threshold` (the `%` operator), a double. */
const SIMILARITY_THRESHOLD = 0.3;

/** ts_rank's query items at most: eight words (search.ts), each under two configurations. */
const MAX_ITEMS = 16;

/** One available product's place in the index: ordinals index every per-product array below. */
interface BuiltIndex {
  revision: number;
  size: number;
  ids: string[];
  manufacturerIds: string[];
  partKeys: string[];
  lowerParts: string[];
  /** Ordinals sorted by part key (code units), for part-key prefix ranges, and the part keys in that order. */
  byPartKey: Int32Array;
  sortedPartKeys: string[];
  /** Each product's position in the database's order of each sort (1 = first), and the ordinals in that order. */
  order: Record<SortOrder, Int32Array>;
  ordered: Record<SortOrder, Int32Array>;
  /**
   * Lexemes sorted by code unit; lexeme i's postings are `firstPosting[i]` up to `firstPosting[i + 1]` of the
   * posting arrays (products in ordinal order, each with its positions' start and count in `positions`).
   */
  lexemes: string[];
  firstPosting: Int32Array;
  postingProduct: Int32Array;
  postingStart: Int32Array;
  postingLength: Uint16Array;
  /** WordEntryPos of PostgreSQL: position << 2 | weight (0 D … 3 A). */
  positions: Uint16Array;
  /** Each posting's term of calc_rank_or (a float4), which depends on its positions alone. */
  orTerm: Float32Array;
  /** Trigrams of each lower-case part (pg_trgm's), with their postings, and each part's count of trigrams. */
  trigrams: Map<string, Int32Array>;
  trigramCounts: Uint16Array;
  /**
   * Per-product scratch of one search (searches run one at a time between awaits): the bit sets (a bit a
   * product) are cleared before use, `common` and `found` after use, `lastPosting` is reset; the rest is written
   * before it is read. The lists of products hold each product at most once (`size` slots).
   */
  scratch: {
    foundBits: Int32Array;
    rankedBits: Int32Array;
    had: Int32Array;
    has: Int32Array;
    /** Trigrams each part shares with the keyword. */
    common: Uint16Array;
    /** Products of the part-key range, while the candidates' tiers are set. */
    found: Uint8Array;
    lastPosting: Int32Array;
    tier: Uint8Array;
    /** ts_rank and similarity are float4: kept exactly in single precision. */
    rank: Float32Array;
    similarity: Float32Array;
    sharing: Int32Array;
    foundList: Int32Array;
    candidates: Int32Array;
    /** Each query item's range of postings. */
    itemStart: Int32Array;
    itemEnd: Int32Array;
  };
}

interface IndexRow {
  id: string;
  manufacturerId: string;
  partKey: string;
  lowerPart: string;
  vector: string;
  /** The part itself: where the next chunk starts. */
  part: string;
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Rows a statement of the build reads at most. On PGlite every statement waits for the one before it, so the
 * build reads the catalogue in short statements and the calls of the moment go in between them.
 */
const CHUNK = 2_000;
const ORDER_CHUNK = 10_000;

/** What the index is built from: the available products in part order and their places in the other orders. */
interface Catalogue {
  revision: number;
  products: IndexRow[];
  order: Record<'manufacturer' | 'priceAsc' | 'priceDesc', Int32Array>;
}

const revisionSql = sql`select revision from catalogue_revision where id = 1`;
async function revisionOf(db: Executor): Promise<number> {
  return Number((await rows<{ revision: string | number }>(db, revisionSql))[0]?.revision ?? 0);
}

/**
 * The available products, in chunks walking the browse indexes (products_browse_*_idx: the orders the SQL
 * search sorts by, ties broken by part and id in the database's collation). The chunks are one catalogue only if
 * no statement changed products in between: the revision read before the first and after the last must agree,
 * or the catalogue changed while it was read (undefined: read again later).
 */
async function readCatalogue(db: Executor): Promise<Catalogue | undefined> {
  const revision = await revisionOf(db);
  const products: IndexRow[] = [];
  for (let last: IndexRow | undefined; ; ) {
    const chunk = await rows<IndexRow>(
      db,
      sql`select id, manufacturer_id as "manufacturerId", part_key as "partKey",
          lower(manufacturer_part) as "lowerPart", search_vector::text as vector, manufacturer_part as part
        from products
        where available ${last ? sql`and (manufacturer_part, id) > (${last.part}, ${last.id}::uuid)` : sql``}
        order by manufacturer_part, id limit ${CHUNK}`,
    );
    for (const row of chunk) products.push(row);
    if (chunk.length < CHUNK) break;
    last = chunk.at(-1);
  }
  const ordinalOf = new Map(products.map((product, ordinal) => [product.id, ordinal]));
  const orderBy = async (sortBy: number): Promise<Int32Array | undefined> => {
    const positions = new Int32Array(products.length);
    let position = 0;
    for (let after: string[] | undefined; ; ) {
      const chunk = await rows<{ id: string; keys: string[] }>(
        db,
        browseOrderSql(sortBy, after, ORDER_CHUNK),
      );
      for (const { id } of chunk) {
        const ordinal = ordinalOf.get(id);
        if (ordinal === undefined || position >= positions.length) return undefined;
        positions[ordinal] = ++position;
      }
      if (chunk.length < ORDER_CHUNK) break;
      after = chunk.at(-1)?.keys;
    }
    return position === positions.length ? positions : undefined;
  };
  const manufacturer = await orderBy(ProductSortBy.Manufacturer);
  const priceAsc = await orderBy(ProductSortBy.PriceAscending);
  const priceDesc = await orderBy(ProductSortBy.PriceDescending);
  if (!manufacturer || !priceAsc || !priceDesc || (await revisionOf(db)) !== revision) return undefined;
  return { revision, products, order: { manufacturer, priceAsc, priceDesc } };
}

/**
 * The entries of a tsvector's text form (`'lexeme':1A,5 'other':2B`): each lexeme with its WordEntryPos values.
 * Lexemes are quoted, with `'` and `\` doubled; a position's weight is a letter, none for D.
 */
export function parseTsvector(text: string): { lexeme: string; positions: number[] }[] {
  const entries: { lexeme: string; positions: number[] }[] = [];
  let index = 0;
  while (index < text.length) {
    if (text[index] === ' ') {
      index += 1;
      continue;
    }
    if (text[index] !== "'") throw new Error(`unexpected tsvector text at ${index}: ${text}`);
    index += 1;
    let lexeme = '';
    for (;;) {
      const char = text[index];
      if (char === undefined) throw new Error(`unterminated lexeme in tsvector: ${text}`);
      if ((char === "'" || char === '\\') && text[index + 1] === char) {
        lexeme += char;
        index += 2;
      } else if (char === "'") {
        index += 1;
        break;
      } else {
        lexeme += char;
        index += 1;
      }
    }
    const positions: number[] = [];
    if (text[index] === ':') {
      index += 1;
      for (;;) {
        let position = 0;
        while (index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) {
          position = position * 10 + text.charCodeAt(index) - 48;
          index += 1;
        }
        const weight = 'DCBA'.indexOf(text[index] ?? '');
        if (weight > 0) index += 1;
        positions.push((position << 2) | Math.max(weight, 0));
        if (text[index] !== ',') break;
        index += 1;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}

/** pg_trgm's trigrams of a text: each word (letters and digits) lower case, padded "  word ", unique. */
export function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = [' ', ' ', ...word, ' '];
    for (let index = 0; index + 3 <= padded.length; index++)
      found.add(padded.slice(index, index + 3).join(''));
  }
  return found;
}

/**
 * Trigrams that every text containing `text` has (pg_trgm's, of its words): each run of letters and digits of
 * `text`, padded where `text` shows where its word begins (a separator before it: "  ab") or ends (one after it:
 * "ab "), cut into threes. `wi-fi` gives "wi " (a word ending in wi), "  f" and " fi" (one beginning with fi).
 */
export function requiredTrigrams(text: string): string[] {
  const found: string[] = [];
  const pattern = /[\p{L}\p{N}]+/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    const padded = [...(start > 0 ? '  ' : ''), ...match[0], ...(end < text.length ? ' ' : '')];
    for (let index = 0; index + 3 <= padded.length; index++)
      found.push(padded.slice(index, index + 3).join(''));
  }
  return found;
}

/** pg_trgm's `similarity`: common trigrams over all of both, in single precision. */
function similarityOf(common: number, left: number, right: number): number {
  if (left <= 0 || right <= 0) return 0;
  return f32(common / (left + right - common));
}

/** word_distance of tsrank.c for distances 0 to 100 (beyond, 1e-30). */
const WORD_DISTANCES = Float64Array.from({ length: 101 }, (_, distance) =>
  f32(1.0 / (1.005 + 0.05 * Math.exp(f32(distance) / 1.5 - 2))),
);
const wordDistance = (distance: number) => (distance > 100 ? FAR_WORDS : WORD_DISTANCES[distance]!);

function lowerBound(sorted: readonly string[], value: string, key = (i: number) => sorted[i]!): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(middle) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A growable Int32Array (the index is built from a million entries; arrays of numbers would be twice that). */
class IntList {
  values: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.values = new Int32Array(Math.max(capacity, 16));
  }
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The ordinals in the order of their positions (1 = first). */
function orderedBy(position: Int32Array): Int32Array {
  const ordered = new Int32Array(position.length);
  for (let ordinal = 0; ordinal < position.length; ordinal++) ordered[position[ordinal]! - 1] = ordinal;
  return ordered;
}

function buildIndex(catalogue: Catalogue): BuiltIndex {
  const { products } = catalogue;
  const size = products.length;
  const ids: string[] = new Array(size);
  const manufacturerIds: string[] = new Array(size);
  const partKeys: string[] = new Array(size);
  const lowerParts: string[] = new Array(size);
  const order = { ...catalogue.order, part: Int32Array.from({ length: size }, (_, ordinal) => ordinal + 1) };
  const sharedNames = new Map<string, string>();
  const lexemeIds = new Map<string, number>();
  // Every (product, lexeme) entry in product order: its lexeme's provisional id, its positions' start and count.
  const entryProduct = new IntList();
  const entryLexeme = new IntList();
  const entryStart = new IntList();
  const entryLength = new IntList();
  const positions = new IntList();
  const trigramPostings = new Map<string, IntList>();
  const trigramCounts = new Uint16Array(size);
  products.forEach((row, ordinal) => {
    ids[ordinal] = row.id;
    const maker = row.manufacturerId;
    if (!sharedNames.has(maker)) sharedNames.set(maker, maker);
    manufacturerIds[ordinal] = sharedNames.get(maker)!;
    partKeys[ordinal] = row.partKey;
    lowerParts[ordinal] = row.lowerPart;
    for (const entry of parseTsvector(row.vector)) {
      let lexeme = lexemeIds.get(entry.lexeme);
      if (lexeme === undefined) {
        lexeme = lexemeIds.size;
        lexemeIds.set(entry.lexeme, lexeme);
      }
      entryProduct.push(ordinal);
      entryLexeme.push(lexeme);
      entryStart.push(positions.length);
      entryLength.push(entry.positions.length);
      for (const position of entry.positions) positions.push(position);
    }
    const trigrams = trigramsOf(row.lowerPart);
    trigramCounts[ordinal] = trigrams.size;
    for (const trigram of trigrams) {
      let list = trigramPostings.get(trigram);
      if (!list) {
        list = new IntList();
        trigramPostings.set(trigram, list);
      }
      list.push(ordinal);
    }
  });
  // Lexemes in order, and each entry placed among its lexeme's postings (entries come in product order).
  const lexemes = [...lexemeIds.keys()].sort(byCodeUnit);
  const sortedId = new Int32Array(lexemes.length);
  lexemes.forEach((lexeme, index) => {
    sortedId[lexemeIds.get(lexeme)!] = index;
  });
  const firstPosting = new Int32Array(lexemes.length + 1);
  for (let entry = 0; entry < entryLexeme.length; entry++)
    firstPosting[sortedId[entryLexeme.values[entry]!]! + 1]! += 1;
  for (let index = 0; index < lexemes.length; index++) firstPosting[index + 1]! += firstPosting[index]!;
  const next = firstPosting.slice(0, lexemes.length);
  const postingProduct = new Int32Array(entryLexeme.length);
  const postingStart = new Int32Array(entryLexeme.length);
  const postingLength = new Uint16Array(entryLexeme.length);
  for (let entry = 0; entry < entryLexeme.length; entry++) {
    const slot = next[sortedId[entryLexeme.values[entry]!]!]!++;
    postingProduct[slot] = entryProduct.values[entry]!;
    postingStart[slot] = entryStart.values[entry]!;
    postingLength[slot] = entryLength.values[entry]!;
  }
  const positionValues = Uint16Array.from(positions.toArray());
  const orTerm = new Float32Array(postingProduct.length);
  for (let posting = 0; posting < orTerm.length; posting++)
    orTerm[posting] = orTermOf(positionValues, postingStart[posting]!, postingLength[posting]!);
  const byPartKey = Int32Array.from(partKeys.keys()).sort(
    (a, b) => byCodeUnit(partKeys[a]!, partKeys[b]!) || a - b,
  );
  return {
    revision: catalogue.revision,
    size,
    ids,
    manufacturerIds,
    partKeys,
    lowerParts,
    byPartKey,
    sortedPartKeys: Array.from(byPartKey, (ordinal) => partKeys[ordinal]!),
    order,
    ordered: {
      part: orderedBy(order.part),
      manufacturer: orderedBy(order.manufacturer),
      priceAsc: orderedBy(order.priceAsc),
      priceDesc: orderedBy(order.priceDesc),
    },
    lexemes,
    firstPosting,
    postingProduct,
    postingStart,
    postingLength,
    positions: positionValues,
    orTerm,
    trigrams: new Map([...trigramPostings].map(([trigram, list]) => [trigram, list.toArray()])),
    trigramCounts,
    scratch: {
      foundBits: new Int32Array((size + 31) >>> 5),
      rankedBits: new Int32Array((size + 31) >>> 5),
      had: new Int32Array((size + 31) >>> 5),
      has: new Int32Array((size + 31) >>> 5),
      common: new Uint16Array(size),
      found: new Uint8Array(size),
      lastPosting: new Int32Array(size * MAX_ITEMS).fill(-1),
      tier: new Uint8Array(size),
      rank: new Float32Array(size),
      similarity: new Float32Array(size),
      sharing: new Int32Array(size),
      foundList: new Int32Array(size),
      candidates: new Int32Array(size),
      itemStart: new Int32Array(MAX_ITEMS),
      itemEnd: new Int32Array(MAX_ITEMS),
    },
  };
}

/** A word's lexemes under the simple and the English configuration (English may be none: a stop word). */
type WordLexemes = { simple: string; english: string | null } | 'unsupported';

/** `'lexeme':*`, the one form of a word's prefix tsquery the index answers; anything else is not. */
function prefixLexeme(text: string): string | null | 'unsupported' {
  if (text === '') return null;
  const match = /^'((?:[^'\\]|''|\\\\)*)':\*$/.exec(text);
  return match ? match[1]!.replace(/''/g, "'").replace(/\\\\/g, '\\') : 'unsupported';
}

export interface IndexedPage {
  ids: string[];
  total: number;
  /** Where the page after this one starts (its offset), or null after the last. */
  nextOffset: number | null;
}

/** One database's index: built on demand, rebuilt when the catalogue's revision moved. */
export class CatalogueSearchIndex {
  private built: BuiltIndex | undefined;
  private building: Promise<void> | undefined;
  /** A page read found the database past the index: until a new one is built, SQL answers without asking it. */
  private behind = false;
  private readonly lexemesOfWord = new Map<string, WordLexemes>();

  constructor(
    private readonly db: Executor,
    private readonly log?: Logger,
  ) {}

  /** The index's revision, or undefined before one is built. */
  get revision(): number | undefined {
    return this.built?.revision;
  }

  /** Builds (or rebuilds) the index unless a build is running; resolves when it is done. Never rejects. */
  refresh(): Promise<void> {
    this.building ??= (async () => {
      const started = performance.now();
      try {
        const catalogue = await readCatalogue(this.db);
        if (!catalogue) return;
        this.built = buildIndex(catalogue);
        this.behind = false;
        this.log?.info('catalogue search index built', {
          products: this.built.size,
          revision: this.built.revision,
          ms: Math.round(performance.now() - started),
        });
      } catch (error) {
        this.log?.warn('catalogue search index not built; searches use SQL', {
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        this.building = undefined;
      }
    })();
    return this.building;
  }

  /** Lexemes of the words, from the database's own configurations, kept per word (they never change). */
  private async lexemes(words: readonly string[]): Promise<WordLexemes[]> {
    const missing = words.filter((word) => !this.lexemesOfWord.has(word));
    if (missing.length > 0) {
      const found = await rows<{ word: string; simple: string; english: string }>(
        this.db,
        sql`select w as word, to_tsquery('simple', w || ':*')::text as simple,
          to_tsquery('english', w || ':*')::text as english
          from unnest(${sql.param(missing)}::text[]) as w`,
      );
      if (this.lexemesOfWord.size > 50_000) this.lexemesOfWord.clear();
      for (const row of found) {
        const simple = prefixLexeme(row.simple);
        const english = prefixLexeme(row.english);
        this.lexemesOfWord.set(
          row.word,
          simple === null || simple === 'unsupported' || english === 'unsupported'
            ? 'unsupported'
            : { simple, english },
        );
      }
    }
    return words.map((word) => this.lexemesOfWord.get(word) ?? 'unsupported');
  }

  /**
   * One page of a keyword search by offset: the ids of its products in order, the total, where the next starts.
   * Undefined when the index cannot answer (none built yet, or a word it does not handle): ask SQL.
   */
  async page(
    filter: ProductFilter,
    page: { offset: number; limit: number },
  ): Promise<(IndexedPage & { revision: number }) | undefined> {
    const index = this.built;
    if (!index || this.behind) {
      void this.refresh();
      return undefined;
    }
    const keyword = (filter.keyword ?? '').trim().toLowerCase();
    const words = searchWords(keyword);
    const lexemes = await this.lexemes(words);
    if (lexemes.some((word) => word === 'unsupported')) return undefined;
    const candidates = findCandidates(
      index,
      filter,
      keyword,
      lexemes as Exclude<WordLexemes, 'unsupported'>[],
      orderOf(filter.sortBy) === undefined,
    );
    const count = candidates.candidates.length;
    const first = firstCandidates(index, candidates, filter.sortBy, page.offset + page.limit);
    return {
      revision: index.revision,
      ids: first.slice(page.offset).map((ordinal) => index.ids[ordinal]!),
      total: count,
      nextOffset: page.offset + page.limit < count ? page.offset + page.limit : null,
    };
  }

  /**
   * One page of a keyword search as `searchProducts` answers it, from the index, or undefined when SQL must
   * answer: the index is missing or behind the database (a rebuild starts), or the words are not ones it handles.
   */
  async search(
    filter: ProductFilter,
    page: { offset: number; size: number },
  ): Promise<SearchPage | undefined> {
    const found = await this.page(filter, { offset: page.offset, limit: page.size });
    if (!found) return undefined;
    // The page's rows and the revision in one statement: one snapshot. Equal revisions mean the index is that
    // snapshot's catalogue, so the page is the one SQL would answer now.
    const read = await rows<ProductRow & { revision: string | number }>(
      this.db,
      sql`with r as (select revision from catalogue_revision where id = 1)
        select r.revision, ${productColumns} from r
        left join products p on p.id = any(${sql.param(found.ids)}::uuid[])`,
    );
    if (Number(read[0]?.revision) !== found.revision) {
      if (this.built?.revision === found.revision) this.behind = true;
      void this.refresh();
      return undefined;
    }
    const byId = new Map(read.filter((row) => row.id !== null).map((row) => [row.id, row]));
    const products: ProductRow[] = [];
    for (const id of found.ids) {
      const row = byId.get(id);
      if (!row) return undefined;
      const { revision: _revision, ...product } = row;
      products.push(product);
    }
    const capped = found.total > LIST_COUNT_CAP;
    const next: SearchPosition | null =
      found.nextOffset === null ? null : { sortBy: filter.sortBy, offset: found.nextOffset };
    return {
      total: capped ? LIST_COUNT_CAP : found.total,
      totalCapped: capped,
      products,
      next,
    };
  }
}

type SortOrder = 'part' | 'manufacturer' | 'priceAsc' | 'priceDesc';

/** The order of a sort by position (part, manufacturer, price), or undefined for relevance. */
function orderOf(sortBy: number): SortOrder | undefined {
  return sortBy === ProductSortBy.Part
    ? 'part'
    : sortBy === ProductSortBy.Manufacturer
      ? 'manufacturer'
      : sortBy === ProductSortBy.PriceAscending
        ? 'priceAsc'
        : sortBy === ProductSortBy.PriceDescending
          ? 'priceDesc'
          : undefined;
}

/**
 * The postings of every lexeme that begins with `prefix`, as `scratch.itemStart[item]` up to
 * `scratch.itemEnd[item]`: one range, since the lexemes are sorted and their postings follow them in that order.
 */
function prefixPostings(index: BuiltIndex, prefix: string, item: number): void {
  const { lexemes } = index;
  const first = lowerBound(lexemes, prefix);
  // From `first` on, the lexemes that begin with the prefix come before every one that does not.
  let low = first;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lexemes[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  index.scratch.itemStart[item] = index.firstPosting[first]!;
  index.scratch.itemEnd[item] = index.firstPosting[low]!;
}

/**
 * The candidates of a keyword search (the SQL search's, see search.ts): their ordinals, in scratch arrays of the
 * index (valid until the next search). With `ranked` (the relevance order), each one's tier, rank and similarity too, in
 * `scratch.tier`, `scratch.rank` and `scratch.similarity` by ordinal; the sorts by position order by position
 * alone, so they rank nothing.
 */
function findCandidates(
  index: BuiltIndex,
  filter: ProductFilter,
  keyword: string,
  words: readonly { simple: string; english: string | null }[],
  ranked: boolean,
): Candidates {
  const { scratch, postingProduct, partKeys, byPartKey, trigramCounts, orTerm } = index;
  const compact = compactPart(keyword);
  const manufacturer = filter.manufacturer?.toLowerCase();
  const partFilter = compactPart(filter.manufacturerPart ?? '');

  // The query's items as ts_rank sees them: every word's lexemes, sorted and unique (SortAndUniqItems).
  const items = [
    ...new Set(words.flatMap((word) => (word.english ? [word.simple, word.english] : [word.simple]))),
  ].sort(byCodeUnit);
  const itemWords = items.map((item) =>
    words.reduce(
      (mask, word, bit) => (word.simple === item || word.english === item ? mask | (1 << bit) : mask),
      0,
    ),
  );
  // `(s1 || e1) && (s2 || e2) …` has AND at the top from two words on: calc_rank_and (which ranks as
  // calc_rank_or when fewer than two items remain); one word is an OR (or one item): calc_rank_or.
  const byAnd = words.length > 1 && items.length > 1;
  // Each item's entries: the postings of the lexemes it begins, one range of the posting arrays.
  const { itemStart, itemEnd } = scratch;
  for (let item = 0; item < items.length; item++) prefixPostings(index, items[item]!, item);

  // Sets of products, a bit each (12 KB for 100,000 products, so the walks below read the processor's nearest
  // cache rather than an array of 400 KB): found; ranked on the way; matching every word walked so far; this word's.
  const { foundBits, rankedBits } = scratch;
  let { had, has } = scratch;
  foundBits.fill(0);
  rankedBits.fill(0);
  const found = scratch.foundList;
  let foundCount = 0;
  // The part typed whole or its beginning: a range of the part keys, each product once. These come first, and
  // only these have the tier of an equal part (0) or a part that begins with the keyword (1).
  const { sortedPartKeys } = index;
  for (let at = lowerBound(sortedPartKeys, compact); at < index.size; at++) {
    if (!sortedPartKeys[at]!.startsWith(compact)) break;
    const ordinal = byPartKey[at]!;
    foundBits[ordinal >>> 5]! |= 1 << (ordinal & 31);
    found[foundCount++] = ordinal;
  }
  const prefixed = foundCount;
  // The products that match every word (the @@ of the AND of the words' prefix queries), word by word, the word
  // with the fewest entries first: each later word keeps only the products that matched every earlier one, and
  // the last one's are found. One word's walk visits its items in order and their lexemes in order, which is
  // calc_rank_or's order: a relevance search of one word ranks every product it touches on the way.
  const { rank } = scratch;
  const rankOnTheWay = ranked && words.length === 1;
  const entriesOf = (bit: number) =>
    items.reduce(
      (sum, _, item) => (itemWords[item]! & bit ? sum + itemEnd[item]! - itemStart[item]! : sum),
      0,
    );
  const wordBits = words.map((_, word) => 1 << word).sort((a, b) => entriesOf(a) - entriesOf(b));
  for (let at = 0; at < wordBits.length; at++) {
    const bit = wordBits[at]!;
    const first = at === 0;
    const last = at === wordBits.length - 1;
    if (!last) has.fill(0);
    for (let item = 0; item < items.length; item++) {
      if ((itemWords[item]! & bit) === 0) continue;
      const end = itemEnd[item]!;
      for (let posting = itemStart[item]!; posting < end; posting++) {
        const ordinal = postingProduct[posting]!;
        const slot = ordinal >>> 5;
        const mask = 1 << (ordinal & 31);
        if (!first && (had[slot]! & mask) === 0) continue;
        if (!last) has[slot]! |= mask;
        else if ((foundBits[slot]! & mask) === 0) {
          foundBits[slot]! |= mask;
          found[foundCount++] = ordinal;
        }
        if (!rankOnTheWay) continue;
        // calc_rank_or's sum, in single precision.
        if ((rankedBits[slot]! & mask) === 0) {
          rankedBits[slot]! |= mask;
          rank[ordinal] = f32(orTerm[posting]! / 1.64493406685);
        } else rank[ordinal] = f32(rank[ordinal]! + orTerm[posting]! / 1.64493406685);
      }
    }
    if (!last) [had, has] = [has, had];
  }

  // Part substrings and typos, for a keyword that looks like a part (as in search.ts).
  const isPartLike = !/\s/.test(keyword) && compact.length >= 3 && /\d|\p{L}[-/#.]\p{L}/u.test(keyword);
  const common = scratch.common;
  const sharing = scratch.sharing;
  let sharingCount = 0;
  let wantedCount = 0;
  if (isPartLike) {
    const wanted = trigramsOf(keyword);
    wantedCount = wanted.size;
    for (const trigram of wanted) {
      const list = index.trigrams.get(trigram);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const ordinal = list[i]!;
        if (common[ordinal] === 0) sharing[sharingCount++] = ordinal;
        common[ordinal]! += 1;
      }
    }
    // A part sharing c trigrams has a similarity of at most c / wantedCount (it has at least those c): one that
    // shares fewer than `least` is not similar enough, whatever its own count.
    let least = 1;
    while (least < wantedCount && similarityOf(least, least, wantedCount) < SIMILARITY_THRESHOLD) least += 1;
    for (let i = 0; i < sharingCount; i++) {
      const ordinal = sharing[i]!;
      const shared = common[ordinal]!;
      if (shared < least || foundBits[ordinal >>> 5]! & (1 << (ordinal & 31))) continue;
      if (similarityOf(shared, trigramCounts[ordinal]!, wantedCount) >= SIMILARITY_THRESHOLD) {
        foundBits[ordinal >>> 5]! |= 1 << (ordinal & 31);
        found[foundCount++] = ordinal;
      }
    }
    // lower(part) like '%keyword%': the parts holding the rarest trigram such a part must have, or every part.
    let scan: Int32Array | undefined;
    for (const trigram of requiredTrigrams(keyword)) {
      const list = index.trigrams.get(trigram) ?? new Int32Array(0);
      if (!scan || list.length < scan.length) scan = list;
    }
    const scanned = scan ? scan.length : index.size;
    for (let i = 0; i < scanned; i++) {
      const ordinal = scan ? scan[i]! : i;
      if (
        (foundBits[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0 &&
        index.lowerParts[ordinal]!.includes(keyword)
      ) {
        foundBits[ordinal >>> 5]! |= 1 << (ordinal & 31);
        found[foundCount++] = ordinal;
      }
    }
  }

  // The filters; without them the found are the candidates.
  let candidates = found;
  let count = foundCount;
  if (manufacturer || partFilter) {
    candidates = scratch.candidates;
    count = 0;
    for (let i = 0; i < foundCount; i++) {
      const ordinal = found[i]!;
      if (manufacturer && index.manufacturerIds[ordinal] !== manufacturer) continue;
      if (partFilter && !partKeys[ordinal]!.startsWith(partFilter)) continue;
      candidates[count++] = ordinal;
    }
  }
  if (ranked) {
    const { tier, similarity } = scratch;
    if (!rankOnTheWay) {
      // Only the candidates, each starting where ts_rank starts, their entries visited in ts_rank's order (item by
      // item, lexemes in order): calc_rank_and from two words on, else calc_rank_or's sum.
      for (let i = 0; i < count; i++) {
        const ordinal = candidates[i]!;
        rankedBits[ordinal >>> 5]! |= 1 << (ordinal & 31);
        rank[ordinal] = byAnd ? -1 : 0;
      }
      for (let item = 0; item < items.length; item++) {
        const end = itemEnd[item]!;
        for (let posting = itemStart[item]!; posting < end; posting++) {
          const ordinal = postingProduct[posting]!;
          if ((rankedBits[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) continue;
          if (byAnd) rankAndEntry(index, ordinal, item, posting);
          else rank[ordinal] = f32(rank[ordinal]! + orTerm[posting]! / 1.64493406685);
        }
      }
    }
    // Only the part-key range holds parts equal to the keyword or beginning with it.
    const inRange = scratch.found;
    for (let i = 0; i < prefixed; i++) inRange[found[i]!] = 1;
    for (let i = 0; i < count; i++) {
      const ordinal = candidates[i]!;
      tier[ordinal] = inRange[ordinal] === 0 ? 2 : partKeys[ordinal] === compact ? 0 : 1;
      // A candidate no word's entry touched (a part's beginning or a typo) ranks 0.
      let value = rankedBits[ordinal >>> 5]! & (1 << (ordinal & 31)) ? rank[ordinal]! : 0;
      if (!byAnd && items.length > 0) value = f32(value / items.length);
      rank[ordinal] = value < 0 ? TINY_RANK : value;
      similarity[ordinal] = isPartLike
        ? similarityOf(common[ordinal]!, trigramCounts[ordinal]!, wantedCount)
        : 0;
      if (byAnd) scratch.lastPosting.fill(-1, ordinal * MAX_ITEMS, ordinal * MAX_ITEMS + items.length);
    }
    for (let i = 0; i < prefixed; i++) inRange[found[i]!] = 0;
  }

  // Leave the trigram counts clean for the next search.
  for (let i = 0; i < sharingCount; i++) common[sharing[i]!] = 0;
  return { candidates: candidates.subarray(0, count), members: candidates === found ? foundBits : undefined };
}

/** A search's candidates (ordinals), and when they are all it found, the bit set of them. */
interface Candidates {
  candidates: Int32Array;
  members: Int32Array | undefined;
}

/**
 * calc_rank_or's term of one entry (tsrank.c), in single precision as PostgreSQL computes it: what an entry adds
 * to its item's sum whatever the query, so the index keeps it per posting (`orTerm`).
 */
function orTermOf(positions: Uint16Array, start: number, length: number): number {
  let sum = 0;
  let highest = -1;
  let highestAt = 0;
  for (let j = 0; j < length; j++) {
    const weight = WEIGHTS[positions[start + j]! & 3]!;
    sum = f32(sum + f32(weight / ((j + 1) * (j + 1))));
    if (weight > highest) {
      highest = weight;
      highestAt = j;
    }
  }
  return f32(f32(highest + sum) - f32(highest / ((highestAt + 1) * (highestAt + 1))));
}

/** calc_rank_and's step for one entry of item `item`: pairs it with the last entry of every earlier item. */
function rankAndEntry(index: BuiltIndex, ordinal: number, item: number, posting: number): void {
  const { positions, scratch } = index;
  const last = ordinal * MAX_ITEMS;
  scratch.lastPosting[last + item] = posting;
  const start = index.postingStart[posting]!;
  const length = index.postingLength[posting]!;
  let rank = scratch.rank[ordinal]!;
  for (let earlier = 0; earlier < item; earlier++) {
    const other = scratch.lastPosting[last + earlier]!;
    if (other < 0) continue;
    const otherStart = index.postingStart[other]!;
    const otherLength = index.postingLength[other]!;
    for (let l = 0; l < length; l++) {
      const here = positions[start + l]!;
      for (let p = 0; p < otherLength; p++) {
        const there = positions[otherStart + p]!;
        const distance = Math.abs((here >> 2) - (there >> 2));
        if (distance === 0) continue;
        const weight = f32(f32(WEIGHTS[here & 3]! * WEIGHTS[there & 3]!) * wordDistance(distance));
        const current = f32(Math.sqrt(weight));
        rank = rank < 0 ? current : f32(1.0 - (1.0 - rank) * (1.0 - current));
      }
    }
  }
  scratch.rank[ordinal] = rank;
}

/**
 * The first `wanted` of the candidates (their ordinals) in the SQL search's order:
 * by relevance (tier, rank, similarity) or by the sort's position, then the part and id (the part order's
 * position). A bounded heap keeps the `wanted` best, so a page near the top of 10,000 candidates costs no full sort.
 */
function firstCandidates(
  index: BuiltIndex,
  { candidates, members }: Candidates,
  sortBy: number,
  wanted: number,
): number[] {
  const { tier, rank, similarity } = index.scratch;
  const count = candidates.length;
  const order = orderOf(sortBy);
  const position = order && index.order[order];
  const part = index.order.part;
  /** Negative when the product of ordinal a comes before b's. */
  const compare = position
    ? (a: number, b: number) => position[a]! - position[b]!
    : (a: number, b: number) =>
        tier[a]! - tier[b]! || rank[b]! - rank[a]! || similarity[b]! - similarity[a]! || part[a]! - part[b]!;
  if (wanted * 4 >= count) return Array.from(candidates.subarray(0, count)).sort(compare).slice(0, wanted);
  if (order && position) {
    // The part order is the ordinals' own (the index reads the catalogue in it): the set's first members.
    if (members && order === 'part') return firstMembers(members, Math.min(wanted, count));
    const walked = members && firstByWalk(index.ordered[order], members, count, wanted, count * 4);
    return walked ?? firstByPosition(candidates, count, position, wanted);
  }
  // A max-heap of the best `wanted` so far: its root is the worst of them.
  const heap: number[] = [];
  const down = (from: number) => {
    let at = from;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (let i = 0; i < count; i++) {
    const ordinal = candidates[i]!;
    if (heap.length < wanted) {
      heap.push(ordinal);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at]!, heap[parent]!) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (wanted > 0 && compare(ordinal, heap[0]!) < 0) {
      heap[0] = ordinal;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * The `wanted` of the `count` ordinals of `candidates` that come first in `position` (positions are unique), in
 * that order: a max-heap of their positions (and beside it their ordinals), whose root is the last of the best so
 * far.
 */
function firstByPosition(
  candidates: Int32Array,
  count: number,
  position: Int32Array,
  wanted: number,
): number[] {
  const heap = new Int32Array(wanted);
  const heapOrdinals = new Int32Array(wanted);
  let size = 0;
  for (let i = 0; i < count; i++) {
    const ordinal = candidates[i]!;
    const key = position[ordinal]!;
    let at: number;
    if (size < wanted) {
      at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent]! >= key) break;
        heap[at] = heap[parent]!;
        heapOrdinals[at] = heapOrdinals[parent]!;
        at = parent;
      }
    } else if (wanted > 0 && key < heap[0]!) {
      at = 0;
      for (;;) {
        const left = at * 2 + 1;
        if (left >= size) break;
        const right = left + 1;
        const larger = right < size && heap[right]! > heap[left]! ? right : left;
        if (heap[larger]! <= key) break;
        heap[at] = heap[larger]!;
        heapOrdinals[at] = heapOrdinals[larger]!;
        at = larger;
      }
    } else continue;
    heap[at] = key;
    heapOrdinals[at] = ordinal;
  }
  return Array.from(heapOrdinals.subarray(0, size)).sort((a, b) => position[a]! - position[b]!);
}

/** The `wanted` smallest ordinals of a bit set, in order. */
function firstMembers(members: Int32Array, wanted: number): number[] {
  const first: number[] = [];
  for (let slot = 0; slot < members.length && first.length < wanted; slot++) {
    for (let bits = members[slot]!; bits !== 0 && first.length < wanted; bits &= bits - 1) {
      first.push((slot << 5) | (31 - Math.clz32(bits & -bits)));
    }
  }
  return first;
}

/**
 * The first `wanted` members of a set of `count` products (a bit set) in an order (`ordered`: the ordinals by
 * position), walking the order from its start: a few hundred steps when the set is a fair share of the catalogue.
 * Undefined when `budget` steps did not find them (the set is sparse or lies late in the order).
 */
function firstByWalk(
  ordered: Int32Array,
  members: Int32Array,
  count: number,
  wanted: number,
  budget: number,
): number[] | undefined {
  const want = Math.min(wanted, count);
  const first: number[] = [];
  const end = Math.min(ordered.length, budget);
  for (let at = 0; at < end && first.length < want; at++) {
    const ordinal = ordered[at]!;
    if (members[ordinal >>> 5]! & (1 << (ordinal & 31))) first.push(ordinal);
  }
  return first.length === want ? first : undefined;
}

const indexes = new WeakMap<object, CatalogueSearchIndex>();

/** The search index of one database handle (built on the first keyword search, or by `refresh`). */
export function catalogueSearchIndex(db: Executor, log?: Logger): CatalogueSearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new CatalogueSearchIndex(db, log);
    indexes.set(db, index);
  }
  return index;
}

/**
 * One page of the search: a keyword search from the index when it can answer (see above), otherwise, and for
 * browsing (keyset pages over the browse indexes), from SQL.
 */
export async function searchCatalogue(
  db: Executor,
  filter: ProductFilter,
  page: { position?: SearchPosition | undefined; size: number },
  log?: Logger,
): Promise<SearchPage> {
  if (!isBrowsing(filter)) {
    const offset = page.position && 'offset' in page.position ? page.position.offset : 0;
    const answered = await catalogueSearchIndex(db, log).search(filter, { offset, size: page.size });
    if (answered) return answered;
  }
  return searchProducts(db, filter, page);
}
