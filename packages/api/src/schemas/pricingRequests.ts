import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import { PRICING_REQUEST_ALL_STATUSES } from '../limits';
import { Guid, limitedText, PageOf } from './common';
import { PricingRequestLines } from './documents';
import { WorkflowHistoryEntry } from './workflow';

/**
 * Pricing requests after they are submitted (001 §7 "Pricing requests"): the list titled Requests, one request
 * with its progress line Submitted (7) → In Process (8) → Quoted (9) → Purchased (1), print and exports. The
 * status is moved by the reseller's sales desk, outside the portal; a request Quoted or Purchased links to the
 * quote the sales desk made of it.
 */

const statusValues: readonly number[] = Object.values(Enumerations.PricingRequestStatus).map(
  (entry) => entry.value,
);
const dateRangeIds = new Set<number>(Object.values(Enumerations.DateRange).map((entry) => entry.value));

/** Filters of `listPricingRequests` and `ExportToExcel`. */
export const PricingRequestSearchQuery = z.object({
  /** A PricingRequestStatus, or -1 (all). */
  status: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((value) => value === PRICING_REQUEST_ALL_STATUSES || statusValues.includes(value), {
        message: 'Not a pricing request status.',
      }),
    ),
    PRICING_REQUEST_ALL_STATUSES,
  ),
  /** A DateRange id (001 §9) applied to the created date; 0 Any Date. */
  dateRange: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((id) => dateRangeIds.has(id), { message: 'Not a date range.' }),
    ),
    0,
  ),
  /** Part of the number or the title. */
  keyword: z.optional(limitedText({ min: 0, max: 200 })),
});
export type PricingRequestSearchQuery = z.input<typeof PricingRequestSearchQuery>;

export const PricingRequestListQuery = z.extend(PricingRequestSearchQuery, {
  /** 1-based page number. */
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
export type PricingRequestListQuery = z.input<typeof PricingRequestListQuery>;

export const PricingRequestSummary = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.int(),
  statusName: z.string(),
  /** ISO 8601. */
  createdDate: z.string(),
  /** Full name of the requester. */
  requester: z.string(),
  /** The quote made of it (Quoted, Purchased); null before. */
  quoteID: z.nullable(z.string()),
  quoteNumber: z.nullable(z.string()),
});
export type PricingRequestSummary = z.infer<typeof PricingRequestSummary>;

export const PricingRequestPage = PageOf(PricingRequestSummary);
export type PricingRequestPage = z.infer<typeof PricingRequestPage>;

export const PricingRequestIdQuery = z.object({ id: Guid });
export type PricingRequestIdQuery = z.input<typeof PricingRequestIdQuery>;

/** One step of the progress line. */
export const PricingRequestStep = z.object({
  status: z.int(),
  name: z.string(),
  state: z.enum(['completed', 'current', 'upcoming']),
  /** When the request reached this step (ISO 8601); null when it has not (or it is not recorded). */
  reachedAt: z.nullable(z.string()),
});
export type PricingRequestStep = z.infer<typeof PricingRequestStep>;

/** `getPricingRequestData`: one pricing request. */
export const PricingRequestDetail = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  comments: z.string(),
  status: z.int(),
  statusName: z.string(),
  steps: z.array(PricingRequestStep),
  createdDate: z.string(),
  modifiedDate: z.string(),
  requester: z.string(),
  requesterEmail: z.string(),
  lines: PricingRequestLines,
  /** Lines and bundles counted as the cart counts them. */
  count: z.int(),
  attachmentCount: z.int(),
  quoteID: z.nullable(z.string()),
  quoteNumber: z.nullable(z.string()),
  history: z.array(WorkflowHistoryEntry),
});
export type PricingRequestDetail = z.infer<typeof PricingRequestDetail>;

/** What a sales-desk move answers (sandbox). */
export const SalesDeskMoveAnswer = z.object({
  id: z.string(),
  number: z.string(),
  status: z.int(),
  quoteID: z.nullable(z.string()),
  quoteNumber: z.nullable(z.string()),
});
export type SalesDeskMoveAnswer = z.infer<typeof SalesDeskMoveAnswer>;
