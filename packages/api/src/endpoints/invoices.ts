import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { INVOICE_READ_PERMISSION } from '../limits';
import { DocumentAddress } from '../schemas/documents';
import {
  Invoice,
  InvoiceExportQuery,
  InvoiceFilterQuery,
  InvoiceIdQuery,
  InvoiceLineQuery,
  InvoiceListQuery,
  InvoicePage,
  PayInvoiceBody,
} from '../schemas/invoices';

const scope =
  "A reader of invoices sees the company's invoices; affiliatedInvoices adds the invoices of affiliated companies. An invoice outside the scope, another company's included, answers 404.";

const get = (id: string, path: string, kind: string) =>
  defineEndpoint({
    id,
    method: 'GET',
    path,
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    query: InvoiceIdQuery,
    answer: Invoice,
    errors: { 404: ['InvoiceNotFound'] },
    summary: `${kind}: header, addresses, lines and totals. An invoice of another kind answers 404. ${scope}`,
  });

/**
 * Invoices (001 §7 "Invoices"): the list with its totals, the four variants' details, the managed services line's
 * ship-to, the PDF, the XLSX exports and the usage data. The inquiry is `emailinquiry/submitInquiry` (kind 1).
 */
export const invoiceEndpoints = {
  invoiceList: defineEndpoint({
    id: 'invoice.invoiceList',
    method: 'GET',
    path: 'V1.0/Invoice/invoiceList',
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    query: InvoiceListQuery,
    answer: InvoicePage,
    summary: `A page of invoices (20 by default), newest first (or oldest due first: sort dueSoonest), by status (one, every one, or the open ones: Unpaid and Partially Paid), invoice-date range, due, number, PO and order, with the totals of every match. ${scope}`,
  }),
  getInvoice: get('invoice.get', 'V1.0/Invoice/get', 'A standard invoice'),
  getServiceInvoice: get('serviceInvoice.get', 'V1.0/ServiceInvoice/get', 'A service invoice'),
  getManagedServicesContractInvoice: get(
    'managedServicesContractInvoice.get',
    'v1.0/ManagedServicesContractInvoice/Get',
    'A managed services contract invoice',
  ),
  getSubscriptionInvoice: get(
    'subscriptionInvoice.get',
    'v1.0/subscriptionInvoice/get',
    'A subscription invoice',
  ),
  getLineItemShipTo: defineEndpoint({
    id: 'managedServicesContractInvoice.getLineItemShipTo',
    method: 'GET',
    path: 'v1.0/ManagedServicesContractInvoice/getLineItemShipTo',
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    query: InvoiceLineQuery,
    answer: z.nullable(DocumentAddress),
    errors: { 404: ['InvoiceNotFound', 'InvoiceLineNotFound'] },
    summary: 'Where the device of one line of a managed services contract invoice is.',
  }),
  print: defineEndpoint({
    id: 'invoice.print',
    method: 'GET',
    path: 'V1.0/Invoice/print',
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    query: InvoiceIdQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['InvoiceNotFound'] },
    summary: 'An invoice of any kind as a PDF: header, lines, totals and the payment policies.',
  }),
  exportToExcel: defineEndpoint({
    id: 'invoice.exportToExcel',
    method: 'GET',
    path: 'V1.0/Invoice/exportToExcel',
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    query: InvoiceExportQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['InvoiceNotFound'] },
    summary:
      "With an id, the invoice's lines as an XLSX file; without, every invoice the list's filters match (paging ignored).",
  }),
  exportUsageData: defineEndpoint({
    id: 'invoice.exportUsageData',
    method: 'GET',
    path: 'V1.0/Invoice/exportUsageData',
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    query: InvoiceFilterQuery,
    answer: z.unknown(),
    answerKind: 'file',
    summary: 'The usage lines of every invoice the list’s filters match, as an XLSX file.',
  }),
  getExportUsage: defineEndpoint({
    id: 'subscriptionInvoice.getExportUsage',
    method: 'GET',
    path: 'v1.0/subscriptionInvoice/getExportUsage',
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    query: InvoiceIdQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['InvoiceNotFound'] },
    summary: "A subscription invoice's usage lines as an XLSX file.",
  }),
  payInvoice: defineEndpoint({
    id: 'invoice.pay',
    method: 'POST',
    path: 'V1.0/Invoice/pay',
    access: 'user',
    permission: INVOICE_READ_PERMISSION,
    body: PayInvoiceBody,
    answer: Invoice,
    errors: {
      404: ['InvoiceNotFound'],
      409: ['InvoiceAlreadyPaid'],
      422: ['AmountNotPayable', 'CardRequired', 'CardNotFound'],
    },
    summary:
      "Pays an invoice by card (the caller's converted or saved card, or a completed payment information request's): an amount up to the balance due; the invoice becomes Partially Paid or Paid. The same requestId answers the same payment again.",
  }),
} as const;
