import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import { INQUIRY_LIMITS } from '../limits';
import { quoteMessages } from '../messages/en-quotes';
import { DocumentGroupSchema } from './cartLines';
import { Guid, limitedText, Money, optionalLimitedText, PageOf } from './common';
import { DocumentAddress, PricingRequestBundle, PricingRequestItem } from './documents';

/**
 * Quotes (001 §2 /quotes, /quote; §3 Quote; §4 quote statuses; §7 "Quotes"). A quote is made by the reseller's
 * sales team for a customer user; the customer reads it, downloads it, asks about it and approves or rejects it
 * (the approval calls are the workflow's, `schemas/workflow.ts`).
 *
 * A quote whose `expiresAt` has passed while it is still Submitted, Waiting or Approved is answered as Expired (4)
 * everywhere: lists, filters, detail and pending approvals.
 */

const quoteStatusFilterValues = new Set<number>(
  Object.values(Enumerations.QuoteStatusFilter).map((entry) => entry.value),
);
const dateRangeIds = new Set<number>(Object.values(Enumerations.DateRange).map((entry) => entry.value));

/** All statuses (-1) or one value of the QuoteStatusFilter list (Submitted, Purchased, Approved, Rejected, Expired). */
export const QuoteStatusFilterValue = z.int().check(
  z.refine((value) => value === -1 || quoteStatusFilterValues.has(value), {
    message: 'Not a quote status filter.',
  }),
);

const dateRange = z.int().check(z.refine((id) => dateRangeIds.has(id), { message: 'Not a date range.' }));

/** `quote/list` and `quote/export`: the search card's filters (export ignores paging). */
export const QuoteSearchBody = z.object({
  /** 1-based page number. */
  start: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(z.int().check(z.minimum(1), z.maximum(100)), 10),
  /** -1 all statuses. */
  status: z._default(QuoteStatusFilterValue, -1),
  /** A DateRange id (001 §9) applied to the created date; 0 Any Date. */
  dateRange: z._default(dateRange, 0),
  /** Part of the quote number or title. */
  keyword: optionalLimitedText(200),
  /**
   * The order of the rows: `newest` (created, newest first: the list's) or `expiresSoonest` (the expiry date,
   * soonest first, quotes that do not expire last: Account Overview's open quotes tile).
   */
  sort: z._default(z.enum(['newest', 'expiresSoonest']), 'newest'),
  /** A business unit of `BusinessUnit/listHierarchy` (issue 18): its quotes and those of the units below it; '' any. */
  businessUnit: z._default(z.union([Guid, z.literal('')]), ''),
});
export type QuoteSearchBody = z.input<typeof QuoteSearchBody>;

/** A row of the quote lists. */
export const QuoteSummary = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  title: z.string(),
  /** QuoteStatus value, Expired (4) once expiresAt has passed on a Submitted, Waiting or Approved quote. */
  status: z.int(),
  statusName: z.string(),
  /** ISO 8601. */
  createdDate: z.string(),
  grandTotal: Money,
  /** Full name of the customer user the quote is for; empty when none. */
  requester: z.string(),
  /** Business unit name; empty when none. */
  businessUnit: z.string(),
  /** ISO 8601, or null when the quote does not expire. */
  expiresAt: z.nullable(z.string()),
});
export type QuoteSummary = z.infer<typeof QuoteSummary>;

export const QuotePage = PageOf(QuoteSummary);
export type QuotePage = z.infer<typeof QuotePage>;

/** `quote/listpending`: the pending approvals call (start 1, records 10, sortBy 0, status -1; 001 §7, §9). */
export const PendingQuotesQuery = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  records: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  /** 0: newest first (the only order). */
  sortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10)), 0),
  /** -1: every waiting quote; 2 Submitted or 9 Waiting narrows. */
  status: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((value) => value === -1 || value === 2 || value === 9, { message: 'Not a pending status.' }),
    ),
    -1,
  ),
});
export type PendingQuotesQuery = z.input<typeof PendingQuotesQuery>;

