import type { BlanketOrderListBody } from '@b2b-portal/api';
import { Enumerations } from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import { choiceField, choiceOf, keywordOf, listQuery, textField } from '../../lists';

/** The blanket PO list's criteria: part of the number and the status (All 0, Active 1, Expired 2; 001 §4). */
export interface BlanketOrderCriteria {
  keyword: string;
  status: number;
}

export const initialBlanketOrderCriteria: BlanketOrderCriteria = {
  keyword: '',
  status: Enumerations.BlanketPurchaseOrderStatus.All.value,
};

/** All, Active, Expired, as the documents name them. */
export const blanketOrderStatusOptions = Object.values(Enumerations.BlanketPurchaseOrderStatus).map(
  (entry) => ({ id: entry.value, label: entry.name }),
);

/** The list's address: `?keyword=…&status=2&page=…`. */
export const blanketOrderAddress = listQuery(initialBlanketOrderCriteria, {
  keyword: textField,
  status: choiceField(blanketOrderStatusOptions.map((option) => option.id)),
});

export function criteriaFromForm(values: SearchValues): BlanketOrderCriteria {
  return {
    keyword: keywordOf(values),
    status: choiceOf(values.status, blanketOrderStatusOptions, initialBlanketOrderCriteria.status),
  };
}

/** The body of `BlanketOrder/list` (001 §9: start 1, size 10, sortBy 0): what narrows, then the page. */
export function blanketOrderListBody(
  criteria: BlanketOrderCriteria,
  start: number,
  size = 10,
): BlanketOrderListBody {
  return {
    ...(criteria.keyword ? { keyword: criteria.keyword } : {}),
    status: criteria.status,
    start,
    size,
    sortBy: 0,
  };
}
