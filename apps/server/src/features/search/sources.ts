import type { DocumentSearchResult, SearchDocumentType } from '@b2b-portal/api';
import { Enumerations, LIST_COUNT_CAP } from '@b2b-portal/api';
import { invoicePath, pathFor, type RouteName } from '@b2b-portal/flows/rules';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type Bind, executeShaped, literal, ShapeValues } from '../../db/prepared';
import {
  documentSearchText,
  invoices,
  orderLines,
  orders,
  pricingRequests,
  quotes,
  requisitions,
} from '../../db/schema';
import { MIN_SAMPLE, statisticsSample } from '../../db/statistics-sample';
import type { Principal } from '../../http/context';
import { cappedCount } from '../documents/capped-count';
import { containsKeyword, containsKeywordLowered, containsPattern } from '../documents/keyword-match';
import { everyInvoiceNumberHas, invoiceScope, invoiceStatusName } from '../invoices/store';
import { orderScope, orderScopeIsOneRange, orderStatusName } from '../orders/store';
import {
  visibleScope as pricingRequestScope,
  statusName as pricingRequestStatusName,
} from '../pricing-requests/store';
import { effectiveStatus, quoteScope, statusName as quoteStatusName } from '../quotes/store';
import { requisitionCaller, statusName as requisitionStatusName, visible } from '../requisitions/store';

/**
 * The sources of advanced search (issue 17), one per document type: each answers the same result shape, in the
 * scope of that type's own list (the scope function of its feature, never a copy), by the keyword anywhere in
 * the text its trigram index covers (`documentSearchText` in schema.ts; for orders also a line's manufacturer
 * part). Adding a type is one entry here.
 */
/** The caller's documents of a type, the WHERE of its list before any filter, its values put in by `bind`. */
export type ScopeOf = (bind: Bind) => SQL;

export interface SearchSource {
  /** The caller's documents of this type: the WHERE of its list before any filter. */
  scope(db: Executor, principal: Principal): Promise<ScopeOf> | ScopeOf;
  table: PgTable;
  /** The indexed text (schema.ts builds its GIN index on the same expression). */
  text: SQL;
  /**
   * `text` kept in lower case in a column of its own, with the trigram index in its place (orders, invoices): the
   * keyword is looked up and checked by LIKE on it (`containsKeywordLowered`), not by ILIKE on `text`.
   */
  lowered?: AnyPgColumn;
  /** Words every document's text holds (its number's prefix), left out of the index lookup (`lookupPattern`). */
  everywhere?: readonly string[];
  /**
   * More the keyword may match, e.g. an order's lines' parts: `rows` selects the document id (as `id`) of each row
   * containing `keyword`, found through that row's own index (an id repeats when several rows match); `has` is the
   * same as a condition on one document, for an ILIKE `pattern` (a value, or a placeholder already bound).
   */
  alsoMatches?: { rows(keyword: string, bind: Bind): SQL; has(pattern: unknown): SQL };
  id: AnyPgColumn;
  number: AnyPgColumn;
  title: AnyPgColumn;
  /** The PO number, or null where the type has none. */
  po: AnyPgColumn | null;
  createdAt: AnyPgColumn;
  status: AnyPgColumn | SQL<number>;
  statusName(status: number): string;
  /** The portal page of one document, opened with `?id=`. */
  page: RouteName;
  /** Where the page depends on the row (an invoice's kind picks its variant's page): the column and the path. */
  pageOf?: { column: AnyPgColumn; path(id: string, value: number): string };
  /**
   * `text` kept in lower case in a column that the list's sort index (`createdAt`, `number`) carries, for the
   * callers whose scope is one range of that index (`applies`): a keyword most of their documents contain is then
   * counted in the list's order from the index alone (`commonInListOrder`). `sampled`: where PostgreSQL's
   * statistics keep a sample of that text (`mayBeCommon`).
   */
  inListOrder?: {
    text: AnyPgColumn;
    applies(principal: Principal): boolean;
    sampled: { table: string; column: string };
  };
}