export const QuoteIdQuery = z.object({ id: Guid });
export type QuoteIdQuery = z.input<typeof QuoteIdQuery>;

/** `quote/download`: format 1 PDF (the only one offered; DocumentFormat of 002 §3). */
export const QuoteDownloadQuery = z.object({
  id: Guid,
  format: z._default(z.pipe(z.coerce.number(), z.literal(1)), 1),
});
export type QuoteDownloadQuery = z.input<typeof QuoteDownloadQuery>;

/** A person of the reseller on the quote. */
export const QuoteContact = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type QuoteContact = z.infer<typeof QuoteContact>;

/** One discount of a quote (001 §3: each carries an amount; the total is their sum). */
export const QuoteDiscountAmount = z.object({ description: z.string(), amount: Money });
export type QuoteDiscountAmount = z.infer<typeof QuoteDiscountAmount>;

export const QuoteDiscountAmounts = z.object({ amounts: z.array(QuoteDiscountAmount), total: Money });
export type QuoteDiscountAmounts = z.infer<typeof QuoteDiscountAmounts>;

export const QuoteTermsAndConditions = z.object({ termsAndConditions: z.string() });
export type QuoteTermsAndConditions = z.infer<typeof QuoteTermsAndConditions>;

/** The quote detail of 001 §3 (actions, history and approval come from the workflow calls). */
export const Quote = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  title: z.string(),
  status: z.int(),
  statusName: z.string(),
  createdDate: z.string(),
  expiresAt: z.nullable(z.string()),
  /** Full name of the customer user the quote is for; empty when none. */
  requester: z.string(),
  requesterID: z.nullable(z.string()),
  /** Who made it at the reseller. */
  createdBy: z.string(),
  businessUnit: z.nullable(z.string()),
  businessUnitName: z.string(),
  accountManager: z.nullable(QuoteContact),
  insideSalesRep: z.nullable(QuoteContact),
  /** The addresses the quote was priced for; null where the quote names none. */
  billTo: z.nullable(DocumentAddress),
  shipTo: z.nullable(DocumentAddress),
  endUser: z.nullable(DocumentAddress),
  groups: z.array(DocumentGroupSchema),
  bundles: z.array(PricingRequestBundle),
  items: z.array(PricingRequestItem),
  subTotal: Money,
  discountTotal: Money,
  taxTotal: Money,
  taxFlags: z.int(),
  shippingTotal: Money,
  grandTotal: Money,
  orderID: z.nullable(z.string()),
  orderNumber: z.string(),
  pricingRequestID: z.nullable(z.string()),
  pricingRequestNumber: z.string(),
});
export type Quote = z.infer<typeof Quote>;

/**
 * What a person types into the inquiry form (001 §5): a message, refused blank with 'Message cannot be blank.' and
 * over `INQUIRY_LIMITS.message.max` characters with 'Please enter at most {max} characters.'. The form checks it
 * before the call; the server answers a blank one with the same words (a 422 MessageRequired).
 */
export const InquiryFields = z.object({
  message: limitedText(INQUIRY_LIMITS.message, { required: quoteMessages['Quote.MessageRequired'] }),
});
export type InquiryFields = z.input<typeof InquiryFields>;

const inquiryMessage = limitedText({ min: 0, max: INQUIRY_LIMITS.message.max });

/**
 * `emailinquiry/submitInquiry`: a question to the sales team, about a document (EmailInquiry, 002 §3: Invoice 1
 * (issue 17), Quote 2 or Request For Quote 4, with its id) or to the asset-management advisors (PresidioAdvisor 5,
 * Account Overview's advisory tile; issue 17), about no document. The message is trimmed; blank is refused with
 * 'Message cannot be blank.' (422; 001 §5), not a 400.
 */
export const SubmitInquiryBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.union([z.literal(1), z.literal(2), z.literal(4)]),
    documentId: Guid,
    message: inquiryMessage,
  }),
  z.object({ kind: z.literal(5), message: inquiryMessage }),
]);
export type SubmitInquiryBody = z.input<typeof SubmitInquiryBody>;
