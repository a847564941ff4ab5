import * as z from 'zod/mini';
import { VENDOR_SEARCH_LIMITS } from '../limits';
import { limitedText, PageOf } from './common';

/**
 * Vendor support look-ups (002 §2 /bugs, /bug, /RMAs-search, /RMA-details, /support-case-search,
 * /support-case-details; §7 V1.0/Bug, V1.0/RMAs, V1.0/Case, V1.0/OAuthConfiguration; issue 20): the network
 * equipment manufacturer's bugs, returns (RMAs) and support cases, read through its APIs with the user's own
 * authorization (OAuth 2 authorization code). The enumerations' numbers (severity 1–6, modified ranges 1–5) are
 * the manufacturer's own; the letter codes of the statuses (O/F/T, O/C) too.
 */

/** 002 §9: closed support cases are searched over at most this many days. */
export const SUPPORT_CASE_CLOSED_WINDOW_DAYS = 90;
export const VENDOR_SUPPORT_PAGE_SIZE = 10;

const coercedInt = () => z.coerce.number().check(z.int());
/** A calendar date, YYYY-MM-DD. */
export const CalendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a date (YYYY-MM-DD).'));

const paging = {
  /** 1-based page number. */
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(10_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(50)), VENDOR_SUPPORT_PAGE_SIZE),
};

// In the catalogue's words ('Please enter at most 200 characters.'), not zod's English, which the search card shows
// on its field as the server says it.
const keyword = limitedText(VENDOR_SEARCH_LIMITS.keyword, { required: 'Enter what to search for.' });

/** `V1.0/Bug/search`: searchBy 1 Product ID, 2 Bug ID or Keywords, 3 Product Series (002 §3). */
export const BugSearchQuery = z
  .object({
    searchBy: coercedInt().check(z.minimum(1), z.maximum(3)),
    keyword,
    /** Modified range: 1 Last Week, 2 Last 30 Days, 3 Last 6 Months, 4 Last Year, 5 All. */
    modifiedRange: z._default(coercedInt().check(z.minimum(1), z.maximum(5)), 5),
    /** 1 Catastrophic … 6 Enhancement; absent for every severity. */
    severity: z.optional(coercedInt().check(z.minimum(1), z.maximum(6))),
    status: z.optional(z.enum(['O', 'F', 'T'])),
    /** With `release`: 1 Affected Releases, 2 Fixed in Releases. */
    releaseType: z.optional(coercedInt().check(z.minimum(1), z.maximum(2))),
    release: z.optional(limitedText(VENDOR_SEARCH_LIMITS.release)),
    ...paging,
  })
  .check(
    // A release without its list would otherwise be left out of the search unseen.
    z.refine((query) => !query.release || query.releaseType !== undefined, {
      path: ['releaseType'],
      message: 'Choose Affected Releases or Fixed in Releases for the release.',
    }),
  );
export type BugSearchQuery = z.input<typeof BugSearchQuery>;

export const Bug = z.object({
  /** The manufacturer's bug id, e.g. CSCwf12345. */
  id: z.string(),
  headline: z.string(),
  severity: z.int(),
  severityName: z.string(),
  status: z.string(),
  statusName: z.string(),
  productId: z.string(),
  productSeries: z.string(),
  lastModifiedDate: CalendarDate,
  affectedReleases: z.array(z.string()),
  fixedReleases: z.array(z.string()),
  supportCaseCount: z.int(),
});
export type Bug = z.infer<typeof Bug>;
export const BugDetail = z.extend(Bug, { description: z.string(), workaround: z.string() });
export type BugDetail = z.infer<typeof BugDetail>;
export const BugPage = PageOf(Bug);
export type BugPage = z.infer<typeof BugPage>;

/** An RMA search: 1 RMA Number, 2 Cisco CCO ID (who opened it), 3 Case Number. */
export const RmaSearchQuery = z.object({
  searchBy: coercedInt().check(z.minimum(1), z.maximum(3)),
  keyword,
  ...paging,
});
export type RmaSearchQuery = z.input<typeof RmaSearchQuery>;

export const RmaLine = z.object({
  productId: z.string(),
  description: z.string(),
  quantity: z.int(),
  serialNumber: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedDate: z.nullable(CalendarDate),
});
export type RmaLine = z.infer<typeof RmaLine>;
export const Rma = z.object({
  rmaNumber: z.string(),
  status: z.string(),
  caseNumber: z.string(),
  ccoId: z.string(),
  createdDate: CalendarDate,
  shipToName: z.string(),
  lineCount: z.int(),
});
export type Rma = z.infer<typeof Rma>;
export const RmaDetail = z.extend(Rma, {
  shipToAddress: z.string(),
  serviceLevel: z.string(),
  lines: z.array(RmaLine),
});
export type RmaDetail = z.infer<typeof RmaDetail>;
export const RmaPage = PageOf(Rma);
export type RmaPage = z.infer<typeof RmaPage>;

/**
 * `V1.0/Case/search`: searchBy 1 Case Number, 2 Contract Number, 3 Cisco CCO ID (002 §3); status O Open or C
 * Closed; created between `createdFrom` and `createdTo`. Closed cases only within 90 days (002 §9): the server
 * refuses a wider or missing window for them with `SupportCaseSearch.MaximumRange`.
 */
export const SupportCaseSearchQuery = z.object({
  searchBy: coercedInt().check(z.minimum(1), z.maximum(3)),
  keyword,
  status: z._default(z.enum(['O', 'C']), 'O'),
  createdFrom: z.optional(CalendarDate),
  createdTo: z.optional(CalendarDate),
  ...paging,
});
export type SupportCaseSearchQuery = z.input<typeof SupportCaseSearchQuery>;

export const SupportCase = z.object({
  caseNumber: z.string(),
  title: z.string(),
  status: z.string(),
  statusName: z.string(),
  /** 1 (network down) to 4. */
  severity: z.int(),
  contractNumber: z.string(),
  ccoId: z.string(),
  productId: z.string(),
  serialNumber: z.string(),
  createdDate: CalendarDate,
  updatedDate: CalendarDate,
  closedDate: z.nullable(CalendarDate),
});
export type SupportCase = z.infer<typeof SupportCase>;
export const SupportCaseDetail = z.extend(SupportCase, {
  description: z.string(),
  contactName: z.string(),
  bugIds: z.array(z.string()),
  rmaNumbers: z.array(z.string()),
});
export type SupportCaseDetail = z.infer<typeof SupportCaseDetail>;
export const SupportCasePage = PageOf(SupportCase);
export type SupportCasePage = z.infer<typeof SupportCasePage>;

export const VendorRecordQuery = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[\w-]+$/, 'Not an id.')),
});
export type VendorRecordQuery = z.input<typeof VendorRecordQuery>;

/**
 * `OAuthConfiguration/getauthclientid`: what the popup opens (002 §4: the vendor's authorization page with the
 * client id and redirect URI) — the whole authorization URL, its state bound to the caller for 10 minutes.
 */
export const VendorAuthStart = z.object({
  clientId: z.string(),
  redirectUri: z.string(),
  authorizationUrl: z.string(),
  state: z.string(),
});
export type VendorAuthStart = z.infer<typeof VendorAuthStart>;

/** `OAuthConfiguration/auth`: the code and state the vendor sent back to the redirect URI. */
export const VendorAuthBody = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  state: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type VendorAuthBody = z.input<typeof VendorAuthBody>;

/** Whether the caller's authorization is stored and still accepted by the vendor; never a token. */
export const VendorConnection = z.object({ connected: z.boolean() });
export type VendorConnection = z.infer<typeof VendorConnection>;
