import {
  WAREHOUSE_STATUS_ALL,
  type WarehouseFilters,
  type WarehouseItem,
  WarehouseItemStatus,
  type WarehouseQuantities,
  type WarehouseSummary,
} from '@b2b-portal/api';
import { toMoney } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, shipments, warehouseItems, warehouseLocations } from '../../db/schema';
import type { Principal } from '../../http/context';
import { containsPattern as likePattern } from '../documents/keyword-match';
import { companyOf } from '../quotes/store';

/**
 * The warehouse summary (issue 17): the goods the reseller holds for the caller's company at its locations, by
 * location and order, in the states Received, Staged for Deployment and Shipped. The scope is the company (every
 * order of it, whoever placed it); the route's permission (orders|ordersMenuStorefront) is checked by the
 * registrar before any of this runs.
 */

const RECEIVED = WarehouseItemStatus.Received.value;
const STAGED = WarehouseItemStatus.Staged.value;
const SHIPPED = WarehouseItemStatus.Shipped.value;
const statusNames = new Map<number, string>(
  Object.values(WarehouseItemStatus).map((entry) => [entry.value, entry.name]),
);
export const warehouseStatusName = (status: number) => statusNames.get(status) ?? '';

/** The filters other than the location (the by-location breakdown applies these). */
function statusAndOrder(filters: WarehouseFilters): SQL | undefined {
  return and(
    filters.status === WAREHOUSE_STATUS_ALL ? undefined : eq(warehouseItems.status, filters.status),
    filters.order
      ? sql`exists (select 1 from ${orders} where ${orders.id} = ${warehouseItems.orderId} and ${orders.orderNumber} ilike ${likePattern(filters.order)})`
      : undefined,
  );
}

function matching(principal: Principal, filters: WarehouseFilters): SQL {
  return and(
    eq(warehouseItems.companyId, companyOf(principal)),
    filters.location ? eq(warehouseItems.locationId, filters.location) : undefined,
    statusAndOrder(filters),
  ) as SQL;
}

/** The quantities of each state and the value still held, as SQL aggregates over the rows where `also` holds. */
const quantityColumns = (also?: SQL) => {
  const where = (condition: SQL) => (also ? sql`(${condition}) and (${also})` : condition);
  const sumWhere = (status: number) =>
    sql<number>`coalesce(sum(${warehouseItems.quantity}) filter (where ${where(sql`${warehouseItems.status} = ${status}`)}), 0)::int`;
  return {
    received: sumWhere(RECEIVED),
    staged: sumWhere(STAGED),
    shipped: sumWhere(SHIPPED),
    heldValue: sql<string>`coalesce(sum(${warehouseItems.quantity} * ${warehouseItems.unitPrice}) filter (where ${where(sql`${warehouseItems.status} in (${RECEIVED}, ${STAGED})`)}), 0)::text`,
  };
};

const quantitiesOf = (row: { received: number; staged: number; shipped: number; heldValue: string }) =>
  ({
    received: Number(row.received),
    staged: Number(row.staged),
    shipped: Number(row.shipped),
    heldValue: toMoney(row.heldValue),
  }) satisfies WarehouseQuantities;

const itemColumns = {
  item: warehouseItems,
  location: { id: warehouseLocations.id, code: warehouseLocations.code, name: warehouseLocations.name },
  orderNumber: orders.orderNumber,
  po: orders.po,
  shipmentNumber: shipments.number,
};

type ItemRow = {
  item: typeof warehouseItems.$inferSelect;
  location: { id: string; code: string; name: string };
  orderNumber: string;
  po: string;
  shipmentNumber: string | null;
};

function itemOf(row: ItemRow): WarehouseItem {
  const { item } = row;
  return {
    id: item.id,
    location: row.location,
    order: { id: item.orderId, number: row.orderNumber },
    po: row.po,
    lineNumber: item.lineNumber,
    manufacturerPart: item.manufacturerPart,
    description: item.description,
    quantity: item.quantity,
    unitPrice: toMoney(item.unitPrice),
    status: item.status,
    statusName: warehouseStatusName(item.status),
    serialNumbers: item.serialNumbers,
    assetTags: item.assetTags,
    receivedDate: item.receivedDate,
    stagedDate: item.stagedDate,
    shippedDate: item.shippedDate,
    shipment:
      item.shipmentId && row.shipmentNumber ? { id: item.shipmentId, number: row.shipmentNumber } : null,
  };
}

/** The items matching `filters` by location, newest order first, then line: a page of them (all without `page`). */
export async function warehouseItemsOf(
  db: Executor,
  principal: Principal,
  filters: WarehouseFilters,
  page?: { start: number; size: number },
): Promise<WarehouseItem[]> {
  const query = db
    .select(itemColumns)
    .from(warehouseItems)
    .innerJoin(warehouseLocations, eq(warehouseLocations.id, warehouseItems.locationId))
    .innerJoin(orders, eq(orders.id, warehouseItems.orderId))
    .leftJoin(shipments, eq(shipments.id, warehouseItems.shipmentId))
    .where(matching(principal, filters))
    .orderBy(
      asc(warehouseLocations.name),
      desc(orders.createdAt),
      asc(orders.orderNumber),
      asc(warehouseItems.lineNumber),
      asc(warehouseItems.status),
      asc(warehouseItems.id),
    );
  const rows = page ? await query.limit(page.size).offset((page.start - 1) * page.size) : await query;
  return rows.map(itemOf);
}

/** The summary's answer: the page, the totals of every match and each location's quantities. */
export async function warehouseSummary(
  db: Executor,
  principal: Principal,
  filters: WarehouseFilters,
  page: { start: number; size: number },
): Promise<WarehouseSummary> {
  const where = matching(principal, filters);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int`, ...quantityColumns() })
    .from(warehouseItems)
    .where(where);
  const data = await warehouseItemsOf(db, principal, filters, page);
  const byLocation = await db
    .select({
      id: warehouseLocations.id,
      code: warehouseLocations.code,
      name: warehouseLocations.name,
      ...quantityColumns(statusAndOrder(filters)),
    })
    .from(warehouseItems)
    .innerJoin(warehouseLocations, eq(warehouseLocations.id, warehouseItems.locationId))
    .where(eq(warehouseItems.companyId, companyOf(principal)))
    .groupBy(warehouseLocations.id, warehouseLocations.code, warehouseLocations.name)
    .orderBy(asc(warehouseLocations.name));
  return {
    start: page.start,
    size: page.size,
    totalRecords: Number(counted?.n ?? 0),
    records: data.length,
    sortBy: 0,
    data,
    totals: quantitiesOf(counted ?? { received: 0, staged: 0, shipped: 0, heldValue: '0' }),
    locations: byLocation.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      quantities: quantitiesOf(row),
    })),
  };
}
