import { Enumerations } from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import { ANY_DATE, type StatusSearchCriteria, statusSearchAddress, statusSearchCriteria } from '../../lists';

/** What the Requests list is searched by (001 §2 /pricing-requests): status (-1 all), created-date range, keyword. */
export type PricingRequestCriteria = StatusSearchCriteria;

export const ALL_STATUSES = -1;
export const initialPricingRequestCriteria: PricingRequestCriteria = {
  status: ALL_STATUSES,
  dateRange: ANY_DATE,
  keyword: '',
};

/** The flow in its order (001 §4: Submitted, In Process, Quoted, Purchased). */
const pricingRequestFlow = [
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

/** The list's address: `?status=…&dateRange=…&keyword=…&page=…`. */
export const pricingRequestAddress = statusSearchAddress(
  initialPricingRequestCriteria,
  pricingRequestStatusOptions('').map((option) => option.id),
  {},
);

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function criteriaFromForm(values: SearchValues): PricingRequestCriteria {
  return statusSearchCriteria(values, pricingRequestStatusOptions(''), initialPricingRequestCriteria);
}
