import {
  Enumerations,
  ORDER_STATUS_ALL,
  type OrderSearchExportQuery,
  type OrderSearchQuery,
} from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import {
  ANY_DATE,
  choiceField,
  choiceOf,
  dateRangeField,
  dateRangeOf,
  idField,
  keywordOf,
  listQuery,
  textField,
} from '../../lists';

/**
 * What the order list is searched by (issue 17): the keyword field is the order number; then PO, title, part,
 * serial, quote, requisition and blanket PO texts, the ship-to, business unit and company drop-downs (their values
 * as the server offered them; '' any), the status (0 all) and the order-date preset.
 */
export interface OrderCriteria {
  number: string;
  po: string;
  title: string;
  part: string;
  serial: string;
  quote: string;
  requisition: string;
  blanketPo: string;
  shipTo: string;
  businessUnit: string;
  /** A company of the drop-down (holders of affiliatedOrders); '' any. */
  company: string;
  status: number;
  dateRange: number;
}

/** The text fields of the search card, in the card's order. */
export const ORDER_TEXT_FIELDS = [
  'po',
  'title',
  'part',
  'serial',
  'quote',
  'requisition',
  'blanketPo',
] as const;

export const initialOrderCriteria: OrderCriteria = {
  number: '',
  po: '',
  title: '',
  part: '',
  serial: '',
  quote: '',
  requisition: '',
  blanketPo: '',
  shipTo: '',
  businessUnit: '',
  company: '',
  status: ORDER_STATUS_ALL,
  dateRange: ANY_DATE,
};

/** The drop-downs' "any" key: an empty string is not a key a select can hold. */
export const ANY = '*';

/** The status filter: All first, then Open, Cancelled, Closed (001 §4). */
export function orderStatusOptions(allLabel: string): { id: number; label: string }[] {
  return [
    { id: ORDER_STATUS_ALL, label: allLabel },
    ...Object.values(Enumerations.OrderStatus).map((entry) => ({ id: entry.value, label: entry.name })),
  ];
}

/** The list's address (`#/orders?serial=FOC…&status=-104&page=2`): each criterion under its own name. */
export const orderAddress = listQuery(initialOrderCriteria, {
  number: textField,
  po: textField,
  title: textField,
  part: textField,
  serial: textField,
  quote: textField,
  requisition: textField,
  blanketPo: textField,
  shipTo: textField,
  businessUnit: idField,
  company: idField,
  status: choiceField(orderStatusOptions('').map((option) => option.id)),
  dateRange: dateRangeField(),
});

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function criteriaFromForm(values: SearchValues): OrderCriteria {
  const text = (name: string) => (values[name] ?? '').trim();
  const choice = (name: string) => (values[name] && values[name] !== ANY ? values[name] : '');
  return {
    number: keywordOf(values),
    po: text('po'),
    title: text('title'),
    part: text('part'),
    serial: text('serial'),
    quote: text('quote'),
    requisition: text('requisition'),
    blanketPo: text('blanketPo'),
    shipTo: choice('shipTo'),
    businessUnit: choice('businessUnit'),
    company: choice('company'),
    status: choiceOf(values.status, orderStatusOptions(''), ORDER_STATUS_ALL),
    dateRange: dateRangeOf(values.dateRange),
  };
}

/** The query of `Order/SearchPage`: the criteria that narrow, then the page. */
export function orderSearchQuery(criteria: OrderCriteria, start: number, size = 10): OrderSearchQuery {
  return { ...orderFilters(criteria), start, size };
}

/** The filters alone (what the list's export sends): the criteria that are set. */
export function orderFilters(criteria: OrderCriteria): OrderSearchExportQuery {
  return Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => value !== '' && value !== 0),
  ) as OrderSearchExportQuery;
}
