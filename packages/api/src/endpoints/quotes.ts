import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { INVOICE_READ_PERMISSION } from '../limits';
import { anyOf } from '../permissions';
import { Ok } from '../schemas/common';
import {
  PendingQuotesQuery,
  Quote,
  QuoteDiscountAmounts,
  QuoteDownloadQuery,
  QuoteIdQuery,
  QuotePage,
  QuoteSearchBody,
  QuoteTermsAndConditions,
  SubmitInquiryBody,
} from '../schemas/quotes';
import { QUOTE_READ_PERMISSION } from './workflow';

/** Inquiries are about a quote (quote readers) or a pricing request (pricing-request readers). */
const INQUIRY_PERMISSION = anyOf(
  QUOTE_READ_PERMISSION,
  'submitRFQ',
  'rfqs',
  'viewAllRFQs',
  INVOICE_READ_PERMISSION,
);

const scope =
  "Holders of approveQuotes (and storefront administrators) see every quote of their company; viewQuote-only users see the quotes they are the requester of. Another company's quote, or one outside the caller's scope, answers 404.";

/**
 * The read side of quotes (001 §7 "Quotes", "Other"): list, detail, discounts, terms, PDF download, XLSX exports,
 * the pending list of the approvals bell and the inquiry message. The approval transitions are the workflow's.
 */
export const quoteEndpoints = {
  list: defineEndpoint({
    id: 'quote.list',
    method: 'POST',
    path: 'v1.0/quote/list',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    body: QuoteSearchBody,
    answer: QuotePage,
    summary: `The caller's quotes by status filter, created-date range, keyword (number or title) and business unit (with the units below it), newest first, paged. ${scope}`,
  }),
  get: defineEndpoint({
    id: 'quote.get',
    method: 'GET',
    path: 'V1.0/quote/get',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    query: QuoteIdQuery,
    answer: Quote,
    errors: { 404: ['QuoteNotFound'] },
    summary: `A quote's detail: header, sales contacts, groups, bundles and lines, totals. ${scope}`,
  }),
  getDiscountAmounts: defineEndpoint({
    id: 'quote.getDiscountAmounts',
    method: 'GET',
    path: 'V1.0/Quote/getDiscountAmounts',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    query: QuoteIdQuery,
    answer: QuoteDiscountAmounts,
    summary: "A quote's discount amounts and their sum.",
  }),
  getTermsAndConditions: defineEndpoint({
    id: 'quote.gettermsandconditions',
    method: 'GET',
    path: 'V1.0/Quote/gettermsandconditions',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    query: QuoteIdQuery,
    answer: QuoteTermsAndConditions,
    summary: "A quote's terms and conditions text.",
  }),
  download: defineEndpoint({
    id: 'quote.download',
    method: 'GET',
    path: 'v1.0/quote/download',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    query: QuoteDownloadQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['QuoteNotFound'] },
    summary: 'The quote as a PDF (format 1): header, lines, discounts and totals.',
  }),
  export: defineEndpoint({
    id: 'quote.export',
    method: 'POST',
    path: 'v1.0/quote/export',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    body: QuoteSearchBody,
    answer: z.unknown(),
    answerKind: 'file',
    summary: 'Every quote matching the list filters (paging ignored) as an XLSX file.',
  }),
  exportPartsList: defineEndpoint({
    id: 'quote.exportpartslist',
    method: 'GET',
    path: 'v1.0/quote/exportpartslist',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    query: QuoteIdQuery,
    answer: z.unknown(),
    answerKind: 'file',
    summary: "The quote's lines as an XLSX parts list with group and bundle rows and totals.",
  }),
  listPending: defineEndpoint({
    id: 'quote.listpending',
    method: 'GET',
    path: 'v1.0/quote/listpending',
    access: 'user',
    permission: 'approveQuotes',
    query: PendingQuotesQuery,
    answer: QuotePage,
    summary:
      "Quotes of the caller's company waiting for the caller: Submitted or Waiting, not expired, at a level whose workflow role the caller holds (storefront administrators: every waiting quote).",
  }),
  submitInquiry: defineEndpoint({
    id: 'emailinquiry.submitInquiry',
    method: 'POST',
    path: 'V1.0/emailinquiry/submitInquiry',
    access: 'user',
    permission: INQUIRY_PERMISSION,
    body: SubmitInquiryBody,
    answer: Ok,
    errors: { 404: ['QuoteNotFound', 'PricingRequestNotFound', 'InvoiceNotFound'], 422: ['MessageRequired'] },
    summary:
      "A question about an invoice (kind 1), a quote (kind 2) or a pricing request (kind 4), or to the asset-management advisors (kind 5, no document), mailed to the account manager; a blank message answers 422 'Message cannot be blank.'.",
  }),
} as const;
