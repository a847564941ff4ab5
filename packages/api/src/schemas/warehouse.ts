import * as z from 'zod/mini';
import { Guid, Money, optionalLimitedText, PageOf } from './common';
import { DocumentLink } from './orders';

/**
 * The warehouse summary (001 §2 /warehouse-summary, orders|ordersMenuStorefront; the documents name the route and
 * nothing else). Issue 17 designs it as an IT reseller's business customers expect it: the goods the customer
 * bought that the reseller holds for it in its own warehouses (integration and staging centers) until they are
 * deployed: each item received against an order line, then staged for deployment (imaged, asset-tagged, kitted),
 * then shipped to the customer's site. The summary lists them by location and order with their status, counts
 * what is in each state (and the value still held), and exports the same matches as XLSX.
 *
 * Scope: the goods of the caller's company, whoever of its users placed the order (what the reseller holds is the
 * company's stock, not one buyer's). Affiliated companies' goods are not included.
 */

/** The states of an item held for the customer, in the order it goes through them. */
export const WarehouseItemStatus = {
  Received: { value: 1, name: 'Received' },
  Staged: { value: 2, name: 'Staged for Deployment' },
  Shipped: { value: 3, name: 'Shipped' },
} as const;
/** The status filter's "every status". */
export const WAREHOUSE_STATUS_ALL = -1;
export const WAREHOUSE_PAGE_SIZE = 20;

const statusValues = new Set<number>(Object.values(WarehouseItemStatus).map((entry) => entry.value));
const coercedInt = () => z.coerce.number().check(z.int());

/** The filters of the summary (and of its export). */
export const WarehouseFilterQuery = z.object({
  /** One warehouse location's id; absent for every location. */
  location: z.optional(Guid),
  /** A WarehouseItemStatus value, or -1 for every status. */
  status: z._default(
    coercedInt().check(
      z.refine((value) => value === WAREHOUSE_STATUS_ALL || statusValues.has(value), {
        message: 'Not a warehouse item status.',
      }),
    ),
    WAREHOUSE_STATUS_ALL,
  ),
  /** Part of the order number the goods were bought on. */
  order: optionalLimitedText(100),
});
export type WarehouseFilterQuery = z.input<typeof WarehouseFilterQuery>;
export type WarehouseFilters = z.output<typeof WarehouseFilterQuery>;

/** `Warehouse/summary`: the filters and the page (20 to a page). */
export const WarehouseSummaryQuery = z.object({
  ...WarehouseFilterQuery.shape,
  /** 1-based page number. */
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(100)), WAREHOUSE_PAGE_SIZE),
});
export type WarehouseSummaryQuery = z.input<typeof WarehouseSummaryQuery>;

/** A reseller's warehouse. */
export const WarehouseLocation = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type WarehouseLocation = z.infer<typeof WarehouseLocation>;

/** Quantities in each state; `heldValue` is what the received and staged ones cost on their order. */
export const WarehouseQuantities = z.object({
  received: z.int(),
  staged: z.int(),
  shipped: z.int(),
  heldValue: Money,
});
export type WarehouseQuantities = z.infer<typeof WarehouseQuantities>;

/** An item (one order line's goods in one state at one location). */
export const WarehouseItem = z.object({
  id: z.string(),
  location: WarehouseLocation,
  order: DocumentLink,
  po: z.string(),
  lineNumber: z.nullable(z.int()),
  manufacturerPart: z.string(),
  description: z.string(),
  quantity: z.int(),
  unitPrice: Money,
  /** WarehouseItemStatus value and its name. */
  status: z.int(),
  statusName: z.string(),
  serialNumbers: z.array(z.string()),
  assetTags: z.array(z.string()),
  receivedDate: z.string(),
  stagedDate: z.nullable(z.string()),
  shippedDate: z.nullable(z.string()),
  /** The shipment that took it to the customer, once shipped. */
  shipment: z.nullable(DocumentLink),
});
export type WarehouseItem = z.infer<typeof WarehouseItem>;

/**
 * A page of items (by location, then newest order first, then line), the totals of every match, and each
 * location that holds any of the company's goods with its quantities under the filters other than location (the
 * location filter's choices and the by-location breakdown).
 */
export const WarehouseSummary = z.extend(PageOf(WarehouseItem), {
  totals: WarehouseQuantities,
  locations: z.array(z.extend(WarehouseLocation, { quantities: WarehouseQuantities })),
});
export type WarehouseSummary = z.infer<typeof WarehouseSummary>;
