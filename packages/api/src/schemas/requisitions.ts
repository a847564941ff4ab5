import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import { DocumentGroupSchema } from './cartLines';
import { Guid, limitedText, Money, PageOf } from './common';
import { PricingRequestBundle, PricingRequestItem } from './documents';

/**
 * Requisitions (001 §2 /requisitions, /requisition; §3 "Requisition"; §4 statuses; §7 "Requisitions"): a cart
 * submitted through checkout by a user who may not order, waiting for its approval chain. Its lines are a
 * snapshot in the document tree of 001 §3 (groups, bundles, items with the cart line's fields).
 */

const dateRangeIds = new Set<number>(Object.values(Enumerations.DateRange).map((entry) => entry.value));
const statusFilterValues = new Set<number>(
  Object.values(Enumerations.RequisitionStatusFilter).map((entry) => entry.value),
);

/** Orders of the requisition lists: newest first, by title, by number. */
export const RequisitionSortBy = { Newest: 0, Title: 1, Number: 2 } as const;

const searchShape = {
  /** RequisitionStatusFilter: Not Selected (-3, all), Pending Approval (4), Purchased (1), Rejected (3). */
  status: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((value) => statusFilterValues.has(value), { message: 'Not a requisition status filter.' }),
    ),
    -3,
  ),
  /** A DateRange id (001 §9) applied to the requisition date; 0 Any Date. */
  dateRange: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((id) => dateRangeIds.has(id), { message: 'Not a date range.' }),
    ),
    0,
  ),
  /** Part of the number, the title or the requester's name. */
  keyword: z.optional(limitedText({ min: 0, max: 200 })),
  /** A business unit of `BusinessUnit/listHierarchy` (issue 18): its requisitions and those of the units below it; '' any. */
  businessUnit: z._default(z.union([Guid, z.literal('')]), ''),
  /** RequisitionSortBy. */
  sortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
};

/** `Requisition/List`: a page of the requisitions the caller sees. */
export const RequisitionListQuery = z.object({
  ...searchShape,
  /** 1-based page number. */
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  /** Records per page (001 §9: 10). */
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
export type RequisitionListQuery = z.input<typeof RequisitionListQuery>;

/** `Requisition/exportsearchlist`: the list's filters, every matching requisition as XLSX. */
export const RequisitionExportBody = z.object(searchShape);
export type RequisitionExportBody = z.input<typeof RequisitionExportBody>;

/** `requisition/listpending` (001 §7 "Lists load with start 1, records 10, sortBy 0"). */
export const RequisitionPendingQuery = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  records: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  sortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
});
export type RequisitionPendingQuery = z.input<typeof RequisitionPendingQuery>;

/** A row of the requisition lists. */
export const RequisitionSummary = z.object({
  id: z.string(),
  requisitionNumber: z.string(),
  title: z.string(),
  /** RequisitionStatus (4 Pending Approval, 1 Purchased, 3 Rejected, 2 Canceled…). */
  status: z.int(),
  statusName: z.string(),
  /** ISO 8601. */
  requisitionDate: z.string(),
  grandTotal: Money,
  /** Full name of the requester. */
  requester: z.string(),
  requesterUserID: z.string(),
  businessUnit: z.string(),
  /** The order it became; empty until purchased. */
  orderNumber: z.string(),
  /** The level waiting for approval; null when none is. */
  currentLevel: z.nullable(z.int()),
  /** The role name of the level waiting for approval ('Approver Level 2'); empty when none is. */
  waitingFor: z.string(),
});
export type RequisitionSummary = z.infer<typeof RequisitionSummary>;

export const RequisitionSummaryPage = PageOf(RequisitionSummary);
export type RequisitionSummaryPage = z.infer<typeof RequisitionSummaryPage>;

export const RequisitionIdQuery = z.object({ id: Guid });
export type RequisitionIdQuery = z.input<typeof RequisitionIdQuery>;

export const DeleteRequisitionItemQuery = z.object({ id: Guid, itemId: Guid });
export type DeleteRequisitionItemQuery = z.input<typeof DeleteRequisitionItemQuery>;
export const DeleteRequisitionBundleQuery = z.object({ id: Guid, bundleId: Guid });
export type DeleteRequisitionBundleQuery = z.input<typeof DeleteRequisitionBundleQuery>;

/** `requisition/download`: the format (PDF, the only one). */
export const RequisitionDownloadQuery = z.object({
  id: Guid,
  format: z._default(
    z.pipe(
      z.string().check(z.maxLength(10)),
      z.pipe(
        z.transform((value: string) => value.toLowerCase()),
        z.literal('pdf'),
      ),
    ),
    'pdf',
  ),
});
export type RequisitionDownloadQuery = z.input<typeof RequisitionDownloadQuery>;

/** The nested requisition of 001 §3. */
export const RequisitionHeader = z.object({
  title: z.string(),
  /** ISO 8601. */
  requisitionDate: z.string(),
  orderNumber: z.string(),
  status: z.int(),
  requester: z.string(),
  createdBy: z.string(),
  businessUnit: z.string(),
  /** The order it became, or null. */
  orderID: z.nullable(z.string()),
});
export type RequisitionHeader = z.infer<typeof RequisitionHeader>;

/** The checkout's workflow data the order will be placed with, as a person reads it. */
export const RequisitionWorkflowSummary = z.object({
  orderTitle: z.string(),
  po: z.string(),
  /** The bill-to address in lines (name, street, city state zip). */
  billTo: z.array(z.string()),
  shipTo: z.array(z.string()),
  /** The ship-to contact's name; empty when none. */
  shipToContact: z.string(),
  paymentTermName: z.string(),
  shippingMethod: z.string(),
  comments: z.string(),
});
export type RequisitionWorkflowSummary = z.infer<typeof RequisitionWorkflowSummary>;

/** `Requisition/Get` (001 §3 "Requisition"); actions, history and approval come from the workflow calls. */
export const Requisition = z.object({
  id: z.string(),
  requisitionNumber: z.string(),
  /** Bumped by every change (a workflow token names the version it was issued for). */
  version: z.int(),
  taxTotal: Money,
  subTotal: Money,
  shippingTotal: Money,
  grandTotal: Money,
  businessUnitName: z.string(),
  statusName: z.string(),
  currentLevel: z.nullable(z.int()),
  waitingFor: z.string(),
  requesterUserID: z.string(),
  requisition: RequisitionHeader,
  groups: z.array(DocumentGroupSchema),
  bundles: z.array(PricingRequestBundle),
  items: z.array(PricingRequestItem),
  /** False when at least one line hides its price. */
  showPricing: z.boolean(),
  workflowData: RequisitionWorkflowSummary,
  /** Whether the caller may delete lines and bundles now (the requester while Rejected, an approver of the current level while Pending Approval). */
  canDeleteLines: z.boolean(),
});
export type Requisition = z.infer<typeof Requisition>;
