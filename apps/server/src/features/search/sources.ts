import type { DocumentSearchResult, SearchDocumentType } from '@b2b-portal/api';
import { Enumerations, LIST_COUNT_CAP } from '@b2b-portal/api';
import { invoicePath, pathFor, type RouteName } from '@b2b-portal/flows/rules';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { executeNamed, literal } from '../../db/prepared';
import {
  documentSearchText,
  invoices,
  orderLines,
  orders,
  pricingRequests,
  quotes,
  requisitions,
} from '../../db/schema';
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
export interface SearchSource {
  /** The caller's documents of this type: the WHERE of its list before any filter. */
  scope(db: Executor, principal: Principal): Promise<SQL> | SQL;
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
   * same as a condition on one document, for an ILIKE `pattern`.
   */
  alsoMatches?: { rows(keyword: string): SQL; has(pattern: string): SQL };
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
   * counted in the list's order from the index alone (`commonInListOrder`).
   */
  inListOrder?: { text: AnyPgColumn; applies(principal: Principal): boolean };
}

const DT = Enumerations.DocumentType;

export const searchSources: Partial<Record<SearchDocumentType, SearchSource>> = {
  [DT.Orders.value]: {
    scope: (_db, principal) => orderScope(principal),
    table: orders,
    text: documentSearchText(orders.orderNumber, orders.title, orders.po),
    lowered: orders.searchText,
    alsoMatches: {
      rows: (keyword) =>
        sql`select ${orderLines.orderId} as id from ${orderLines} where ${containsKeyword(orderLines.manufacturerPart, keyword)}`,
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
    inListOrder: { text: orders.searchText, applies: orderScopeIsOneRange },
  },
  [DT.Invoice.value]: {
    scope: (_db, principal) => invoiceScope(principal),
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
    scope: (_db, principal) => quoteScope(principal),
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
    scope: async (db, principal) => visible(await requisitionCaller(db, principal)),
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
    scope: (_db, principal) => pricingRequestScope(principal),
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

const pageRange = (page: { start: number; size: number }) =>
  sql`limit ${page.size} offset ${(page.start - 1) * page.size}`;

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

/** The rows of a statement of advanced search, a named one (parsed once per connection: db/prepared.ts). */
const rowsOf = (db: Executor, query: SQL): Promise<CountedRow[]> => executeNamed<CountedRow>(db, query);

/** A page of every row of `source` matching `where`, newest first (its list's index read backwards). */
async function pageOf(
  db: Executor,
  source: SearchSource,
  where: SQL | undefined,
  page: { start: number; size: number },
): Promise<Found[]> {
  const rows = await rowsOf(
    db,
    sql`select * from (select ${foundColumns(source)} from ${source.table} where ${where ?? sql`true`}) as found order by ${newestFirst} ${pageRange(page)}`,
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
export async function commonInListOrder(
  db: Executor,
  source: SearchSource,
  inListOrder: NonNullable<SearchSource['inListOrder']>,
  scope: SQL,
  pattern: string,
): Promise<boolean> {
  const matchesAmongNewest = (rows: number, most: number) =>
    sql`(select count(*) from (select 1 from (select ${inListOrder.text} as text from ${source.table} where ${scope} order by ${source.createdAt} desc, ${source.number} desc limit ${rows}) as newest where newest.text like lower(${pattern}) limit ${most}) as found)`;
  const [row] = await rowsOf(
    db,
    sql`select case when ${matchesAmongNewest(PROBE_ROWS, PROBE_ROWS)} >= ${PROBE_COMMON} then ${matchesAmongNewest(COMMON_ROWS_MAX, LIST_COUNT_CAP + 1)} end as matches`,
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
  const pattern = containsPattern(keyword);
  const scope = await source.scope(db, principal);
  const text = source.lowered
    ? sql`${source.lowered} like lower(${pattern})`
    : sql`(${source.text}) ilike ${pattern}`;
  const every = and(scope, source.alsoMatches ? or(text, source.alsoMatches.has(pattern)) : text);
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
  if (
    source.inListOrder?.applies(principal) &&
    (await commonInListOrder(db, source, source.inListOrder, scope, pattern))
  ) {
    // More than the cap contain it: the page of every match, newest first (its first rows are among the newest).
    return answer(await pageOf(db, source, every, page), LIST_COUNT_CAP, true);
  }
  // The candidates carry what the page shows and sorts by, read in the same visit of each row that checks the
  // keyword: sorting them does not look each one up again by its id. The trigram index is asked by the keyword's
  // words and the whole keyword checked on what it names (documents/keyword-match.ts).
  const byText = sql`select ${foundColumns(source)} from ${source.table} where ${and(scope, source.lowered ? containsKeywordLowered(source.lowered, keyword, literal, 'keyword', source.everywhere) : containsKeyword(source.text, keyword, literal, 'keyword', source.everywhere))} limit ${LIST_COUNT_CAP + 1}`;
  const also = source.alsoMatches?.rows(keyword);
  // The documents `alsoMatches` finds are those its rows name whose text does not contain the keyword: the two
  // parts never share a document, and `union all` counts them without the hash of every candidate that `union`
  // built to remove duplicates (0.5 ms of `SO-1001`'s 1,000).
  const candidates = also
    ? sql`(${byText}) union all (select ${foundColumns(source)} from ${source.table} where ${scope} and not coalesce(${text}, false) and ${source.id} in (select id from (${also} limit ${ALSO_MATCHING_ROWS}) as matching))`
    : byText;
  // Where `alsoMatches` rows were read, how many (up to the most read) rides beside the page: one statement, where
  // asking it afterwards cost every search of orders a second round trip (issue 17: advanced search's p99).
  const alsoReadColumn = also
    ? sql`, (select count(*) from (${also} limit ${ALSO_MATCHING_ROWS}) as matching) as also_read`
    : sql``;
  const counted = await rowsOf(
    db,
    sql`select *, count(*) over () as matches${alsoReadColumn} from (${candidates}) as candidates order by ${newestFirst} ${pageRange(page)}`,
  );
  let rows: Found[] = counted.map(foundOf);
  let matches = counted[0] === undefined ? undefined : Number(counted[0].matches);
  if (matches === undefined) {
    // A page past the last: the count alone.
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`(${candidates}) as candidates`);
    matches = counted?.n ?? 0;
  }
  let capped = matches > LIST_COUNT_CAP;
  if (capped) {
    // More than the candidates read: the page of every match, newest first.
    rows = await pageOf(db, source, every, page);
  } else if (also) {
    // As many matching rows as were read: some documents may have been left out, count them all.
    const besidePage = counted[0]?.also_read;
    const alsoRead =
      besidePage !== undefined
        ? Number(besidePage)
        : ((
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(sql`(${also} limit ${ALSO_MATCHING_ROWS}) as matching`)
          )[0]?.n ?? 0);
    if (alsoRead >= ALSO_MATCHING_ROWS) {
      const counted = await cappedCount(db, source.table, every);
      rows = await pageOf(db, source, every, page);
      matches = counted.total;
      capped = counted.totalCapped;
    }
  }
  return answer(rows, matches, capped);
}
