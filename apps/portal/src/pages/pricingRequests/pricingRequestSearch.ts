import { Enumerations, enumerationName } from '@b2b-portal/api';

/** What the Requests list is searched by (001 §2 /pricing-requests): status (-1 all), created-date range, keyword. */
export interface PricingRequestCriteria {
  status: number;
  dateRange: number;
  keyword: string;
}

export const ALL_STATUSES = -1;
export const initialPricingRequestCriteria: PricingRequestCriteria = {
  status: ALL_STATUSES,
  dateRange: Enumerations.DateRange.AnyDate.value,
  keyword: '',
};

/** The flow in its order (001 §4: Submitted, In Process, Quoted, Purchased). */
export const pricingRequestFlow = [
  Enumerations.PricingRequestStatus.Submitted,
  Enumerations.PricingRequestStatus.InProcess,
  Enumerations.PricingRequestStatus.Quoted,
  Enumerations.PricingRequestStatus.Purchased,
] as const;

/** The status filter: All first, then the flow's statuses in order. */
export function pricingRequestStatusOptions(allLabel: string): { id: number; label: string }[] {
  return [
    { id: ALL_STATUSES, label: allLabel },
    ...pricingRequestFlow.map((entry) => ({ id: entry.value, label: entry.name })),
  ];
}

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function criteriaFromForm(values: Record<string, string | undefined>): PricingRequestCriteria {
  const status = Number(values.status);
  const dateRange = Number(values.dateRange);
  const statuses = new Set(pricingRequestStatusOptions('').map((option) => option.id));
  return {
    status: statuses.has(status) ? status : ALL_STATUSES,
    dateRange: Number.isInteger(dateRange) && enumerationName('DateRange', dateRange) ? dateRange : 0,
    keyword: (values.keyword ?? '').trim(),
  };
}

/** The query of `listPricingRequests` (and, without paging, `ExportToExcel`); an empty keyword is left out. */
export function searchQuery(criteria: PricingRequestCriteria) {
  return {
    status: criteria.status,
    dateRange: criteria.dateRange,
    ...(criteria.keyword ? { keyword: criteria.keyword } : {}),
  };
}
