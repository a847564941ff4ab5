import {
  CONTRACT_EXPIRY_BUCKETS,
  type ContractManufacturer,
  type ContractsDashboardSummary,
  type ContractTypeCount,
  type DeviceDateField,
  type DeviceDetail,
  type DeviceSearchFilters,
  type DeviceSummary,
  LIST_COUNT_CAP,
  type MaintenanceContractSummary,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { dateRangeFor } from '@b2b-portal/flows/rules';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  type Bind,
  genericPlanHandle,
  literal,
  prefixed,
  preparedShapes,
  ShapeValues,
} from '../../db/prepared';
import {
  devices,
  installSites,
  maintenanceContracts,
  manufacturers,
  userContractAccess,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { cappedCount, cappedCountColumn } from '../documents/capped-count';
import { containsPattern as likePattern } from '../documents/keyword-match';
import { visibleContracts, visibleDevices } from './access';
import { serialLookup, serialSample } from './serial-lookup';

export const contractNotFound = () =>
  Problems.notFound('ContractNotFound', formatMessage('Contracts.NotFound'));
export const deviceNotFound = () => Problems.notFound('DeviceNotFound', formatMessage('Devices.NotFound'));

/** The caller's user and company; the route's feature check already refused a caller without the feature. */
export function callerScope(principal: Principal): { userId: string; companyId: string } {
  if (!principal.companyId) throw Problems.featureNotEnabled();
  return { userId: principal.userId, companyId: principal.companyId };
}

/** Today as the server's calendar day (UTC), YYYY-MM-DD: the day the buckets and date ranges count from. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const dateColumns: Record<DeviceDateField, AnyPgColumn> = {
  contractEndDate: devices.contractEndDate,
  lastDateOfSupport: devices.lastDateOfSupport,
  endOfSoftwareMaintenance: devices.endOfSoftwareMaintenance,
  endOfServiceAttach: devices.endOfServiceAttach,
  endOfServiceContractRenewal: devices.endOfServiceContractRenewal,
  endOfSaleDate: devices.endOfSaleDate,
};

/**
 * The condition of a DateRange id on a device date. Expired (999) is a date before today: a contract that ends
 * today still covers today (flows' Expired runs to today, which suits documents, not coverage). The future
 * ranges are flows' `dateRangeFor` (today to 90 days ahead…, inclusive). Any Date (0) filters nothing. `bind`
 * names the dates under `name` in a statement prepared by shape (db/prepared.ts).
 */
export function dateRangeCondition(
  column: AnyPgColumn,
  id: number,
  today: string,
  bind: Bind = literal,
  name = 'date',
) {
  if (id === 0) return undefined;
  if (id === 999) return sql`${column} < ${bind(`${name}.before`, today)}`;
  const range = dateRangeFor(id, today);
  if (!range) return undefined;
  return and(
    range.from === null ? undefined : sql`${column} >= ${bind(`${name}.from`, range.from)}`,
    range.to === null ? undefined : sql`${column} <= ${bind(`${name}.to`, range.to)}`,
  );
}

/**
 * How the part filter is matched: the company's part numbers (lowercased) that contain `search.part`
 * (`partsContaining`), an equality on any of them, which the company's part index answers, instead of the same
 * `like` over every device; `{ equals }`, an SQL expression of one of them (the lateral scan of
 * `pageOfPartMatches`, one part at a time); or `{ anyOf }`, an SQL array of them (the walked parts of
 * `pageOfPartMatches`' own statement, for its count).
 */
export type PartMatch = readonly string[] | { equals: SQL } | { anyOf: SQL };

/**
 * A device search's filters, and the part of its serial filter to look the serial's trigram index up by
 * (`serialLookup` of ./serial-lookup.ts; the whole serial is then checked on each candidate).
 */
export type DeviceSearch = DeviceSearchFilters & { serialLookup?: string };

/**
 * The devices `search` matches, among those the caller sees. The part filter is `partMatch` when given (above),
 * else a `like`. A serial filter with a `serialLookup` asks the trigram index by that part alone and checks the
 * whole serial in `coalesce(…, false)` (the same truth: neither side is null), which the planner does not take into
 * the index scan (documents/keyword-match.ts does the same for the document lists). `bind` puts every value into a
 * statement prepared by shape (db/prepared.ts): each filter binds a name of its own, so the names bound name the SQL.
 */
export function deviceCondition(
  principal: Principal,
  search: DeviceSearch,
  today: string,
  partMatch?: PartMatch,
  bind: Bind = literal,
): SQL {
  const { userId, companyId } = callerScope(principal);
  const contains = (column: AnyPgColumn, text: string, name: string) =>
    text ? sql`lower(${column}) like ${bind(name, likePattern(text.toLowerCase()))}` : undefined;
  const keyword = search.keyword ? bind('keyword', likePattern(search.keyword.toLowerCase())) : undefined;
  // The caller's contracts of a source (or of a number) as an array computed once (an InitPlan), compared with
  // each device's contract: a filter on the index entry that the page's ordered scans keep and stop early with,
  // where `in (select …)` became a semi-join that read every candidate first (issue 19, session 31).
  const contractsWhere = (name: string, condition: SQL) =>
    sql`${devices.contractId} = any(array(select c.id from maintenance_contracts c where c.company_id = ${bind(`${name}.company`, companyId)} and ${condition}))`;
  return and(
    visibleDevices(userId, companyId, bind),
    keyword
      ? sql`(lower(${devices.partNumber}) like ${keyword} or lower(${devices.serialNumber}) like ${keyword} or ${devices.description} ilike ${bind('keywordAnyCase', likePattern(search.keyword))})`
      : undefined,
    !search.part
      ? undefined
      : partMatch === undefined
        ? contains(devices.partNumber, search.part, 'part')
        : 'equals' in partMatch
          ? sql`lower(${devices.partNumber}) = ${partMatch.equals}`
          : 'anyOf' in partMatch
            ? sql`lower(${devices.partNumber}) = any(${partMatch.anyOf})`
            : sql`lower(${devices.partNumber}) = any(${arrayParam(bind('parts', [...partMatch]))}::text[])`,
    search.serialLookup && search.serial
      ? and(
          contains(devices.serialNumber, search.serialLookup, 'serialLookup'),
          sql`coalesce(${contains(devices.serialNumber, search.serial, 'serial')}, false)`,
        )
      : contains(devices.serialNumber, search.serial, 'serial'),
    search.manufacturerId
      ? eq(devices.manufacturerId, bind('manufacturer', search.manufacturerId))
      : undefined,
    search.contractId ? eq(devices.contractId, bind('contract', search.contractId)) : undefined,
    search.contractNumber
      ? contractsWhere(
          'contractNumber',
          sql`c.contract_number ilike ${bind('contractNumber', likePattern(search.contractNumber))}`,
        )
      : undefined,
    search.serviceLevel
      ? sql`lower(${devices.serviceLevel}) = ${bind('serviceLevel', search.serviceLevel.toLowerCase())}`
      : undefined,
    search.installSiteId ? eq(devices.installSiteId, bind('site', search.installSiteId)) : undefined,
    search.status ? eq(devices.status, bind('status', search.status)) : undefined,
    search.deviceType ? eq(devices.deviceType, bind('deviceType', search.deviceType)) : undefined,
    search.dataSource
      ? contractsWhere('dataSource', sql`c.data_source = ${bind('dataSource', search.dataSource)}`)
      : undefined,
    ...(Object.keys(dateColumns) as DeviceDateField[]).map((field) =>
      dateRangeCondition(dateColumns[field], search[field], today, bind, field),
    ),
  ) as SQL;
}

/**
 * An array as one parameter (drizzle spreads a bare array into a list of parameters); a placeholder as it is.
 */
const arrayParam = (value: unknown) => (Array.isArray(value) ? sql.param(value) : value);

/**
 * A column of the outer `devices` row, qualified: drizzle writes a select list's columns without their table when
 * the statement has one table, and inside a subquery on another alias of the same table (or a table with a column
 * of that name) the bare name would be that table's.
 */
const outer = (column: AnyPgColumn) => sql`${devices}.${sql.identifier(column.name)}`;

const childCount =
  sql<number>`(select count(*)::int from devices ch where ch.parent_id = ${outer(devices.id)})`.mapWith(
    Number,
  );

/**
 * A device list's columns, read from `devices` alone: the manufacturer's name, the contract's number and the site's
 * name are subqueries by primary key (a device has exactly one manufacturer, at most one contract and site), not
 * joins, so PostgreSQL plans a page statement in about 60 % of the time (the status page 0.39 → 0.25 ms on the
 * large seed: planning took as long as running it, and every call is planned).
 */
const summaryColumns = {
  id: devices.id,
  partNumber: devices.partNumber,
  serialNumber: devices.serialNumber,
  description: devices.description,
  manufacturerName: sql<string>`(select m.name from manufacturers m where m.id = ${outer(devices.manufacturerId)})`,
  deviceType: devices.deviceType,
  status: devices.status,
  serviceLevel: devices.serviceLevel,
  contractId: devices.contractId,
  contractNumber: sql<
    string | null
  >`(select c.contract_number from maintenance_contracts c where c.id = ${outer(devices.contractId)})`,
  siteName: sql<
    string | null
  >`(select s.name from install_sites s where s.id = ${outer(devices.installSiteId)})`,
  parentId: devices.parentId,
  childCount,
  contractEndDate: devices.contractEndDate,
  lastDateOfSupport: devices.lastDateOfSupport,
  endOfSaleDate: devices.endOfSaleDate,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: unknown;
};

const toSummary = (row: SummaryRow): DeviceSummary => row as DeviceSummary;

/**
 * The device list's order: by contract end date (soonest first, none last), then serial. `pageOfMatches` and
 * `pageOfPartMatches` order their matches the same way by their aliases: change all three.
 */
const deviceOrder = [
  sql`${devices.contractEndDate} asc nulls last`,
  asc(devices.serialNumber),
  asc(devices.id),
];

const devicePages = preparedShapes('device_page');

/**
 * The filters given in a search (as `deviceCondition` reads them: a value that is not empty, 0 or false), by name
 * in alphabetical order and joined by commas: `''` for none.
 */
const givenFilters = (search: DeviceSearch) =>
  Object.entries(search)
    .filter(([name, value]) => name !== 'serialLookup' && Boolean(value))
    .map(([name]) => name)
    .sort()
    .join(',');

/**
 * The searches whose page statement runs with one plan for every value (db/prepared.ts `genericPlanHandle`, issue
 * 19, session 33), by their `givenFilters`. Each filter is a condition of the one index that reads the matches in
 * the list's order: none (the list index, company then contract end date, serial, id), a contract end date range
 * (the same index), a status (`devices_company_status_idx`: company, status, then the list's order), a part (each
 * walked part's entries of `devices_company_part_idx`, in the list's order); the data source is compared with an
 * array of contracts computed when the statement runs, like the caller's access, which no plan sees into. So the
 * page reads at most `offset + limit` matching entries and the count `cap + 1`, whatever the company, the caller or
 * the values: no plan of the statement planned for its values reads fewer. Checked on the large seed with
 * `EXPLAIN` of both plans for Northwind's 100,000 devices and Contoso's 2, a caller with every contract, one with
 * assigned contracts and one unknown, rare, common and missing statuses, empty, one-day and all-time ranges, parts
 * with none or many matches, and pages 1 to 1,000 (scripts/perf/device-plans.mjs; README, session 33): run it before
 * adding a set here. A filter that is not such a condition (the device type beside a date; a support date, which
 * the page filters by while reading the list index: 0.3 ms planned for its values, 30 ms once for every value)
 * keeps a plan for its values.
 */
const PLANNED_FOR_EVERY_VALUE = new Set(['', 'contractEndDate', 'status', 'part', 'dataSource,part']);

/** The handle to run a search's page statement on: one planned for every value when the search may (above). */
const pageHandle = (db: Executor, search: DeviceSearch): Executor =>
  (PLANNED_FOR_EVERY_VALUE.has(givenFilters(search)) ? genericPlanHandle(db) : undefined) ?? db;

/** A page's rows with the count of matches up to the cap beside each (none for a page past the last). */
type CountedRow = SummaryRow & { matches: number };

/**
 * A page of the devices `search` matches, with their count up to the cap; without `page`, every match up to
 * `max` (the export) and no count. A page's statement is prepared by shape (db/prepared.ts `preparedShapes`: drizzle
 * builds its SQL once per shape) and named, so that PostgreSQL parses it once per pooled connection: each call is
 * planned with its values (the main pool's `plan_cache_mode`), a text pattern's too, except the shapes planned once
 * for every value (`PLANNED_FOR_EVERY_VALUE`). Since session 33 a shape with a text pattern is named as well: the
 * serial body, unnamed, cost PostgreSQL 0.83 ms of CPU a call against 0.55 named (its parse and analysis, 300
 * calls in turns). The export's statement is built for it.
 */
export async function searchDevices(
  db: Executor,
  principal: Principal,
  filters: DeviceSearchFilters,
  page: { start: number; size: number } | { max: number },
): Promise<{ total: number; totalCapped: boolean; data: DeviceSummary[] }> {
  const today = todayUtc();
  const lookup = filters.serial ? serialLookup(filters.serial, await serialSample(db)) : undefined;
  const search: DeviceSearch = lookup ? { ...filters, serialLookup: lookup } : filters;
  // A part filter without a keyword: its parts are walked in the page's own statement (one statement, where the
  // walk was a statement of its own before the page's). It answers no row when no part contains the filter, when
  // the company has more distinct parts than are walked, and for a page past the last; then the parts are walked
  // alone to tell which (below).
  let emptyPartPage = false;
  if ('start' in page && search.part && !search.keyword) {
    const rows = await pageOfPartMatches(db, principal, search, today, page);
    if (rows.length > 0) return countedPage(rows);
    emptyPartPage = true;
  }
  const parts = search.part
    ? await partsContaining(db, callerScope(principal).companyId, search.part)
    : undefined;
  if (parts?.length === 0) return { total: 0, totalCapped: false, data: [] };
  if (emptyPartPage && parts) {
    // The parts were walked and match: the page is past the last, and carries no count.
    return {
      ...(await cappedCount(db, devices, deviceCondition(principal, search, today, parts))),
      data: [],
    };
  }
  if (!('start' in page)) {
    const rows = await summariesOf(db)
      .where(deviceCondition(principal, search, today, parts))
      .orderBy(...deviceOrder)
      .limit(page.max + 1);
    return { total: rows.length, totalCapped: false, data: rows.map(toSummary) };
  }
  const shape = new ShapeValues();
  const rows = narrowedByText(search)
    ? await pageOfMatches(db, deviceCondition(principal, search, today, parts, shape.bind), page, shape)
    : await pageInOrder(db, principal, search, today, page, shape);
  // A page past the last carries no count: it is asked alone.
  if (rows.length === 0) {
    return {
      ...(await cappedCount(db, devices, deviceCondition(principal, search, today, parts))),
      data: [],
    };
  }
  return countedPage(rows);
}

/** A page's rows and their count (each row carries it, up to the cap). */
function countedPage(rows: CountedRow[]): { total: number; totalCapped: boolean; data: DeviceSummary[] } {
  const matches = rows[0]!.matches;
  return {
    total: Math.min(matches, LIST_COUNT_CAP),
    totalCapped: matches > LIST_COUNT_CAP,
    data: rows.map(({ matches: _matches, ...row }) => toSummary(row)),
  };
}

/** The list's columns of each device, from the device and what it refers to. */
const summariesOf = (db: Executor) => db.select(summaryColumns).from(devices);

/** The list's columns of the devices `where` picks, in the list's order, with their capped count `matches`. */
const countedSummariesOf = (db: Executor, matches: SQL, where: SQL) =>
  db
    .select({ ...summaryColumns, matches: matches.mapWith(Number) })
    .from(devices)
    .where(where)
    .orderBy(...deviceOrder);

/**
 * A page of the devices without a text filter: read in the list's order (the device list index follows it) and
 * the count up to the cap beside it, in one statement (one round trip, one parse and plan, where two ran side by
 * side on two connections).
 */
function pageInOrder(
  db: Executor,
  principal: Principal,
  search: DeviceSearch,
  today: string,
  page: { start: number; size: number },
  shape: ShapeValues,
): Promise<CountedRow[]> {
  // The condition is built at each call for the values it binds, once for the page and its count (the same
  // placeholders, filled in by name); the statement only for a new shape.
  const where = deviceCondition(principal, search, today, undefined, shape.bind);
  const limit = shape.bind('limit', page.size);
  const offset = shape.bind('offset', (page.start - 1) * page.size);
  const on = pageHandle(db, search);
  return devicePages(on, shape.key('page'), (name) =>
    countedSummariesOf(on, cappedCountColumn(on, devices, where), where)
      .limit(limit)
      .offset(offset)
      .prepare(name),
  ).execute(shape.values);
}

/**
 * A page of the devices whose part contains the part filter and that match the other filters, without a keyword,
 * in one statement with the walk of the company's distinct parts (`walkedParts`): the CTE `wanted` keeps those that
 * contain the filter, and none when the company has more than `DISTINCT_PARTS_WALKED` (the trigram path answers
 * those). The page is found in the list's order through the company's part index (`devices_company_part_idx`:
 * company, lowercased part, end date, serial, id): for each wanted part, a lateral scan of its devices in that
 * order keeps its first `start × size` matches and stops, and the page is the right slice of those few (the list's
 * first `start × size` devices are among them, a device having one part). The count is the matches up to the cap,
 * read from the same index with a LIMIT. Before session 31 every match was materialised and sorted for a page of
 * 10: the bench's `{ part: 'lg-chassis-1', dataSource: 1 }` on the large seed read 11,764 part-index entries to
 * keep 3,922 (4-7 ms); now 10 to 30 entries a part for the page and 3,001 for the count of 1,001 (about 1 ms), and
 * since session 32 the walk (0.3 ms) is no statement of its own. No row answers a filter no part contains, a
 * company with too many parts and a page past the last alike (`searchDevices` tells them apart). Rare matches
 * read a part's entries twice (page and count), from the index alone; a keyword (the description, in the table)
 * takes `pageOfMatches`, which reads them once.
 */
function pageOfPartMatches(
  db: Executor,
  principal: Principal,
  search: DeviceSearch,
  today: string,
  page: { start: number; size: number },
): Promise<CountedRow[]> {
  const shape = new ShapeValues();
  const company = shape.bind('walk.company', callerScope(principal).companyId);
  const pattern = shape.bind('walk.part', likePattern(search.part.toLowerCase()));
  const ofPart = deviceCondition(principal, search, today, { equals: sql`wanted.part` }, shape.bind);
  const countWhere = deviceCondition(
    principal,
    search,
    today,
    { anyOf: sql`array(select part from wanted)` },
    prefixed(shape.bind, 'count.'),
  );
  const perPart = shape.bind('perPart', page.start * page.size);
  const limit = shape.bind('limit', page.size);
  const offset = shape.bind('offset', (page.start - 1) * page.size);
  const on = pageHandle(db, search);
  return devicePages(on, shape.key('parts'), (name) => {
    const wanted = on.$with('wanted', { part: sql<string>`part` }).as(
      sql`with recursive ${walkedParts(company)}
        select p as part from walked
          where p like ${pattern} and (select count(*) from walked) <= ${DISTINCT_PARTS_WALKED}`,
    );
    const firstOfPart = on
      .select({
        id: sql<string>`${devices.id}`.as('match_id'),
        end: sql`${devices.contractEndDate}`.as('match_end'),
        serial: sql`${devices.serialNumber}`.as('match_serial'),
      })
      .from(devices)
      .where(ofPart)
      .orderBy(...deviceOrder)
      .limit(perPart);
    const pageIds = sql`(select m.match_id from wanted cross join lateral (${firstOfPart}) as m order by m.match_end asc nulls last, m.match_serial asc, m.match_id asc limit ${limit} offset ${offset})`;
    return on
      .with(wanted)
      .select({ ...summaryColumns, matches: cappedCountColumn(on, devices, countWhere).mapWith(Number) })
      .from(devices)
      .where(sql`${devices.id} in ${pageIds}`)
      .orderBy(...deviceOrder)
      .prepare(name);
  }).execute(shape.values);
}

/**
 * At most this many distinct part numbers of a company are walked to narrow a part filter (`walkedParts`): each
 * costs one descent of the part index (about 3 buffers), so a company with more falls back to the trigram index,
 * after at most about 600 buffers.
 */
export const DISTINCT_PARTS_WALKED = 200;

/**
 * The CTEs (after `with recursive`) of the company's distinct part numbers, lowercased and in order, up to one more
 * than `DISTINCT_PARTS_WALKED`: `walked(p)`. A company has few distinct parts beside its devices (55 for 100,000 on
 * the large seed), but a part's trigrams can be shared by nearly all of them (`lg-chassis-1`: 11,764 trigram
 * candidates, 2,470 heap blocks rechecked); its distinct parts are read by a loose index scan of
 * `devices_company_part_idx` (each step the next part after the last, one index descent), and the devices of the
 * matching ones are then an equality on that index, which carries what the list's matches read (end date, serial,
 * id, contract access, type, status), so they are read from the index alone.
 */
const walkedParts = (companyId: unknown) => sql`parts(p) as (
      (select lower(d.part_number) from devices d where d.company_id = ${companyId}
        order by lower(d.part_number) limit 1)
      union all
      select (select lower(d.part_number) from devices d where d.company_id = ${companyId}
          and lower(d.part_number) > parts.p order by lower(d.part_number) limit 1)
        from parts where parts.p is not null
    ),
    walked(p) as (select p from parts where p is not null limit ${DISTINCT_PARTS_WALKED + 1})`;

/**
 * The company's part numbers, lowercased, that contain `part` as the part filter matches it (lowercased, `like`,
 * its wildcards taken literally), or undefined when the company has more than `DISTINCT_PARTS_WALKED` distinct
 * ones (`walkedParts`).
 */
async function partsContaining(db: Executor, companyId: string, part: string): Promise<string[] | undefined> {
  const result = await db.execute(sql`with recursive ${walkedParts(companyId)}
    select p, p like ${likePattern(part.toLowerCase())} as hit from walked`);
  const rows = (result as unknown as { rows: Array<{ p: string; hit: boolean }> }).rows;
  if (rows.length > DISTINCT_PARTS_WALKED) return undefined;
  return rows.filter((row) => row.hit).map((row) => row.p);
}

/** Whether a part, serial or keyword narrows the devices: they are found through the trigram indexes. */
const narrowedByText = (search: DeviceSearchFilters) =>
  Boolean(search.part || search.serial || search.keyword);

/**
 * A page of the devices matching `where` when a serial, keyword or a part's `like` narrows them: the matches are
 * found once (the trigram index scan, the costly part on the large seed) and both the capped count and the page
 * are taken from them, in one statement (the CTE, referenced twice, is materialized). Every such shape has a text
 * pattern: a named statement (parsed once per connection) planned with it at each call.
 */
function pageOfMatches(
  db: Executor,
  where: SQL,
  page: { start: number; size: number },
  shape: ShapeValues,
): Promise<CountedRow[]> {
  const limit = shape.bind('limit', page.size);
  const offset = shape.bind('offset', (page.start - 1) * page.size);
  return devicePages(db, shape.key('matching'), (name) => {
    const matching = db.$with('matching').as(
      db
        .select({
          id: sql<string>`${devices.id}`.as('match_id'),
          end: sql`${devices.contractEndDate}`.as('match_end'),
          serial: sql`${devices.serialNumber}`.as('match_serial'),
        })
        .from(devices)
        .where(where),
    );
    const pageIds = sql`(select match_id from matching order by match_end asc nulls last, match_serial asc, match_id asc limit ${limit} offset ${offset})`;
    return db
      .with(matching)
      .select({
        ...summaryColumns,
        matches:
          sql<number>`(select count(*) from (select 1 from matching limit ${LIST_COUNT_CAP + 1}) as capped)`.mapWith(
            Number,
          ),
      })
      .from(devices)
      .where(sql`${devices.id} in ${pageIds}`)
      .orderBy(...deviceOrder)
      .prepare(name);
  }).execute(shape.values);
}

/** A device the caller sees, with every field, or 404. */
export async function deviceDetail(db: Executor, principal: Principal, id: string): Promise<DeviceDetail> {
  const { userId, companyId } = callerScope(principal);
  const [row] = await db
    .select({
      device: devices,
      manufacturerName: manufacturers.name,
      contract: {
        id: maintenanceContracts.id,
        contractNumber: maintenanceContracts.contractNumber,
        contractType: maintenanceContracts.contractType,
        dataSource: maintenanceContracts.dataSource,
      },
      site: installSites,
      childCount,
    })
    .from(devices)
    .innerJoin(manufacturers, eq(manufacturers.id, devices.manufacturerId))
    .leftJoin(maintenanceContracts, eq(maintenanceContracts.id, devices.contractId))
    .leftJoin(installSites, eq(installSites.id, devices.installSiteId))
    .where(and(eq(devices.id, id), visibleDevices(userId, companyId)))
    .limit(1);
  if (!row) throw deviceNotFound();
  const d = row.device;
  let parent: DeviceDetail['parent'] = null;
  if (d.parentId) {
    // The parent link is shown only when the caller sees the parent too (it is under the same contract).
    const [p] = await db
      .select({ id: devices.id, partNumber: devices.partNumber, serialNumber: devices.serialNumber })
      .from(devices)
      .where(and(eq(devices.id, d.parentId), visibleDevices(userId, companyId)))
      .limit(1);
    parent = p ?? null;
  }
  return {
    id: d.id,
    partNumber: d.partNumber,
    serialNumber: d.serialNumber,
    description: d.description,
    productLabel: d.productLabel,
    manufacturerId: d.manufacturerId,
    manufacturerName: row.manufacturerName,
    deviceType: d.deviceType as 1 | 2,
    quantity: d.quantity,
    notes: d.notes,
    serviceLevel: d.serviceLevel,
    status: d.status,
    owner: d.owner,
    warrantyType: d.warrantyType,
    warrantyEndDate: d.warrantyEndDate,
    contract: row.contract?.id
      ? {
          id: row.contract.id,
          contractNumber: row.contract.contractNumber,
          contractType: row.contract.contractType,
          dataSource: row.contract.dataSource as 1 | 2 | 3,
        }
      : null,
    contractStartDate: d.contractStartDate,
    contractEndDate: d.contractEndDate,
    endOfSaleDate: d.endOfSaleDate,
    lastDateOfSupport: d.lastDateOfSupport,
    endOfSoftwareMaintenance: d.endOfSoftwareMaintenance,
    endOfServiceAttach: d.endOfServiceAttach,
    endOfServiceContractRenewal: d.endOfServiceContractRenewal,
    migrationPartNumber: d.migrationPartNumber,
    migrationDetails: d.migrationDetails,
    installSite: row.site
      ? {
          id: row.site.id,
          siteNumber: row.site.siteNumber,
          name: row.site.name,
          line1: row.site.line1,
          line2: row.site.line2,
          city: row.site.city,
          state: row.site.state,
          zipCode: row.site.zipCode,
          countryCode: row.site.countryCode,
        }
      : null,
    parent,
    childCount: row.childCount,
  };
}

/** The child instances of a device the caller sees (404 when they do not see the device). */
export async function childInstances(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<DeviceSummary[]> {
  const { userId, companyId } = callerScope(principal);
  const [own] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), visibleDevices(userId, companyId)))
    .limit(1);
  if (!own) throw deviceNotFound();
  const rows = await db
    .select(summaryColumns)
    .from(devices)
    .where(and(eq(devices.parentId, id), visibleDevices(userId, companyId)))
    .orderBy(asc(devices.partNumber), asc(devices.serialNumber))
    .limit(LIST_COUNT_CAP);
  return rows.map(toSummary);
}

