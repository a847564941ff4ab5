import { Enumerations, enumerationName, type QuoteSearchBody } from '@b2b-portal/api';

/** What the quote list is searched by (001 §2 /quotes): status filter (-1 all), created-date range, keyword. */
export interface QuoteCriteria {
  status: number;
  dateRange: number;
  keyword: string;
}

export const ALL_STATUSES = -1;
export const initialQuoteCriteria: QuoteCriteria = {
  status: ALL_STATUSES,
  dateRange: Enumerations.DateRange.AnyDate.value,
  keyword: '',
};

/** The status filter: All first, then the documents' shorter list (001 §4). */
export function quoteStatusOptions(allLabel: string): { id: number; label: string }[] {
  return [
    { id: ALL_STATUSES, label: allLabel },
    ...Object.values(Enumerations.QuoteStatusFilter).map((entry) => ({ id: entry.value, label: entry.name })),
  ];
}

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function criteriaFromForm(values: Record<string, string | undefined>): QuoteCriteria {
  const status = Number(values.status);
  const dateRange = Number(values.dateRange);
  const statuses = new Set(quoteStatusOptions('').map((option) => option.id));
  return {
    status: statuses.has(status) ? status : ALL_STATUSES,
    dateRange: Number.isInteger(dateRange) && enumerationName('DateRange', dateRange) ? dateRange : 0,
    keyword: (values.keyword ?? '').trim(),
  };
}

/** The body of `quote/list` (and, without paging, `quote/export`). */
export function quoteSearchBody(criteria: QuoteCriteria, page: number, size = 10): QuoteSearchBody {
  return { ...criteria, start: page, size };
}

/** The inquiry form's own check (001 §5): the catalogue key of the problem, or null. */
export function inquiryProblem(message: string): 'Quote.MessageRequired' | null {
  return message.trim() === '' ? 'Quote.MessageRequired' : null;
}
