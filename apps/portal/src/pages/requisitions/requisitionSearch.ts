import { Enumerations } from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import {
  ANY_DATE,
  businessUnitOf,
  idField,
  type StatusSearchCriteria,
  statusSearchAddress,
  statusSearchCriteria,
  statusSearchFilters,
} from '../../lists';

/**
 * What the requisition list is searched by (001 §2 /requisitions, §4 filter): status, date range, keyword, and
 * the business unit (issue 18; '' any).
 */
export type RequisitionCriteria = StatusSearchCriteria & { businessUnit: string };

export const NOT_SELECTED = Enumerations.RequisitionStatusFilter.NotSelected.value;
export const initialRequisitionCriteria: RequisitionCriteria = {
  status: NOT_SELECTED,
  dateRange: ANY_DATE,
  keyword: '',
  businessUnit: '',
};

/** The documents' filter list: Not Selected (-3), Pending Approval (4), Purchased (1), Rejected (3). */
export const requisitionStatusOptions = Object.values(Enumerations.RequisitionStatusFilter).map((entry) => ({
  id: entry.value,
  label: entry.name,
}));

/** The list's address: `?status=4&dateRange=9&keyword=…&businessUnit=…&page=2`. */
export const requisitionAddress = statusSearchAddress(
  initialRequisitionCriteria,
  requisitionStatusOptions.map((option) => option.id),
  { businessUnit: idField },
);

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function requisitionCriteriaFromForm(values: SearchValues): RequisitionCriteria {
  return {
    ...statusSearchCriteria(values, requisitionStatusOptions, initialRequisitionCriteria),
    businessUnit: businessUnitOf(values),
  };
}

/** The list's and the export's filters: the status search's, and the unit when one is chosen. */
export function requisitionFilters(criteria: RequisitionCriteria) {
  return {
    ...statusSearchFilters(criteria),
    ...(criteria.businessUnit ? { businessUnit: criteria.businessUnit } : {}),
  };
}
