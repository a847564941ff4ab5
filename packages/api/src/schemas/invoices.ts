import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import { INVOICE_PAGE_SIZE, INVOICE_STATUS_ALL, INVOICE_STATUS_OPEN, InvoiceDue } from '../limits';
import { Guid, Money, optionalLimitedText, PageOf } from './common';
import { DocumentAddress } from './documents';
import { DocumentLink } from './orders';
import { QuoteContact } from './quotes';

/**
 * Invoices (001 §2 /invoices and the four detail routes; §3 "similar to orders"; §4 Unpaid 0, Partially Paid 1,
 * Paid 2; §7 "Invoices"; §9 20 to a page). The reseller's ERP makes them (here the seed) for a company, most of them
 * for an order. Four kinds (InvoiceType): the standard invoice, the service invoice (lines with a service period),
 * the managed services contract invoice (lines each with the ship-to of the device covered) and the subscription
 * invoice (recurring and usage lines; its usage can be exported).
 *
 * Scope, the same on every call: a reader of invoices (invoices, submitInvoiceInquiry; administrators) sees the
 * invoices of the company; affiliatedInvoices adds the invoices of the companies affiliated with the caller's. An
 * invoice outside the scope, or one of another kind than the variant's call asks for, answers 404.
 */

const dateRangeIds = new Set<number>(Object.values(Enumerations.DateRange).map((entry) => entry.value));
const invoiceStatusValues = new Set<number>(
  Object.values(Enumerations.InvoiceStatus).map((entry) => entry.value),
);

/** The document type of invoices in attachments, mail and payment requests (001 §4: Invoice 7). */
export const INVOICE_DOCUMENT_TYPE = Enumerations.DocumentType.Invoice.value;

const searchText = optionalLimitedText(100);
const coercedInt = () => z.coerce.number().check(z.int());

/** The filters of the invoice list (and of its exports). */
export const InvoiceFilterQuery = z.object({
  /**
   * InvoiceStatus (Unpaid 0, Partially Paid 1, Paid 2), -1 for every status, or -2 for the open ones (Unpaid and
   * Partially Paid: a balance is left to pay).
   */
  status: z._default(
    coercedInt().check(
      z.refine(
        (value) =>
          value === INVOICE_STATUS_ALL || value === INVOICE_STATUS_OPEN || invoiceStatusValues.has(value),
        {
          message: 'Not an invoice status.',
        },
      ),
    ),
    INVOICE_STATUS_ALL,
  ),
  /** A DateRange id (001 §9) applied to the invoice date; 0 Any Date. */
  dateRange: z._default(
    coercedInt().check(z.refine((id) => dateRangeIds.has(id), { message: 'Not a date range.' })),
    0,
  ),
  /** InvoiceDue: 0 any, 1 past due, 2 due in the next 30 days. */
  due: z._default(
    coercedInt().check(z.minimum(InvoiceDue.Any), z.maximum(InvoiceDue.DueSoon)),
    InvoiceDue.Any,
  ),
  /** Part of the invoice number. */
  number: searchText,
  /** Part of the customer PO number. */
  po: searchText,
  /** Part of the number of the order billed. */
  order: searchText,
  /** The invoices of one order (the order detail's related invoices). */
  orderId: z.optional(Guid),
});
export type InvoiceFilterQuery = z.input<typeof InvoiceFilterQuery>;
export type InvoiceFilters = z.output<typeof InvoiceFilterQuery>;

/** `Invoice/invoiceList`: the filters and the page (20 to a page). */
export const InvoiceListQuery = z.object({
  ...InvoiceFilterQuery.shape,
  /** 1-based page number. */
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(100)), INVOICE_PAGE_SIZE),
  /**
   * The order of the rows: `newest` (the invoice date, newest first: the list's) or `dueSoonest` (the due date,
   * oldest first, so the past-due ones lead: Account Overview's unpaid invoices tile, with status -2, the open
   * ones). Either way the invoice number breaks ties.
   */
  sort: z._default(z.enum(['newest', 'dueSoonest']), 'newest'),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;

