import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { DocumentSearchPage, DocumentSearchQuery } from '../schemas/search';

/** Anyone who may search some document type (001 §6); the type asked for is checked by the server. */
export const ANY_SEARCH_PERMISSION = anyOf(
  'invoices',
  'affiliatedInvoices',
  'affiliatedOrders',
  'viewAllOrders',
  'orders',
  'rfqs',
  'viewQuote',
  'approveQuotes',
  'requisitions',
  'approveRequisitions',
  'viewAllRequisitions',
);

export const searchEndpoints = {
  searchDocuments: defineEndpoint({
    id: 'document.search',
    method: 'GET',
    path: 'v1.0/document/Search',
    access: 'user',
    permission: ANY_SEARCH_PERMISSION,
    query: DocumentSearchQuery,
    answer: DocumentSearchPage,
    errors: { 403: ['SearchTypeNotAllowed'] },
    summary:
      "Documents of one type (Requisition 4, Orders 5, Invoice 7, Quote 8, Pricing Request 15) whose number, title or PO contains the keyword (required), newest first, paged. Each type needs its own permission (001 §6: invoices invoices|affiliatedInvoices; orders affiliatedOrders|viewAllOrders|orders; pricing requests rfqs; quotes viewQuote|approveQuotes; requisitions requisitions|approveRequisitions|viewAllRequisitions), else 403, and answers only what the caller's list of that type shows: never another company's documents.",
  }),
} as const;
