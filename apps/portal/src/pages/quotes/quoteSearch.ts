import { Enumerations, type QuoteSearchBody } from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import {
  ANY_DATE,
  businessUnitOf,
  idField,
  type StatusSearchCriteria,
  statusSearchAddress,
  statusSearchCriteria,
} from '../../lists';

/**
 * What the quote list is searched by (001 §2 /quotes): status filter (-1 all), created-date range, keyword, and
 * the business unit (issue 18; '' any).
 */
export type QuoteCriteria = StatusSearchCriteria & { businessUnit: string };

export const ALL_STATUSES = -1;
export const initialQuoteCriteria: QuoteCriteria = {
  status: ALL_STATUSES,
  dateRange: ANY_DATE,
  keyword: '',
  businessUnit: '',
};

/** The status filter: All first, then the documents' shorter list (001 §4). */
export function quoteStatusOptions(allLabel: string): { id: number; label: string }[] {
  return [
    { id: ALL_STATUSES, label: allLabel },
    ...Object.values(Enumerations.QuoteStatusFilter).map((entry) => ({ id: entry.value, label: entry.name })),
  ];
}

/** The list's address: `?status=…&dateRange=…&keyword=…&businessUnit=…&page=…`. */
export const quoteAddress = statusSearchAddress(
  initialQuoteCriteria,
  quoteStatusOptions('').map((option) => option.id),
  { businessUnit: idField },
);

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function criteriaFromForm(values: SearchValues): QuoteCriteria {
  return {
    ...statusSearchCriteria(values, quoteStatusOptions(''), initialQuoteCriteria),
    businessUnit: businessUnitOf(values),
  };
}

/** The body of `quote/list` (and, without paging, `quote/export`). */
export function quoteSearchBody(criteria: QuoteCriteria, page: number, size = 10): QuoteSearchBody {
  return { ...criteria, start: page, size };
}