const deviceCountOfContract =
  sql<number>`(select count(*)::int from devices dc where dc.contract_id = ${maintenanceContracts.id})`.mapWith(
    Number,
  );

/** The contracts the caller sees, of one data source (0 every source), by manufacturer and number. */
export async function listContracts(
  db: Executor,
  principal: Principal,
  dataSource: number,
): Promise<MaintenanceContractSummary[]> {
  const { userId, companyId } = callerScope(principal);
  const rows = await db
    .select({
      id: maintenanceContracts.id,
      contractNumber: maintenanceContracts.contractNumber,
      contractType: maintenanceContracts.contractType,
      dataSource: maintenanceContracts.dataSource,
      manufacturerId: maintenanceContracts.manufacturerId,
      manufacturerName: manufacturers.name,
      erpAccountNumber: maintenanceContracts.erpAccountNumber,
      description: maintenanceContracts.description,
      startDate: maintenanceContracts.startDate,
      endDate: maintenanceContracts.endDate,
      deviceCount: deviceCountOfContract,
    })
    .from(maintenanceContracts)
    .innerJoin(manufacturers, eq(manufacturers.id, maintenanceContracts.manufacturerId))
    .where(
      and(
        visibleContracts(userId, companyId),
        dataSource ? eq(maintenanceContracts.dataSource, dataSource) : undefined,
      ),
    )
    .orderBy(asc(manufacturers.name), asc(maintenanceContracts.contractNumber));
  return rows.map((row) => ({ ...row, dataSource: row.dataSource as 1 | 2 | 3 }));
}

