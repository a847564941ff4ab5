import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import { DocumentGroupSchema } from './cartLines';
import { CappedPageOf, Guid, Money, optionalLimitedText } from './common';
import { DocumentAddress, PricingRequestBundle, PricingRequestItem } from './documents';
import { QuoteContact, QuoteDiscountAmount } from './quotes';

/**
 * Orders (001 §2 /orders, /order; §3 "Order detail" and the order fields of lists; §4 order and line statuses;
 * §7 "Orders"). An order is made by checkout (or by the reseller's ERP, here the seed) and followed by the
 * customer: list, detail with its item groups, and each line's status history.
 *
 * Scope, the same on every call: a holder of viewAllOrders (or an administrator) sees the orders of the
 * company, other order readers (orders, ordersMenuStorefront) the orders they placed; affiliatedOrders adds
 * every order of the companies affiliated with the caller's. An order outside the scope answers 404.
 */

const dateRangeIds = new Set<number>(Object.values(Enumerations.DateRange).map((entry) => entry.value));
const orderStatusValues = new Set<number>(
  Object.values(Enumerations.OrderStatus).map((entry) => entry.value),
);

/** The status filter's "all" (not an order status: those are -102, 6 and -104). */
export const ORDER_STATUS_ALL = 0;

/** The document type of orders in the document calls (001 §4: Orders 5). */
export const ORDER_DOCUMENT_TYPE = Enumerations.DocumentType.Orders.value;

const searchText = optionalLimitedText(100);
const coercedInt = () => z.coerce.number().check(z.int());

/** `Order/SearchPage`: the search card of /orders and its page (001 §9: 10 to a page). */
export const OrderSearchQuery = z.object({
  /** 1-based page number. */
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(100)), 10),
  /** OrderStatus (Open -102, Cancelled 6, Closed -104), or 0 for every status. */
  status: z._default(
    coercedInt().check(
      z.refine((value) => value === ORDER_STATUS_ALL || orderStatusValues.has(value), {
        message: 'Not an order status.',
      }),
    ),
    ORDER_STATUS_ALL,
  ),
  /** A DateRange id (001 §9) applied to the order date; 0 Any Date. */
  dateRange: z._default(
    coercedInt().check(z.refine((id) => dateRangeIds.has(id), { message: 'Not a date range.' })),
    0,
  ),
  /** Part of the order number. */
  number: searchText,
  /** Part of the customer PO number. */
  po: searchText,
  /** Part of the title. */
  title: searchText,
  /** Part of a line's manufacturer part. */
  part: searchText,
  /** A line's serial number, whole (case-insensitive). */
  serial: searchText,
  /** Part of the number of the quote the order was made from. */
  quote: searchText,
  /** Part of the number of the requisition the order was made from. */
  requisition: searchText,
  /** Part of the blanket PO number. */
  blanketPo: searchText,
  /** A ship-to name of `getSearchOptions`; '' any. */
  shipTo: searchText,
  /** A business unit (of `BusinessUnit/listHierarchy`): its orders and those of the units below it (issue 18); '' any. */
  businessUnit: z._default(z.union([Guid, z.literal('')]), ''),
  /** One company of `getSearchOptions` (the caller's or an affiliated one, with affiliatedOrders); '' any. */
  company: z._default(z.union([Guid, z.literal('')]), ''),
});
export type OrderSearchQuery = z.input<typeof OrderSearchQuery>;
/** The filters of an order search as the server reads them (defaults applied), without the paging. */
export type OrderSearchFilters = Omit<z.output<typeof OrderSearchQuery>, 'start' | 'size'>;

/** A row of the order list (001 §3 "Order fields on lists"). */
export const OrderSummary = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** ISO 8601. */
  orderDate: z.string(),
  title: z.string(),
  /** The company the order belongs to when it is not the caller's (an affiliated company); '' otherwise. */
  affiliatedCompany: z.string(),
  po: z.string(),
  grandTotal: Money,
  /** OrderStatus value. */
  status: z.int(),
  statusName: z.string(),
  /** The ship-to's name; 'Multiple' when the lines go to several addresses. */
  shipTo: z.string(),
  businessUnit: z.string(),
  quoteID: z.nullable(z.string()),
  quoteNumber: z.string(),
  requisitionID: z.nullable(z.string()),
  requisitionNumber: z.string(),
  /** The serial number searched for, as the line has it; '' when the search named none. */
  serial: z.string(),
  /** The first manufacturer part matching the part searched for; '' when the search named none. */
  part: z.string(),
  blanketPo: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderPage = CappedPageOf(OrderSummary);
