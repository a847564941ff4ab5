import { createHash } from 'node:crypto';
import {
  type DocumentAddress,
  EMPTY_GUID,
  Enumerations,
  LIST_COUNT_CAP,
  type Order,
  type OrderLine,
  type OrderSearchFilters,
  type OrderSummary,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { dateRangeFor, hasPermission, sumMoney, toMoney } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Bind, literal, preparedShapes, ShapeValues } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import {
  businessUnits,
  companies,
  companyAffiliations,
  orderLineStatusHistory,
  orderLines,
  orders,
  paymentTerms,
  quotes,
  requisitions,
  shipmentContainerItems,
  shipmentContainers,
  shipments,
  users,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { inBusinessUnitBranch } from '../business-units/store';
import { isAdministrator } from '../documents/access';
import { cappedCount, cappedCountColumn } from '../documents/capped-count';
import { containsKeyword, containsPattern, lookupPattern } from '../documents/keyword-match';
import { companyOf } from '../quotes/store';

/**
 * Which orders a caller sees, how they are searched and how they read (001 §3 "Order detail", §7 "Orders").
 * viewAllOrders (and administrators) see the company's orders, other readers the orders they placed;
 * affiliatedOrders adds every order of the companies affiliated with the caller's. Anything else is 404.
 */

export const orderNotFound = () => Problems.notFound('OrderNotFound', formatMessage('Order.NotFound'));
export const orderLineNotFound = () =>
  Problems.notFound('OrderLineNotFound', formatMessage('Order.LineNotFound'));

const orderStatusNames = new Map<number, string>(
  Object.values(Enumerations.OrderStatus).map((entry) => [entry.value, entry.name]),
);
const lineStatusNames = new Map<string, string>(
  Object.entries(Enumerations.OrderLineStatus).map(([key, entry]) => [key, entry.name]),
);
const chargeKindNames = new Map<number, string>(
  Object.values(Enumerations.ChargeKind).map((entry) => [entry.value, entry.name]),
);
const shippingMethodNames = new Map<number, string>(
  Object.values(Enumerations.ShippingMethod).map((entry) => [entry.value, entry.name]),
);
export const orderStatusName = (status: number) => orderStatusNames.get(status) ?? '';
export const lineStatusName = (status: string) => lineStatusNames.get(status) ?? status;

/** The caller's orders (see the module's comment). */
const seesAffiliated = (principal: Principal) =>
  isAdministrator(principal) || hasPermission(principal.permissions, 'affiliatedOrders');

/**
 * Whether the caller's orders are one range of the list's sort index (their company's, or their own in it), not
 * also their affiliated companies': then their orders can be read in the list's order from that index alone.
 */
export const orderScopeIsOneRange = (principal: Principal) => !seesAffiliated(principal);

/** The companies affiliated with the caller's (listAffiliatedCompaniesForDropDown's), as a subquery. */
const affiliatedCompanyIds = (companyId: string | SQL) =>
  sql`(select ${companyAffiliations.affiliatedCompanyId} from ${companyAffiliations} where ${companyAffiliations.companyId} = ${companyId})`;

export function orderScope(principal: Principal, bind: Bind = literal): SQL {
  const companyId = companyOf(principal);
  const company = eq(orders.companyId, bind('company', companyId));
  const own = hasPermission(principal.permissions, 'viewAllOrders')
    ? company
    : (and(company, eq(orders.userId, bind('user', principal.userId))) as SQL);
  if (!seesAffiliated(principal)) return own;
  return or(own, inArray(orders.companyId, affiliatedCompanyIds(bind('affiliatedOf', companyId)))) as SQL;
}

/** The most rows the list's export writes (a sheet of every order a large company ever placed stays usable). */
export const ORDER_EXPORT_MAX_ROWS = 10_000;

function orderedBetween(dateRange: number, bind: Bind = literal): SQL | undefined {
  const range = dateRangeFor(dateRange, new Date().toISOString().slice(0, 10));
  if (!range) return undefined;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(orders.createdAt, bind('from', new Date(`${range.from}T00:00:00Z`))));
  if (range.to) {
    const before = new Date(`${range.to}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, bind('to', before)));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A line of the order whose manufacturer part contains `part`. */
const partMatch = (part: string, bind: Bind = literal, name = 'part') =>
  sql`(select ${qualified(orderLines.manufacturerPart)} from ${orderLines} where ${qualified(orderLines.orderId)} = ${qualified(orders.id)} and ${qualified(orderLines.manufacturerPart)} ilike ${bind(name, containsPattern(part))} order by ${qualified(orderLines.lineNumber)} limit 1)`;

/** The serial number `serial` (whole, any case) as a line of the order has it. */
const serialMatch = (serial: string, bind: Bind = literal, name = 'serial') =>
  sql`(select serial.value from ${orderLines}, jsonb_array_elements_text(${qualified(orderLines.serialNumbers)}) as serial(value) where ${qualified(orderLines.orderId)} = ${qualified(orders.id)} and lower(serial.value) = ${bind(name, serial.toLowerCase())} limit 1)`;

/**
 * The order's quote or requisition (the first made into it) as its id and number, or null. One subquery each, and
 * the company's and business unit's names each a subquery by primary key rather than a join: the list's statement
 * is planned at each call (db/client.ts), and four subqueries and two joins cost PostgreSQL 0.19-0.25 ms of
 * planning against 0.12-0.15 for this form, for the same run (session 31, measured on the large seed).
 */
const idAndNumberOf = (table: typeof quotes | typeof requisitions) =>
  sql<
    [string, string] | null
  >`(select array[${qualified(table.id)}::text, ${qualified(table.number)}] from ${table} where ${qualified(table.orderId)} = ${qualified(orders.id)} limit 1)`;
const companyName = sql<string>`(select ${qualified(companies.name)} from ${companies} where ${qualified(companies.id)} = ${qualified(orders.companyId)})`;
const businessUnitName = sql<
  string | null
>`(select ${qualified(businessUnits.name)} from ${businessUnits} where ${qualified(businessUnits.id)} = ${qualified(orders.businessUnitId)})`;

/** The list's order, newest first: `orders_company_created_idx` and `orders_company_user_created_idx` read backwards. */
export const orderListOrder = [desc(orders.createdAt), desc(orders.orderNumber)];

export function searchCondition(principal: Principal, search: OrderSearchFilters, bind: Bind = literal): SQL {
  // The title is found through the trigrams of number, title and PO together (`search_text`, in lower case: the
  // words lowered by the same lower() that ILIKE applies), then checked on the title itself; number
  // and PO each through their own column's trigrams (`orders_number_trgm_idx`, `orders_po_trgm_idx`). Each looks
  // the index up by the words of what was typed and checks the whole of it on the candidates (keyword-match.ts:
  // the trigrams at the words' edges, `so `, ` nw`, `lg `, are in nearly every order).
  const contains = (column: Parameters<typeof ilike>[0], text: string) =>
    text
      ? and(
          sql`${orders.searchText} like lower(${bind('title.words', lookupPattern(text))})`,
          ilike(column, bind('title', containsPattern(text))),
        )
      : undefined;
  const containedIn = (column: Parameters<typeof ilike>[0], text: string, name: string) =>
    text ? containsKeyword(column, text, bind, name) : undefined;
  return and(
    orderScope(principal, bind),
    search.status === 0 ? undefined : eq(orders.status, bind('status', search.status)),
    orderedBetween(search.dateRange, bind),
    containedIn(orders.orderNumber, search.number, 'number'),
    containedIn(orders.po, search.po, 'po'),
    contains(orders.title, search.title),
    search.blanketPo
      ? ilike(orders.blanketPo, bind('blanketPo', containsPattern(search.blanketPo)))
      : undefined,
    search.part ? sql`${partMatch(search.part, bind)} is not null` : undefined,
    search.serial ? sql`${serialMatch(search.serial, bind)} is not null` : undefined,
    search.quote
      ? sql`exists (select 1 from ${quotes} where ${quotes.orderId} = ${orders.id} and ${quotes.number} ilike ${bind('quote', containsPattern(search.quote))})`
      : undefined,
    search.requisition
      ? sql`exists (select 1 from ${requisitions} where ${requisitions.orderId} = ${orders.id} and ${requisitions.number} ilike ${bind('requisition', containsPattern(search.requisition))})`
      : undefined,
    search.shipTo ? sql`${orders.shipTo}->>'name' = ${bind('shipTo', search.shipTo)}` : undefined,
    inBusinessUnitBranch(orders.businessUnitId, search.businessUnit, bind),
    search.company ? eq(orders.companyId, bind('companyFilter', search.company)) : undefined,
  ) as SQL;
}

/** The columns of a row of the list. */
const summaryColumns = (search: OrderSearchFilters, bind: Bind = literal) => ({
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  title: orders.title,
  companyId: orders.companyId,
  companyName,
  po: orders.po,
  grandTotal: orders.grandTotal,
  status: orders.status,
  shipTo: orders.shipTo,
  businessUnit: businessUnitName,
  quote: idAndNumberOf(quotes),
  requisition: idAndNumberOf(requisitions),
  serial: search.serial ? serialMatch(search.serial, bind, 'serial.column').mapWith(String) : sql<string>`''`,
  part: search.part ? partMatch(search.part, bind, 'part.column').mapWith(String) : sql<string>`''`,
  blanketPo: orders.blanketPo,
});

/** Whether a number, PO or title narrows the orders: found through the trigram index, they are few. */
const narrowedByText = (search: OrderSearchFilters) => Boolean(search.number || search.po || search.title);

/**
 * Whether any filter is a text pattern (`ilike`): its plan depends on the pattern, so its statement is planned at
 * each call (unnamed); the others keep one plan per connection (db/prepared.ts `preparedShapes`).
 */
const patterned = (search: OrderSearchFilters) =>
  Boolean(
    narrowedByText(search) ||
      search.blanketPo ||
      search.part ||
      search.serial ||
      search.quote ||
      search.requisition,
  );

/** The list's statements, prepared by shape (db/prepared.ts: drizzle builds each shape's SQL once). */
const orderPages = preparedShapes('order_page');

/**
 * A page of the orders matching `search`, newest first, with their count up to the cap (`cappedCount`); without
 * `page`, every match up to ORDER_EXPORT_MAX_ROWS (the list's export) and no count.
 */
export async function orderSummaries(
  db: Executor,
  principal: Principal,
  search: OrderSearchFilters,
  page?: { start: number; size: number },
): Promise<{ total: number; totalCapped: boolean; data: OrderSummary[] }> {
  // A page's statements are prepared by shape, their values bound (`shape`); the export's is built for its call.
  const shape = page ? new ShapeValues() : undefined;
  const bind = shape?.bind ?? literal;
  const where = searchCondition(principal, search, bind);
  const { start, size } = page ?? { start: 1, size: ORDER_EXPORT_MAX_ROWS };
  const columns = summaryColumns(search, bind);
  const limit = bind('limit', size);
  const offset = bind('offset', (start - 1) * size);
  /** `matches`: the count beside each row (every match's, or up to the cap's), or none. */
  const pageWhere = (condition: SQL, matches: SQL<number> | undefined) =>
    db
      .select({
        ...columns,
        matches: (matches ?? sql<number>`0`).mapWith(Number),
      })
      .from(orders)
      .where(condition)
      .orderBy(...orderListOrder)
      .limit(limit)
      .offset(offset);
  type PageRows = Awaited<ReturnType<typeof pageWhere>>;
  /** Runs a page's statement: its shape's, prepared once, with this call's values; else built for this call. */
  const read = (kind: string, build: () => ReturnType<typeof pageWhere>): Promise<PageRows> =>
    shape
      ? orderPages(db, shape.key(kind), (name) => build().prepare(patterned(search) ? '' : name)).execute(
          shape.values,
        )
      : build();
  let counted: { total: number; totalCapped: boolean } | undefined;
  let rows: Awaited<ReturnType<typeof pageWhere>> | undefined;
  if (page && narrowedByText(search)) {
    // A number, PO or title found through the trigram index: the matches (up to the cap) are found once, and the
    // page is sorted from them with their count beside it, instead of a count and a page that each search.
    rows = await read('narrowed', () =>
      pageWhere(
        inArray(
          orders.id,
          db
            .select({ id: orders.id })
            .from(orders)
            .where(where)
            .limit(LIST_COUNT_CAP + 1),
        ),
        sql<number>`count(*) over ()`,
      ),
    );
    const matches = rows[0]?.matches;
    if (matches !== undefined && matches <= LIST_COUNT_CAP) counted = { total: matches, totalCapped: false };
    else rows = undefined;
  }
  if (!rows && page) {
    // The page and its count up to the cap in one statement; a page past the last asks the count alone.
    rows = await read('page', () => pageWhere(where, cappedCountColumn(db, orders, where)));
    const matches = rows[0]?.matches;
    counted =
      matches === undefined
        ? await cappedCount(db, orders, searchCondition(principal, search))
        : { total: Math.min(matches, LIST_COUNT_CAP), totalCapped: matches > LIST_COUNT_CAP };
  }
  if (!rows) rows = await read('all', () => pageWhere(where, undefined));
  const ownCompany = companyOf(principal);
  return {
    total: counted?.total ?? rows.length,
    totalCapped: counted?.totalCapped ?? false,
    data: rows.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      orderDate: row.createdAt.toISOString(),
      title: row.title,
      affiliatedCompany: row.companyId === ownCompany ? '' : row.companyName,
      po: row.po,
      grandTotal: toMoney(row.grandTotal),
      status: row.status,
      statusName: orderStatusName(row.status),
      shipTo: shipToName(row.shipTo),
      businessUnit: row.businessUnit ?? '',
      quoteID: row.quote?.[0] ?? null,
      quoteNumber: row.quote?.[1] ?? '',
      requisitionID: row.requisition?.[0] ?? null,
      requisitionNumber: row.requisition?.[1] ?? '',
      serial: row.serial ?? '',
      part: row.part ?? '',
      blanketPo: row.blanketPo,
    })),
  };
}

/** The order's ship-to name, or 'Multiple' when its lines ship to several addresses. */
function shipToName(shipTo: Record<string, string>): string {
  return shipTo.name ?? (shipTo.multiple ? formatMessage('Order.MultipleShipTo') : '');
}

/** The drop-downs of the search card: the ship-tos and business units of the orders in scope. */
export async function searchOptions(db: Executor, principal: Principal) {
  const scope = orderScope(principal);
  const shipTos = await db
    .selectDistinct({ name: sql<string>`${orders.shipTo}->>'name'` })
    .from(orders)
    .where(and(scope, sql`${orders.shipTo} ? 'name'`))
    .orderBy(sql`${orders.shipTo}->>'name'`);
  const units = await db
    .selectDistinct({ id: businessUnits.id, name: businessUnits.name })
    .from(orders)
    .innerJoin(businessUnits, eq(businessUnits.id, orders.businessUnitId))
    .where(scope)
    .orderBy(businessUnits.name);
  const companyId = companyOf(principal);
  const [own] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const affiliated = seesAffiliated(principal)
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, affiliatedCompanyIds(companyId)))
        .orderBy(companies.name)
    : [];
  return {
    shipTos: shipTos.map((row) => row.name),
    businessUnits: units,
    companies: [...(own ? [own] : []), ...affiliated],
  };
}

export type OrderRow = typeof orders.$inferSelect;

/** An order the caller may see, or 404. */
export async function findVisibleOrder(db: Executor, principal: Principal, id: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), orderScope(principal)))
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/** A stored address snapshot (checkout's or the ERP's) as the contract's document address; null when empty. */
export function snapshotAddress(stored: Record<string, string> | null | undefined): DocumentAddress | null {
  if (!stored?.name) return null;
  const field = (key: string) => (typeof stored[key] === 'string' ? stored[key] : '');
  const line1 = field('line1');
  const place = [field('city'), [field('state'), field('zipCode')].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const contactName =
    field('contactName') || [field('firstName'), field('lastName')].filter(Boolean).join(' ');
  return {
    name: stored.name,
    formatted:
      field('formatted') || [line1, field('line2'), field('line3'), place].filter(Boolean).join(', '),
    line1,
    line2: field('line2'),
    line3: field('line3'),
    city: field('city'),
    state: field('state'),
    zipCode: field('zipCode'),
    countryCode: field('countryCode'),
    contactName,
    email: field('email'),
    phone: field('phone'),
  };
}

/** A stable id for a group or bundle an order names (order lines keep the names, the tree wants ids). */
function nameId(orderId: string, kind: string, name: string): string {
  const hex = createHash('sha256').update(`${orderId}:${kind}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type LineRow = typeof orderLines.$inferSelect;

/** The order's lines as the document tree (groups and bundles by name, in line order) with the line fields. */
function lineTree(
  orderId: string,
  lines: LineRow[],
  lineShipments: ReadonlyMap<string, { id: string; number: string }[]> = new Map(),
): Pick<Order, 'groups' | 'bundles' | 'items'> {
  const groups = new Map<string, Order['groups'][number]>();
  const bundles = new Map<string, Order['bundles'][number]>();
  const items = lines.map((line, index): OrderLine => {
    const groupID = line.groupName ? nameId(orderId, 'group', line.groupName) : EMPTY_GUID;
    if (line.groupName && !groups.has(groupID)) {
      groups.set(groupID, {
        id: groupID,
        parentGroupID: EMPTY_GUID,
        name: line.groupName,
        position: groups.size,
        optional: false,
      });
    }
    const bundleID = line.bundleName ? nameId(orderId, `bundle:${groupID}`, line.bundleName) : EMPTY_GUID;
    if (line.bundleName && !bundles.has(bundleID)) {
      bundles.set(bundleID, {
        id: bundleID,
        groupID,
        name: line.bundleName,
        quantity: line.bundleQuantity,
        isBundle: true,
        isGhost: false,
        position: index,
      });
    }
    const extendedPrice = toMoney(line.extendedPrice);
    return {
      id: line.id,
      productID: line.productId,
      bundleID,
      groupID,
      position: index,
      printLineNumber: line.lineNumber,
      indexPos: index,
      manufacturerPart: line.manufacturerPart,
      manufacturerName: line.manufacturerName,
      description: line.description,
      unitPrice: toMoney(line.unitPrice),
      quantity: line.quantity,
      serviceLength: line.serviceLength,
      extendedPrice,
      pricingHidden: false,
      isRequestItem: false,
      isCustomRequest: line.productId === null,
      available: true,
      variableBilling: line.itemType ? { itemType: line.itemType, initialTerm: line.initialTerm } : null,
      comment: '',
      lineNumber: line.lineNumber,
      status: line.status,
      statusName: lineStatusName(line.status),
      serialNumbers: line.serialNumbers,
      carrier: line.carrier,
      trackingNumber: line.trackingNumber,
      trackingUrl: line.trackingUrl,
      shipDate: line.shipDate,
      scheduledDate: line.scheduledDate,
      unspsc: line.unspsc,
      contractVehicle: line.contractVehicle,
      chargeKind: line.chargeKind,
      chargeKindName: line.chargeKind === null ? '' : (chargeKindNames.get(line.chargeKind) ?? ''),
      subscriptionId: line.subscriptionId,
      termStart: line.termStart,
      termEnd: line.termEnd,
      billingModel: line.billingModel,
      initialTerm: line.initialTerm,
      autoRenewalTerm: line.autoRenewalTerm,
      variableBillingAutoRenewalTerm: line.variableBillingAutoRenewalTerm,
      billingUnitOfMeasure: line.billingUnitOfMeasure,
      shipToName: line.shipTo.name ?? '',
      shipments: lineShipments.get(line.id) ?? [],
    };
  });
  return { groups: [...groups.values()], bundles: [...bundles.values()], items };
}

/** The lines of an order, in line order. */
export const linesOf = (db: Executor, orderId: string) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNumber));

/** The detail answer of a visible order. */
export async function orderDetail(db: Executor, principal: Principal, row: OrderRow): Promise<Order> {
  const [placer] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId));
  const [unit] = row.businessUnitId
    ? await db
        .select({ name: businessUnits.name })
        .from(businessUnits)
        .where(eq(businessUnits.id, row.businessUnitId))
    : [];
  const [term] = row.paymentTermId
    ? await db
        .select({ name: paymentTerms.name })
        .from(paymentTerms)
        .where(eq(paymentTerms.id, row.paymentTermId))
    : [];
  const [company] =
    row.companyId === companyOf(principal)
      ? []
      : await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId));
  const [quote] = await db
    .select({ id: quotes.id, number: quotes.number })
    .from(quotes)
    .where(eq(quotes.orderId, row.id))
    .limit(1);
  const [requisition] = await db
    .select({ id: requisitions.id, number: requisitions.number })
    .from(requisitions)
    .where(eq(requisitions.orderId, row.id))
    .limit(1);
  const lines = await linesOf(db, row.id);
  // Issue 17: the shipments carrying each line.
  const carried = await db
    .selectDistinct({
      lineId: shipmentContainerItems.orderLineId,
      id: shipments.id,
      number: shipments.number,
      createdAt: shipments.createdAt,
    })
    .from(shipmentContainerItems)
    .innerJoin(shipmentContainers, eq(shipmentContainers.id, shipmentContainerItems.containerId))
    .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
    .where(eq(shipments.orderId, row.id))
    .orderBy(asc(shipments.createdAt), asc(shipments.number));
  const lineShipments = new Map<string, { id: string; number: string }[]>();
  for (const entry of carried) {
    if (!entry.lineId) continue;
    lineShipments.set(entry.lineId, [
      ...(lineShipments.get(entry.lineId) ?? []),
      { id: entry.id, number: entry.number },
    ]);
  }
  const discountAmounts = row.discounts.map((discount) => ({
    description: discount.description,
    amount: toMoney(discount.amount),
  }));
  const method = Number(row.shipping.method);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    title: row.title,
    po: row.po,
    orderDate: row.createdAt.toISOString(),
    status: row.status,
    statusName: orderStatusName(row.status),
    affiliatedCompany: company?.name ?? '',
    orderedBy: placer ? [placer.first, placer.last].filter(Boolean).join(' ') : '',
    businessUnitName: unit?.name ?? '',
    blanketPo: row.blanketPo,
    // An affiliated company's blanket PO is not the caller's to open.
    blanketOrderID: row.companyId === principal.companyId ? (row.blanketOrderId ?? null) : null,
    paymentTerm: term?.name ?? '',
    shippingMethod: shippingMethodNames.get(method) ?? '',
    comments: row.comments,
    billTo: snapshotAddress(row.billTo),
    shipTo: snapshotAddress(row.shipTo),
    endUser: snapshotAddress(row.endUser),
    accountManager: row.accountManager ?? null,
    insideSales: row.insideSales ?? null,
    quote: quote ?? null,
    requisition: requisition ?? null,
    ...lineTree(row.id, lines, lineShipments),
    discountAmounts,
    subTotal: toMoney(row.subtotal),
    discountTotal: sumMoney(discountAmounts.map((discount) => discount.amount)),
    taxTotal: toMoney(row.taxTotal),
    shippingTotal: toMoney(row.shippingTotal),
    grandTotal: toMoney(row.grandTotal),
  };
}

/** The statuses one line went through, oldest first; 404 for a line the order does not have. */
export async function lineStatusHistory(db: Executor, orderId: string, lineNumber: number) {
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.lineNumber, lineNumber)));
  if (!line) throw orderLineNotFound();
  const entries = await db
    .select()
    .from(orderLineStatusHistory)
    .where(eq(orderLineStatusHistory.orderLineId, line.id))
    .orderBy(asc(orderLineStatusHistory.changedAt));
  return {
    lineNumber,
    entries: entries.map((entry) => ({
      status: entry.status,
      statusName: lineStatusName(entry.status),
      changedAt: entry.changedAt.toISOString(),
      comment: entry.comment,
    })),
  };
}

/** The line numbers of an order that have a status history. */
export async function linesWithHistory(db: Executor, orderId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ lineNumber: orderLines.lineNumber })
    .from(orderLines)
    .innerJoin(orderLineStatusHistory, eq(orderLineStatusHistory.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.lineNumber);
  return rows.map((row) => row.lineNumber);
}
