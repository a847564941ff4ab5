import {
  Enumerations,
  INVOICE_STATUS_ALL,
  InvoiceDue,
  type InvoiceFilterQuery,
  type InvoiceListQuery,
} from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import {
  ANY_DATE,
  choiceField,
  choiceOf,
  dateRangeField,
  dateRangeOf,
  keywordOf,
  listQuery,
  textField,
} from '../../lists';

/**
 * What the invoice list is searched by (issue 17): the keyword field is the invoice number; then PO and order
 * number texts, the status (-1 all), the due filter (any, past due, due soon) and the invoice-date preset.
 */
export interface InvoiceCriteria {
  number: string;
  po: string;
  order: string;
  status: number;
  due: number;
  dateRange: number;
}

export const initialInvoiceCriteria: InvoiceCriteria = {
  number: '',
  po: '',
  order: '',
  status: INVOICE_STATUS_ALL,
  due: InvoiceDue.Any,
  dateRange: ANY_DATE,
};

/** The status filter: All first, then Unpaid, Partially Paid, Paid (001 §4). */
export function invoiceStatusOptions(allLabel: string): { id: number; label: string }[] {
  return [
    { id: INVOICE_STATUS_ALL, label: allLabel },
    ...Object.values(Enumerations.InvoiceStatus).map((entry) => ({ id: entry.value, label: entry.name })),
  ];
}

/** The due filter's choices, labelled by the page. */
export function invoiceDueOptions(labels: { any: string; pastDue: string; dueSoon: string }) {
  return [
    { id: InvoiceDue.Any, label: labels.any },
    { id: InvoiceDue.PastDue, label: labels.pastDue },
    { id: InvoiceDue.DueSoon, label: labels.dueSoon },
  ];
}

/** The list's address: `?number=…&po=…&order=…&status=…&due=…&dateRange=…&page=…`. */
export const invoiceAddress = listQuery(initialInvoiceCriteria, {
  number: textField,
  po: textField,
  order: textField,
  status: choiceField(invoiceStatusOptions('').map((option) => option.id)),
  due: choiceField(invoiceDueOptions({ any: '', pastDue: '', dueSoon: '' }).map((option) => option.id)),
  dateRange: dateRangeField(),
});

/** Form values of the search card → criteria; anything unreadable falls back to the initial value. */
export function criteriaFromForm(values: SearchValues): InvoiceCriteria {
  const text = (name: string) => (values[name] ?? '').trim();
  return {
    number: keywordOf(values),
    po: text('po'),
    order: text('order'),
    status: choiceOf(values.status, invoiceStatusOptions(''), INVOICE_STATUS_ALL),
    due: choiceOf(values.due, invoiceDueOptions({ any: '', pastDue: '', dueSoon: '' }), InvoiceDue.Any),
    dateRange: dateRangeOf(values.dateRange),
  };
}

/** The criteria that narrow, as the list's and the exports' query (nothing at its initial value). */
export function invoiceFilters(criteria: InvoiceCriteria): InvoiceFilterQuery {
  return Object.fromEntries(
    Object.entries(criteria).filter(
      ([key, value]) => value !== '' && value !== initialInvoiceCriteria[key as keyof InvoiceCriteria],
    ),
  ) as InvoiceFilterQuery;
}

/** The query of `Invoice/invoiceList`: the filters, then the page. */
export function invoiceListQuery(criteria: InvoiceCriteria, start: number, size: number): InvoiceListQuery {
  return { ...invoiceFilters(criteria), start, size };
}