/** A row of the invoice list. */
export const InvoiceSummary = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  /** InvoiceType value (Standard 1, Service 2, Managed Services Contract 3, Subscription 4) and its name. */
  invoiceType: z.int(),
  invoiceTypeName: z.string(),
  /** YYYY-MM-DD. */
  invoiceDate: z.string(),
  dueDate: z.string(),
  po: z.string(),
  order: z.nullable(DocumentLink),
  /** The company the invoice belongs to when it is not the caller's (an affiliated company); '' otherwise. */
  affiliatedCompany: z.string(),
  /** InvoiceStatus value and name. */
  status: z.int(),
  statusName: z.string(),
  grandTotal: Money,
  amountPaid: Money,
  /** grandTotal − amountPaid. */
  balanceDue: Money,
  /** Not paid and due before today. */
  pastDue: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** The sums of every invoice the filters match (not only the page's). */
export const InvoiceTotals = z.object({
  grandTotal: Money,
  amountPaid: Money,
  balanceDue: Money,
  /** How many of them are past due (not paid, due before today). */
  pastDueCount: z.int(),
});
export type InvoiceTotals = z.infer<typeof InvoiceTotals>;

export const InvoicePage = z.object({ ...PageOf(InvoiceSummary).shape, totals: InvoiceTotals });
export type InvoicePage = z.infer<typeof InvoicePage>;

export const InvoiceIdQuery = z.object({ id: Guid });
export type InvoiceIdQuery = z.input<typeof InvoiceIdQuery>;

/** `ManagedServicesContractInvoice/getLineItemShipTo`: one line of a managed services contract invoice. */
export const InvoiceLineQuery = z.object({
  id: Guid,
  lineNumber: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
});
export type InvoiceLineQuery = z.input<typeof InvoiceLineQuery>;

/** A line of an invoice; a variant fills the fields it has. */
export const InvoiceLine = z.object({
  id: z.string(),
  lineNumber: z.int(),
  /** The order line billed; null when the invoice bills no order line. */
  orderLineNumber: z.nullable(z.int()),
  manufacturerPart: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  quantity: z.int(),
  unitPrice: Money,
  extendedPrice: Money,
  serialNumbers: z.array(z.string()),
  /** Service and subscription lines: the period (YYYY-MM-DD), else null. */
  serviceStart: z.nullable(z.string()),
  serviceEnd: z.nullable(z.string()),
  /** Managed services contract lines: the name of the address of the device covered; '' otherwise. */
  shipToName: z.string(),
  subscriptionId: z.string(),
  /** ChargeKind value (Recurring 1, Recurring Credit 2, Timebound Credit 3, Usage 4) and name; null one-time. */
  chargeKind: z.nullable(z.int()),
  chargeKindName: z.string(),
  /** Usage lines: the quantity used (a decimal string) in `billingUnitOfMeasure`; null otherwise. */
  usageQuantity: z.nullable(z.string()),
  billingUnitOfMeasure: z.string(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** An invoice of any kind: the header, addresses, lines and totals. */
export const Invoice = z.object({
  ...InvoiceSummary.shape,
  paymentTerm: z.string(),
  billTo: z.nullable(DocumentAddress),
  shipTo: z.nullable(DocumentAddress),
  /** Managed services: the contract billed; '' otherwise. */
  contractNumber: z.string(),
  /** Service, managed services and subscription invoices: the period billed (YYYY-MM-DD); null otherwise. */
  periodStart: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
  accountManager: z.nullable(QuoteContact),
  lines: z.array(InvoiceLine),
  subTotal: Money,
  taxTotal: Money,
  shippingTotal: Money,
});
export type Invoice = z.infer<typeof Invoice>;

/** `Invoice/exportToExcel`: one invoice's lines (id), or without an id the invoices the list's filters match. */
export const InvoiceExportQuery = z.object({ ...InvoiceFilterQuery.shape, id: z.optional(Guid) });
export type InvoiceExportQuery = z.input<typeof InvoiceExportQuery>;

/**
 * `Invoice/pay`: pays an unpaid or partially paid invoice by card (issue 17): a card the caller has just entered
 * or saved (`paymentInfoID`, from `convertSessionToToken`), or the card a payment information request collected
 * (`paymentInfoRequestID`). `amount` is more than 0 and at most the balance due; less leaves it Partially Paid.
 * `requestId`, made once per Pay press, makes a retry answer the first payment instead of paying again.
 */
export const PayInvoiceBody = z.object({
  id: Guid,
  paymentInfoID: z.optional(Guid),
  paymentInfoRequestID: z.optional(Guid),
  amount: Money,
  requestId: Guid,
});
export type PayInvoiceBody = z.input<typeof PayInvoiceBody>;
