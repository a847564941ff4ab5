import { Enumerations, INVOICE_STATUS_OPEN, type QuoteSummary } from '@b2b-portal/api';

/** How many rows a tile of Account Overview shows. */
export const OVERVIEW_ROWS = 5;

/** The quotes still open to act on: Submitted (to approve or buy) and Approved (to buy). */
export const OPEN_QUOTE_STATUSES = [
  Enumerations.QuoteStatusFilter.Submitted.value,
  Enumerations.QuoteStatusFilter.Approved.value,
] as const;

/** The invoices with something left to pay: Unpaid and Partially Paid (the invoice list's status filter -2). */
export const INVOICES_OPEN = INVOICE_STATUS_OPEN;

/** The open quotes that expire first (those that do not expire last), at most `OVERVIEW_ROWS`. */
export function soonestExpiring(quotes: readonly QuoteSummary[]): QuoteSummary[] {
  const at = (quote: QuoteSummary) =>
    quote.expiresAt ? Date.parse(quote.expiresAt) : Number.POSITIVE_INFINITY;
  return [...quotes].sort((a, b) => at(a) - at(b)).slice(0, OVERVIEW_ROWS);
}