/** Contract types with their contracts and devices, of one data source (0 every source). */
export async function contractTypes(
  db: Executor,
  principal: Principal,
  dataSource: number,
): Promise<ContractTypeCount[]> {
  const contracts = await listContracts(db, principal, dataSource);
  const byType = new Map<string, ContractTypeCount>();
  for (const contract of contracts) {
    const entry = byType.get(contract.contractType) ?? {
      contractType: contract.contractType,
      contracts: 0,
      devices: 0,
    };
    entry.contracts += 1;
    entry.devices += contract.deviceCount;
    byType.set(contract.contractType, entry);
  }
  return [...byType.values()].sort(
    (a, b) => b.devices - a.devices || a.contractType.localeCompare(b.contractType),
  );
}

/** Manufacturers with their contracts and devices, of one data source (0 every source). */
export async function contractManufacturers(
  db: Executor,
  principal: Principal,
  dataSource: number,
): Promise<ContractManufacturer[]> {
  const contracts = await listContracts(db, principal, dataSource);
  const byManufacturer = new Map<string, ContractManufacturer>();
  for (const contract of contracts) {
    const entry = byManufacturer.get(contract.manufacturerId) ?? {
      id: contract.manufacturerId,
      name: contract.manufacturerName,
      contracts: 0,
      devices: 0,
    };
    entry.contracts += 1;
    entry.devices += contract.deviceCount;
    byManufacturer.set(contract.manufacturerId, entry);
  }
  return [...byManufacturer.values()].sort((a, b) => b.devices - a.devices || a.name.localeCompare(b.name));
}