const DT = Enumerations.DocumentType;

export const searchSources: Partial<Record<SearchDocumentType, SearchSource>> = {
  [DT.Orders.value]: {
    scope: (_db, principal) => (bind) => orderScope(principal, bind),
    table: orders,
    text: documentSearchText(orders.orderNumber, orders.title, orders.po),
    lowered: orders.searchText,
    alsoMatches: {
      rows: (keyword, bind) =>
        sql`select ${orderLines.orderId} as id from ${orderLines} where ${containsKeyword(orderLines.manufacturerPart, keyword, bind, 'part')}`,
      has: (pattern) =>
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.manufacturerPart} ilike ${pattern})`,
    },
    id: orders.id,
    number: orders.orderNumber,
    title: orders.title,
    po: orders.po,
    createdAt: orders.createdAt,
    status: orders.status,
    statusName: orderStatusName,
    page: 'OrderDetails',
    inListOrder: {
      text: orders.searchText,
      applies: orderScopeIsOneRange,
      sampled: { table: 'orders', column: 'search_text' },
    },
  },
  [DT.Invoice.value]: {
    scope: (_db, principal) => (bind) => invoiceScope(principal, invoices, bind),
    table: invoices,
    text: documentSearchText(invoices.invoiceNumber, invoices.po),
    lowered: invoices.searchText,
    everywhere: everyInvoiceNumberHas,
    id: invoices.id,
    number: invoices.invoiceNumber,
    // An invoice has no title of its own: the results show its PO beside the number.
    title: invoices.po,
    po: invoices.po,
    createdAt: invoices.createdAt,
    status: invoices.status,
    statusName: invoiceStatusName,
    page: 'InvoiceDetails',
    pageOf: { column: invoices.invoiceType, path: (id, invoiceType) => invoicePath({ id, invoiceType }) },
  },
  [DT.Quote.value]: {
    scope: (_db, principal) => (bind) => quoteScope(principal, bind),
    table: quotes,
    text: documentSearchText(quotes.number, quotes.title),
    id: quotes.id,
    number: quotes.number,
    title: quotes.title,
    po: null,
    createdAt: quotes.createdAt,
    status: effectiveStatus,
    statusName: quoteStatusName,
    page: 'Quote',
  },
  [DT.Requisition.value]: {
    scope: async (db, principal) => {
      const caller = await requisitionCaller(db, principal);
      return (bind) => visible(caller, bind);
    },
    table: requisitions,
    text: documentSearchText(requisitions.number, requisitions.title),
    id: requisitions.id,
    number: requisitions.number,
    title: requisitions.title,
    po: null,
    createdAt: requisitions.createdAt,
    status: requisitions.status,
    statusName: requisitionStatusName,
    page: 'Requisition',
  },
  [DT.PricingRequest.value]: {
    scope: (_db, principal) => (bind) => pricingRequestScope(principal, bind),
    table: pricingRequests,
    text: documentSearchText(pricingRequests.number, pricingRequests.title),
    id: pricingRequests.id,
    number: pricingRequests.number,
    title: pricingRequests.title,
    po: null,
    createdAt: pricingRequests.createdAt,
    status: pricingRequests.status,
    statusName: pricingRequestStatusName,
    page: 'PricingRequest',
  },
};

/**
 * How many rows of `alsoMatches` are read at most to find the documents they belong to: a document with several
 * matching rows (an order's lines) counts once, so more rows than the count's cap are read; when this many match,
 * the documents are counted again from every matching row.
 */
const ALSO_MATCHING_ROWS = 5 * (LIST_COUNT_CAP + 1);

type Found = {
  id: string;
  number: string;
  title: string;
  po: string;
  createdAt: Date;
  status: number;
  kind: number;
};

/** What a result reads of a row of `source`, named as `Found`'s fields (and the sort's columns). */
const foundColumns = (source: SearchSource) =>
  sql`${source.id} as id, ${source.number} as number, ${source.title} as title, ${source.po ?? sql`''`} as po, ${source.createdAt} as created_at, ${source.status} as status, ${source.pageOf ? source.pageOf.column : sql`0`} as kind`;

/** The results' order, newest first, then the number (the list's own). */
const newestFirst = sql`created_at desc, number desc`;

const pageRange = (page: { start: number; size: number }, bind: Bind) =>
  sql`limit ${bind('limit', page.size)} offset ${bind('offset', (page.start - 1) * page.size)}`;

type FoundRow = {
  id: string;
  number: string;
  title: string;
  po: string;
  created_at: Date | string;
  status: number | string;
  kind: number | string;
};

const foundOf = (row: FoundRow): Found => ({
  id: row.id,
  number: row.number,
  title: row.title,
  po: row.po,
  createdAt: new Date(row.created_at),
  status: Number(row.status),
  kind: Number(row.kind),
});

type CountedRow = FoundRow & { matches?: number | string; also_read?: number | string };

/**
 * Runs a statement of advanced search whose values `shape` bound (issue 17: the server's CPU per search): its SQL
 * is made once per shape and kind (db/prepared.ts `executeShaped`), and each pooled connection parses it once.
 */
const rowsOf = (db: Executor, shape: ShapeValues, kind: string, query: SQL): Promise<CountedRow[]> =>
  executeShaped<CountedRow>(db, shape, kind, query);

/** A page of every row of `source` matching `where(bind)`, newest first (its list's index read backwards). */
async function pageOf(
  db: Executor,
  source: SearchSource,
  kind: string,
  where: (bind: Bind) => SQL | undefined,
  page: { start: number; size: number },
): Promise<Found[]> {
  const shape = new ShapeValues();
  const rows = await rowsOf(
    db,
    shape,
    `${kind}.page`,
    sql`select * from (select ${foundColumns(source)} from ${source.table} where ${where(shape.bind) ?? sql`true`}) as found order by ${newestFirst} ${pageRange(page, shape.bind)}`,
  );
  return rows.map(foundOf);
}

/** How many of the caller's newest documents are looked at to tell whether a keyword is common. */
const PROBE_ROWS = 200;
/** How many of those must contain it: then its first 1,001 matches are expected within 20,000 documents. */
const PROBE_COMMON = 10;
/** How many documents, newest first, are read at most to count a common keyword's matches up to the cap. */
const COMMON_ROWS_MAX = 40_000;

/**
 * Whether more than the cap of the caller's documents contain the keyword, told in the list's order from the
 * index that carries the text (`inListOrder`), without the trigram index: true when it is that common, false when
 * it is not known (then the trigram index is asked, as for any keyword).
 *
 * Why: a keyword a sixth of a buyer's 200,000 orders contain ("clinic rollout") made the trigram index decode the
 * posting lists of its common trigrams, 33,000 entries each (15 ms), and the heap give up 1,001 rows (6 ms), only
 * to say "1,000+". In the list's order, the 1,001st match comes after about 6,000 index entries, read without the
 * rows (under 1 ms). Whether to read that way is decided by the newest 200 documents (one statement, the count
 * asked only when they hold at least 10 matches: 1 in 20, as the 50 of 1,000 this looked at until session 32, whose
 * 1,000 LIKEs cost every other keyword 0.4-0.6 ms against 0.07); the count stops after 40,000 entries whatever they hold, so a
 * keyword common only among the newest documents costs a bounded read before the trigram index is asked.
 */
/**
 * Whether a keyword may be common enough for `commonInListOrder`'s probe to be worth its statement: false when
 * PostgreSQL's sample of the text (about a hundred documents) has none that contains it. The probe's statement cost
 * a rare keyword (a number, a PO: most searches) about a third of a millisecond of PostgreSQL's time, a third of it
 * planning (session 33). A keyword common among the caller's documents only, or a few hundredths of them, can be
 * missed by the sample: it then takes the trigram index's path, slower (its posting lists are long) but the same
 * answer. No sample, or too small a one (PGlite before ANALYZE), tells nothing: the probe is asked.
 */
export function mayBeCommon(keyword: string, sample: readonly string[]): boolean {
  if (sample.length < MIN_SAMPLE) return true;
  const wanted = keyword.toLowerCase();
  return sample.some((text) => text.includes(wanted));
}

export async function commonInListOrder(
  db: Executor,
  source: SearchSource,
  inListOrder: NonNullable<SearchSource['inListOrder']>,
  scopeOf: ScopeOf,
  pattern: string,
  kind = 'search',
): Promise<boolean> {
  const shape = new ShapeValues();
  const { bind } = shape;
  const scope = scopeOf(bind);
  const lowered = bind('pattern', pattern);
  const matchesAmongNewest = (name: string, rows: number, most: number) =>
    sql`(select count(*) from (select 1 from (select ${inListOrder.text} as text from ${source.table} where ${scope} order by ${source.createdAt} desc, ${source.number} desc limit ${bind(`${name}.rows`, rows)}) as newest where newest.text like lower(${lowered}) limit ${bind(`${name}.most`, most)}) as found)`;
  const [row] = await rowsOf(
    db,
    shape,
    `${kind}.common`,
    sql`select case when ${matchesAmongNewest('probe', PROBE_ROWS, PROBE_ROWS)} >= ${bind('probe.common', PROBE_COMMON)} then ${matchesAmongNewest('count', COMMON_ROWS_MAX, LIST_COUNT_CAP + 1)} end as matches`,
  );
  return row?.matches != null && Number(row.matches) > LIST_COUNT_CAP;
}

/**
 * A page of the caller's documents of one source whose text contains `keyword` (any case), newest first, and
 * their count up to the cap (issue 17). The matches are found through the trigram indexes first, at most 1,001 of
 * them (the text's, and `alsoMatches`' rows): while they are no more than the cap (a number, a PO), one statement
 * sorts those and reads the page, its count beside it. Past the cap (a common word, a popular part) the page is
 * read in the list's order, newest first, where a page of so common a keyword comes after a few rows.
 */
export async function searchSource(
  db: Executor,
  principal: Principal,
  documentType: SearchDocumentType,
  source: SearchSource,
  keyword: string,
  page: { start: number; size: number },
): Promise<{ total: number; totalCapped: boolean; data: DocumentSearchResult[] }> {
  // Each statement's kind names its source: two sources never share a shape.
  const kind = `search.${documentType}`;
  const pattern = containsPattern(keyword);
  const scopeOf = await source.scope(db, principal);
  /** The keyword in the text, or (orders) in a line's part: one document's condition. */
  const textOf = (bind: Bind) => {
    const wanted = bind('pattern', pattern);
    return source.lowered
      ? sql`${source.lowered} like lower(${wanted})`
      : sql`(${source.text}) ilike ${wanted}`;
  };
  const everyOf = (bind: Bind) => {
    const text = textOf(bind);
    return and(
      scopeOf(bind),
      source.alsoMatches ? or(text, source.alsoMatches.has(bind('part.pattern', pattern))) : text,
    );
  };
  const answer = (rows: Found[], total: number, totalCapped: boolean) => ({
    total: totalCapped ? LIST_COUNT_CAP : total,
    totalCapped,
    data: rows.map(
      (row): DocumentSearchResult => ({
        documentType,
        id: row.id,
        number: row.number,
        title: row.title,
        po: row.po,
        date: row.createdAt.toISOString(),
        status: row.status,
        statusName: source.statusName(row.status),
        url: source.pageOf ? source.pageOf.path(row.id, row.kind) : pathFor(source.page, { id: row.id }),
      }),
    ),
  });
  const inListOrder = source.inListOrder?.applies(principal) ? source.inListOrder : undefined;
  if (
    inListOrder &&
    mayBeCommon(keyword, await statisticsSample(db, inListOrder.sampled.table, inListOrder.sampled.column)) &&
    (await commonInListOrder(db, source, inListOrder, scopeOf, pattern, kind))
  ) {
    // More than the cap contain it: the page of every match, newest first (its first rows are among the newest).
    return answer(await pageOf(db, source, kind, everyOf, page), LIST_COUNT_CAP, true);
  }
  /**
   * The matches found through the trigram indexes, at most the cap and one (and `alsoMatches`' rows read, at most
   * ALSO_MATCHING_ROWS), their values put in by `bind`.
   *
   * The candidates carry what the page shows and sorts by, read in the same visit of each row that checks the
   * keyword: sorting them does not look each one up again by its id. The trigram index is asked by the keyword's
   * words and the whole keyword checked on what it names (documents/keyword-match.ts).
   */
  const candidatesOf = (bind: Bind) => {
    const scope = scopeOf(bind);
    const byText = sql`select ${foundColumns(source)} from ${source.table} where ${and(scope, source.lowered ? containsKeywordLowered(source.lowered, keyword, bind, 'keyword', source.everywhere) : containsKeyword(source.text, keyword, bind, 'keyword', source.everywhere))} limit ${bind('cap', LIST_COUNT_CAP + 1)}`;
    if (!source.alsoMatches) return { candidates: byText, also: undefined };
    const also = sql`${source.alsoMatches.rows(keyword, bind)} limit ${bind('part.rows', ALSO_MATCHING_ROWS)}`;
    // The documents `alsoMatches` finds are those its rows name whose text does not contain the keyword: the two
    // parts never share a document, and `union all` counts them without the hash of every candidate that `union`
    // built to remove duplicates (0.5 ms of `SO-1001`'s 1,000).
    const candidates = sql`(${byText}) union all (select ${foundColumns(source)} from ${source.table} where ${scope} and not coalesce(${textOf(bind)}, false) and ${source.id} in (select id from (${also}) as matching))`;
    return { candidates, also };
  };
  const shape = new ShapeValues();
  const { candidates, also } = candidatesOf(shape.bind);
  // Where `alsoMatches` rows were read, how many (up to the most read) rides beside the page: one statement, where
  // asking it afterwards cost every search of orders a second round trip (issue 17: advanced search's p99).
  const alsoReadColumn = also ? sql`, (select count(*) from (${also}) as matching) as also_read` : sql``;
  const counted = await rowsOf(
    db,
    shape,
    `${kind}.candidates`,
    sql`select *, count(*) over () as matches${alsoReadColumn} from (${candidates}) as candidates order by ${newestFirst} ${pageRange(page, shape.bind)}`,
  );
  let rows: Found[] = counted.map(foundOf);
  let matches = counted[0] === undefined ? undefined : Number(counted[0].matches);
  if (matches === undefined) {
    // A page past the last: the count alone.
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`(${candidatesOf(literal).candidates}) as candidates`);
    matches = counted?.n ?? 0;
  }
  let capped = matches > LIST_COUNT_CAP;
  if (capped) {
    // More than the candidates read: the page of every match, newest first.
    rows = await pageOf(db, source, kind, everyOf, page);
  } else if (also) {
    // As many matching rows as were read: some documents may have been left out, count them all.
    const besidePage = counted[0]?.also_read;
    const alsoRead =
      besidePage !== undefined
        ? Number(besidePage)
        : ((
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(sql`(${candidatesOf(literal).also}) as matching`)
          )[0]?.n ?? 0);
    if (alsoRead >= ALSO_MATCHING_ROWS) {
      const counted = await cappedCount(db, source.table, everyOf(literal));
      rows = await pageOf(db, source, kind, everyOf, page);
      matches = counted.total;
      capped = counted.totalCapped;
    }
  }
  return answer(rows, matches, capped);
}