export type OrderPage = z.infer<typeof OrderPage>;

/**
 * What the order search card's drop-downs offer: the ship-tos and business units of the orders in scope, and the
 * companies whose orders the caller sees (their own first, then the affiliated ones of
 * listAffiliatedCompaniesForDropDown; only their own without affiliatedOrders).
 */
export const OrderSearchOptions = z.object({
  shipTos: z.array(z.string()),
  businessUnits: z.array(z.object({ id: z.string(), name: z.string() })),
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OrderSearchOptions = z.infer<typeof OrderSearchOptions>;

export const OrderIdQuery = z.object({ id: Guid });
export type OrderIdQuery = z.input<typeof OrderIdQuery>;

/** A document a line comes from or an order was made from, with its number. */
export const DocumentLink = z.object({ id: z.string(), number: z.string() });
export type DocumentLink = z.infer<typeof DocumentLink>;

/** A line of an order: the document tree's item with what fulfilment records (001 §3 line items). */
export const OrderLine = z.extend(PricingRequestItem, {
  /** The line number of the order (the documents' `line`); getItemStatusHistory is keyed by it. */
  lineNumber: z.int(),
  /** OrderLineStatus key ('Shipped', 'BackOrder'…) and its name ('Back Order'). */
  status: z.string(),
  statusName: z.string(),
  serialNumbers: z.array(z.string()),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** Where the carrier shows the tracking; '' when unknown. */
  trackingUrl: z.string(),
  /** YYYY-MM-DD, or null. */
  shipDate: z.nullable(z.string()),
  scheduledDate: z.nullable(z.string()),
  unspsc: z.string(),
  contractVehicle: z.string(),
  /** ChargeKind value (Recurring 1, Recurring Credit 2, Timebound Credit 3, Usage 4), or null for one-time. */
  chargeKind: z.nullable(z.int()),
  chargeKindName: z.string(),
  subscriptionId: z.string(),
  /** YYYY-MM-DD, or null. */
  termStart: z.nullable(z.string()),
  termEnd: z.nullable(z.string()),
  billingModel: z.string(),
  /** Months. */
  initialTerm: z.nullable(z.int()),
  autoRenewalTerm: z.nullable(z.int()),
  variableBillingAutoRenewalTerm: z.nullable(z.int()),
  billingUnitOfMeasure: z.string(),
  /** The name of the address the line ships to. */
  shipToName: z.string(),
  /** Issue 17: the shipments that carry the line (each opens /shipment?number=&id=), oldest first. */
  shipments: z.array(DocumentLink),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** `Order/GetOrderWithItemGroups`: the order detail of 001 §3. */
export const Order = z.object({
  id: z.string(),
  orderNumber: z.string(),
  title: z.string(),
  po: z.string(),
  /** ISO 8601. */
  orderDate: z.string(),
  status: z.int(),
  statusName: z.string(),
  /** The company the order belongs to when it is not the caller's; '' otherwise. */
  affiliatedCompany: z.string(),
  /** Full name of the user who placed it. */
  orderedBy: z.string(),
  businessUnitName: z.string(),
  blanketPo: z.string(),
  /** The blanket PO the order was placed against, when it is the caller's company's (its page); null otherwise. */
  blanketOrderID: z.nullable(z.string()),
  paymentTerm: z.string(),
  /** ShippingMethod name ('Standard (5-7 business days)'); '' when none. */
  shippingMethod: z.string(),
  comments: z.string(),
  billTo: z.nullable(DocumentAddress),
  /** null when the lines ship to several addresses (each line names its own). */
  shipTo: z.nullable(DocumentAddress),
  endUser: z.nullable(DocumentAddress),
  accountManager: z.nullable(QuoteContact),
  insideSales: z.nullable(QuoteContact),
  quote: z.nullable(DocumentLink),
  requisition: z.nullable(DocumentLink),
  groups: z.array(DocumentGroupSchema),
  bundles: z.array(PricingRequestBundle),
  items: z.array(OrderLine),
  discountAmounts: z.array(QuoteDiscountAmount),
  subTotal: Money,
  discountTotal: Money,
  taxTotal: Money,
  shippingTotal: Money,
  grandTotal: Money,
});
export type Order = z.infer<typeof Order>;

/** The document calls of line statuses: an order (type 5, the only one with line statuses) and its line. */
export const ItemStatusQuery = z.object({
  id: Guid,
  type: z._default(z.pipe(z.coerce.number(), z.literal(ORDER_DOCUMENT_TYPE)), ORDER_DOCUMENT_TYPE),
});
export type ItemStatusQuery = z.input<typeof ItemStatusQuery>;

export const ItemStatusHistoryQuery = z.object({
  ...ItemStatusQuery.shape,
  lineNumber: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
});
export type ItemStatusHistoryQuery = z.input<typeof ItemStatusHistoryQuery>;

/** One status a line went through. */
export const ItemStatusEntry = z.object({
  /** OrderLineStatus key and name. */
  status: z.string(),
  statusName: z.string(),
  /** ISO 8601. */
  changedAt: z.string(),
  comment: z.string(),
});
export type ItemStatusEntry = z.infer<typeof ItemStatusEntry>;

/** `getItemStatusHistory`: a line's statuses, oldest first. */
export const ItemStatusHistory = z.object({ lineNumber: z.int(), entries: z.array(ItemStatusEntry) });
export type ItemStatusHistory = z.infer<typeof ItemStatusHistory>;

/** `getItemStatus`: every line's current status. */
export const ItemStatuses = z.object({
  lines: z.array(z.object({ lineNumber: z.int(), status: z.string(), statusName: z.string() })),
});
export type ItemStatuses = z.infer<typeof ItemStatuses>;

/** `getStatusHistoryLineNumbers`: the lines that have a status history. */
export const StatusHistoryLineNumbers = z.object({ lineNumbers: z.array(z.int()) });
export type StatusHistoryLineNumbers = z.infer<typeof StatusHistoryLineNumbers>;

/** `orderSearchListExportToExcel`: the list's filters, without the paging (every match is exported). */
export const OrderSearchExportQuery = z.omit(OrderSearchQuery, { start: true, size: true });
export type OrderSearchExportQuery = z.input<typeof OrderSearchExportQuery>;

/** `exportOrderSerialNumber`: an order and one of its line numbers. */
export const OrderLineQuery = z.object({
  id: Guid,
  lineNumber: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
});
export type OrderLineQuery = z.input<typeof OrderLineQuery>;

/**
 * What an entry of an order's history tells (001 §3 "Order detail": order history): the order was placed, a line
 * changed status, a shipment left, a file was attached. The history is read from the records themselves (the
 * order, its lines' status history, its shipments, its attachments), so an attachment deleted since is no
 * longer in it.
 */
export const OrderHistoryKind = z.enum(['placed', 'lineStatus', 'shipped', 'attachmentAdded']);
export type OrderHistoryKind = z.infer<typeof OrderHistoryKind>;

export const OrderHistoryEntry = z.object({
  kind: OrderHistoryKind,
  /** ISO 8601. */
  at: z.string(),
  /** The line a status change is of; null for the other kinds. */
  lineNumber: z.nullable(z.int()),
  /** What the entry names: the status name, the shipment number, the file name; '' when placed. */
  subject: z.string(),
  /** The comment of a status change, the description of an attachment; '' otherwise. */
  detail: z.string(),
  /** Who did it (the placer, the uploader) when the portal knows; '' otherwise. */
  by: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** `getOrderHistory`: the order's events, oldest first. */
export const OrderHistory = z.object({ entries: z.array(OrderHistoryEntry) });
export type OrderHistory = z.infer<typeof OrderHistory>;