/** The manufacturers of the devices the caller sees (under a contract or not), by name. */
export async function deviceManufacturers(
  db: Executor,
  principal: Principal,
): Promise<ContractManufacturer[]> {
  const { userId, companyId } = callerScope(principal);
  const rows = await db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      contracts: sql<number>`count(distinct ${devices.contractId})::int`.mapWith(Number),
      devices: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(devices)
    .innerJoin(manufacturers, eq(manufacturers.id, devices.manufacturerId))
    .where(visibleDevices(userId, companyId))
    .groupBy(manufacturers.id, manufacturers.name)
    .orderBy(asc(manufacturers.name));
  return rows;
}

/** The install sites of the devices the caller sees, by name. */
export async function deviceSites(db: Executor, principal: Principal) {
  const { userId, companyId } = callerScope(principal);
  return db
    .select({
      id: installSites.id,
      siteNumber: installSites.siteNumber,
      name: installSites.name,
      line1: installSites.line1,
      line2: installSites.line2,
      city: installSites.city,
      state: installSites.state,
      zipCode: installSites.zipCode,
      countryCode: installSites.countryCode,
    })
    .from(installSites)
    .where(
      and(
        eq(installSites.companyId, companyId),
        inArray(
          installSites.id,
          db
            .select({ id: sql`${devices.installSiteId}` })
            .from(devices)
            .where(visibleDevices(userId, companyId)),
        ),
      ),
    )
    .orderBy(asc(installSites.name));
}

