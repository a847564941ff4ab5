import {
  Enumerations,
  enumerationName,
  type RequisitionExportBody,
  type RequisitionListQuery,
} from '@b2b-portal/api';

/** What the requisition list is searched by (001 §2 /requisitions, §4 filter): status, date range, keyword. */
export interface RequisitionCriteria {
  status: number;
  dateRange: number;
  keyword: string;
}

export const NOT_SELECTED = Enumerations.RequisitionStatusFilter.NotSelected.value;
export const initialRequisitionCriteria: RequisitionCriteria = {
  status: NOT_SELECTED,
  dateRange: Enumerations.DateRange.AnyDate.value,
  keyword: '',
};

/** The documents' filter list: Not Selected (-3), Pending Approval (4), Purchased (1), Rejected (3). */
export const requisitionStatusOptions = Object.values(Enumerations.RequisitionStatusFilter).map((entry) => ({
  id: entry.value,
  label: entry.name,
}));

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function requisitionCriteriaFromForm(values: Record<string, string | undefined>): RequisitionCriteria {
  const status = Number(values.status);
  const dateRange = Number(values.dateRange);
  return {
    status: requisitionStatusOptions.some((option) => option.id === status) ? status : NOT_SELECTED,
    dateRange: Number.isInteger(dateRange) && enumerationName('DateRange', dateRange) ? dateRange : 0,
    keyword: (values.keyword ?? '').trim(),
  };
}

/** The query of `Requisition/List`. */
export function requisitionListQuery(
  criteria: RequisitionCriteria,
  page: number,
  size = 10,
): RequisitionListQuery {
  return {
    status: criteria.status,
    dateRange: criteria.dateRange,
    ...(criteria.keyword ? { keyword: criteria.keyword } : {}),
    start: page,
    size,
  };
}

/** The body of `Requisition/exportsearchlist`: the same filters, no paging. */
export function requisitionExportBody(criteria: RequisitionCriteria): RequisitionExportBody {
  return {
    status: criteria.status,
    dateRange: criteria.dateRange,
    ...(criteria.keyword ? { keyword: criteria.keyword } : {}),
  };
}
