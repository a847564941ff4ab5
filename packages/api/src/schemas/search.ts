import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import { searchMessages } from '../messages/en-search';
import { CappedPageOf, Guid, limitedText } from './common';

/**
 * Advanced search (001 §7 "GET /v1.0/document/Search"; §6 which types a user may search; §5 keyword required).
 * One document type at a time, by keyword (a part of the number, title or PO), newest first, paged. Each type
 * answers in the scope of its own list: what the caller would see on /orders, /quotes… and nothing else.
 */

const DT = Enumerations.DocumentType;

/** The searchable document types (001 §4): Requisition 4, Orders 5, Invoice 7, Quote 8, Pricing Request 15. */
export const SearchDocumentType = z.union([
  z.literal(DT.Requisition.value),
  z.literal(DT.Orders.value),
  z.literal(DT.Invoice.value),
  z.literal(DT.Quote.value),
  z.literal(DT.PricingRequest.value),
]);
export type SearchDocumentType = z.infer<typeof SearchDocumentType>;

/** The keyword's bounds: required (001 §5), at most 100 characters. */
export const SEARCH_KEYWORD_MAX = 100;

const coercedInt = () => z.coerce.number().check(z.int());

export const DocumentSearchQuery = z.object({
  documentType: z.pipe(coercedInt(), SearchDocumentType),
  /** Too long is refused in the catalogue's words ('Please enter at most 100 characters.'), never zod's English. */
  keyword: limitedText(
    { min: 1, max: SEARCH_KEYWORD_MAX },
    { required: searchMessages['AdvancedSearch.KeywordRequired'] },
  ),
  /** 1-based page number. */
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(100)), 10),
});
export type DocumentSearchQuery = z.infer<typeof DocumentSearchQuery>;

/** One document found: the same shape for every type. */
export const DocumentSearchResult = z.object({
  documentType: SearchDocumentType,
  id: Guid,
  number: z.string(),
  title: z.string(),
  /** The PO number where the type has one, else ''. */
  po: z.string(),
  /** ISO date-time the document was made. */
  date: z.string(),
  status: z.int(),
  statusName: z.string(),
  /** The portal path of the document's page, e.g. `/order?id=…`. */
  url: z.string(),
});
export type DocumentSearchResult = z.infer<typeof DocumentSearchResult>;

export const DocumentSearchPage = CappedPageOf(DocumentSearchResult);
export type DocumentSearchPage = z.infer<typeof DocumentSearchPage>;