/** Whether the caller sees every contract of the company (no row, or a row that says so). */
async function seesAllContracts(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ all: userContractAccess.allContracts })
    .from(userContractAccess)
    .where(eq(userContractAccess.userId, userId));
  return row?.all ?? true;
}

/**
 * The dashboard's summary (dashboardListSummary): totals, contracts and devices per data source, and the
 * devices in each expiry bucket of 002 §9, each a DateRange id the device search filters by (so a bar's count
 * is the count its link shows). One pass over the caller's devices.
 */
export async function dashboardSummary(
  db: Executor,
  principal: Principal,
): Promise<ContractsDashboardSummary> {
  const { userId, companyId } = callerScope(principal);
  const today = todayUtc();
  const bucketColumns = Object.fromEntries(
    (Object.entries(CONTRACT_EXPIRY_BUCKETS) as [DeviceDateField, readonly number[]][]).flatMap(
      ([field, ids]) =>
        ids.map((id) => [
          `${field}:${id}`,
          sql<number>`count(*) filter (where ${dateRangeCondition(dateColumns[field], id, today)})::int`.mapWith(
            Number,
          ),
        ]),
    ),
  );
  const [totals] = await db
    .select({
      devices: sql<number>`count(*)::int`.mapWith(Number),
      chassis: sql<number>`count(*) filter (where ${devices.deviceType} = 1)::int`.mapWith(Number),
      minor: sql<number>`count(*) filter (where ${devices.deviceType} = 2)::int`.mapWith(Number),
      ...bucketColumns,
    })
    .from(devices)
    .where(visibleDevices(userId, companyId));
  const contracts = await listContracts(db, principal, 0);
  const bySource = ([1, 2, 3] as const).map((dataSource) => {
    const of = contracts.filter((contract) => contract.dataSource === dataSource);
    return {
      dataSource,
      contracts: of.length,
      devices: of.reduce((sum, contract) => sum + contract.deviceCount, 0),
    };
  });
  const bucket = (field: DeviceDateField, ids: readonly number[]) =>
    ids.map((dateRange) => ({
      dateRange,
      devices: Number((totals as Record<string, unknown> | undefined)?.[`${field}:${dateRange}`] ?? 0),
    }));
  return {
    contracts: contracts.length,
    devices: totals?.devices ?? 0,
    chassis: totals?.chassis ?? 0,
    minor: totals?.minor ?? 0,
    manufacturers: new Set(contracts.map((contract) => contract.manufacturerId)).size,
    allContracts: await seesAllContracts(db, userId),
    bySource,
    contractEndDate: bucket('contractEndDate', CONTRACT_EXPIRY_BUCKETS.contractEndDate),
    lastDateOfSupport: bucket('lastDateOfSupport', CONTRACT_EXPIRY_BUCKETS.lastDateOfSupport),
    endOfSaleDate: bucket('endOfSaleDate', CONTRACT_EXPIRY_BUCKETS.endOfSaleDate),
    asOf: today,
  };
}

/** Deletes a contract the caller sees, with its devices (their foreign key cascades); its number. */
export async function deleteContract(db: Executor, principal: Principal, id: string): Promise<string> {
  const { userId, companyId } = callerScope(principal);
  const [row] = await db
    .delete(maintenanceContracts)
    .where(and(eq(maintenanceContracts.id, id), visibleContracts(userId, companyId)))
    .returning({ number: maintenanceContracts.contractNumber });
  if (!row) throw contractNotFound();
  return row.number;
}
