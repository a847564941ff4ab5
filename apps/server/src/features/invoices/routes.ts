import { Enumerations, type Invoice, invoiceEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { formatMoney } from '@b2b-portal/ui/format';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { documentDate } from '../../files/document-date';
import { PDF_CONTENT_TYPE, type PdfColumn, type PdfLine, writePdf } from '../../files/pdf';
import { fileResponse, listFileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import type { RouteRegistrar } from '../../http/registrar';
import { payInvoice } from './pay';
import {
  findVisibleInvoice,
  invoiceDetail,
  invoiceSummaries,
  invoiceTypeName,
  lineShipTo,
  searchCondition,
  usageLines,
} from './store';

const Type = Enumerations.InvoiceType;

const formatDate = documentDate;
const period = (start: string | null, end: string | null) =>
  start && end
    ? formatMessage('Invoice.PeriodValue', { start: formatDate(start), end: formatDate(end) })
    : '';

type Line = Invoice['lines'][number];
type UsageRow = Line & { invoiceNumber: string };

const lineColumns: XlsxColumn<Line>[] = [
  { header: formatMessage('Invoice.Line'), value: (line) => line.lineNumber, format: 'integer', width: 6 },
  { header: formatMessage('Invoice.Part'), value: (line) => line.manufacturerPart, width: 18 },
  { header: formatMessage('Invoice.Description'), value: (line) => line.description, width: 48 },
  { header: formatMessage('Invoice.Quantity'), value: (line) => line.quantity, format: 'integer' },
  { header: formatMessage('Invoice.UnitPrice'), value: (line) => line.unitPrice, format: 'money' },
  { header: formatMessage('Invoice.ExtendedPrice'), value: (line) => line.extendedPrice, format: 'money' },
  { header: formatMessage('Invoice.Serials'), value: (line) => line.serialNumbers.join(', '), width: 24 },
  {
    header: formatMessage('Invoice.ServicePeriod'),
    value: (line) => period(line.serviceStart, line.serviceEnd),
    width: 24,
  },
  { header: formatMessage('Invoice.LineShipTo'), value: (line) => line.shipToName, width: 24 },
  { header: formatMessage('Invoice.Subscription'), value: (line) => line.subscriptionId, width: 18 },
  { header: formatMessage('Invoice.ChargeKind'), value: (line) => line.chargeKindName },
  { header: formatMessage('Invoice.Usage'), value: (line) => line.usageQuantity ?? '' },
  { header: formatMessage('Invoice.Unit'), value: (line) => line.billingUnitOfMeasure },
];

const usageColumns: XlsxColumn<UsageRow>[] = [
  { header: formatMessage('Invoice.Number'), value: (row) => row.invoiceNumber, width: 14 },
  { header: formatMessage('Invoice.Line'), value: (row) => row.lineNumber, format: 'integer', width: 6 },
  { header: formatMessage('Invoice.Subscription'), value: (row) => row.subscriptionId, width: 18 },
  { header: formatMessage('Invoice.Part'), value: (row) => row.manufacturerPart, width: 18 },
  { header: formatMessage('Invoice.Description'), value: (row) => row.description, width: 48 },
  {
    header: formatMessage('Invoice.ServicePeriod'),
    value: (row) => period(row.serviceStart, row.serviceEnd),
    width: 24,
  },
  // The used quantity stays the exact decimal text the invoice has.
  { header: formatMessage('Invoice.Usage'), value: (row) => row.usageQuantity ?? '' },
  { header: formatMessage('Invoice.Unit'), value: (row) => row.billingUnitOfMeasure },
  { header: formatMessage('Invoice.ExtendedPrice'), value: (row) => row.extendedPrice, format: 'money' },
];

/** The invoice as PDF lines: header, addresses, the lines, the totals and the payment policies (001 §9). */
export function invoicePdfLines(invoice: Invoice): PdfLine[] {
  const pair = (label: string, value: string): PdfLine => ({
    text: label,
    bold: true,
    columns: [{ text: value, at: 116, bold: false }],
  });
  const lines: PdfLine[] = [
    {
      text: formatMessage('Invoice.Pdf.Heading', {
        kind: invoice.invoiceTypeName,
        number: invoice.invoiceNumber,
      }),
      bold: true,
      size: 16,
    },
    pair(formatMessage('Invoice.Status'), invoice.statusName),
    pair(formatMessage('Invoice.Date'), formatDate(invoice.invoiceDate)),
    pair(formatMessage('Invoice.DueDate'), formatDate(invoice.dueDate)),
  ];
  if (invoice.po) lines.push(pair(formatMessage('Invoice.Po'), invoice.po));
  if (invoice.order) lines.push(pair(formatMessage('Invoice.Order'), invoice.order.number));
  if (invoice.paymentTerm) lines.push(pair(formatMessage('Invoice.PaymentTerm'), invoice.paymentTerm));
  if (invoice.contractNumber) lines.push(pair(formatMessage('Invoice.Contract'), invoice.contractNumber));
  const billed = period(invoice.periodStart, invoice.periodEnd);
  if (billed) lines.push(pair(formatMessage('Invoice.Period'), billed));
  for (const [key, address] of [
    ['Document.BillTo', invoice.billTo],
    ['Document.ShipTo', invoice.shipTo],
  ] as const) {
    if (!address) continue;
    lines.push(pair(formatMessage(key), address.name));
    lines.push({ text: address.formatted, indent: 116 });
  }
  const cells = (part: string, description: PdfColumn, quantity: string, unit: string, extended: string) => [
    { text: part, at: 32 },
    { ...description, at: 136 },
    { text: quantity, at: 376, align: 'right' as const },
    { text: unit, at: 436, align: 'right' as const },
    { text: extended, at: 502, align: 'right' as const },
  ];
  lines.push({
    text: formatMessage('Invoice.Line'),
    bold: true,
    gapBefore: 14,
    columns: cells(
      formatMessage('Invoice.Part'),
      { text: formatMessage('Invoice.Description'), at: 0 },
      formatMessage('Invoice.Quantity'),
      formatMessage('Invoice.UnitPrice'),
      formatMessage('Invoice.ExtendedPrice'),
    ),
  });
  for (const line of invoice.lines) {
    const detail = [
      period(line.serviceStart, line.serviceEnd),
      line.shipToName,
      line.usageQuantity === null
        ? ''
        : formatMessage('Invoice.UsageValue', {
            quantity: line.usageQuantity,
            unit: line.billingUnitOfMeasure,
          }),
    ]
      .filter(Boolean)
      .join(' · ');
    lines.push({
      text: String(line.lineNumber),
      columns: cells(
        line.manufacturerPart,
        { text: detail ? `${line.description} (${detail})` : line.description, at: 0, maxWidth: 230 },
        String(line.quantity),
        formatMoney(line.unitPrice),
        formatMoney(line.extendedPrice),
      ),
    });
  }
  lines.push({ text: '', gapBefore: 8 });
  for (const [key, amount] of [
    ['Invoice.SubTotal', invoice.subTotal],
    ['Invoice.Tax', invoice.taxTotal],
    ['Invoice.Shipping', invoice.shippingTotal],
    ['Invoice.GrandTotal', invoice.grandTotal],
    ['Invoice.AmountPaid', invoice.amountPaid],
    ['Invoice.BalanceDue', invoice.balanceDue],
  ] as const) {
    lines.push({ text: formatMessage(key), bold: key === 'Invoice.BalanceDue', right: formatMoney(amount) });
  }
  lines.push({ text: formatMessage('Invoice.Policies'), bold: true, gapBefore: 14 });
  lines.push({ text: formatMessage('Policy.InvoiceDiscrepancies') });
  lines.push({ text: formatMessage('Policy.FinanceCharge') });
  return lines;
}

/** Invoices: the list, the four variants, the line ship-to, print and the exports (issue 17). */
export function invoiceRoutes(route: RouteRegistrar): void {
  route(invoiceEndpoints.invoiceList, async ({ query, services, user }) => {
    const { start, size, sort, ...search } = query;
    const { total, totals, data } = await invoiceSummaries(services.db, user(), search, {
      start,
      size,
      sort,
    });
    return { start, size, totalRecords: total, records: data.length, sortBy: 0, data, totals };
  });

  for (const [endpoint, invoiceType] of [
    [invoiceEndpoints.getInvoice, Type.Standard.value],
    [invoiceEndpoints.getServiceInvoice, Type.Service.value],
    [invoiceEndpoints.getManagedServicesContractInvoice, Type.ManagedServicesContract.value],
    [invoiceEndpoints.getSubscriptionInvoice, Type.Subscription.value],
  ] as const) {
    route(endpoint, async ({ query, services, user }) =>
      invoiceDetail(
        services.db,
        user(),
        await findVisibleInvoice(services.db, user(), query.id, invoiceType),
      ),
    );
  }

  route(invoiceEndpoints.getLineItemShipTo, async ({ query, services, user }) => {
    const invoice = await findVisibleInvoice(
      services.db,
      user(),
      query.id,
      Type.ManagedServicesContract.value,
    );
    return lineShipTo(services.db, invoice.id, query.lineNumber);
  });

  route(invoiceEndpoints.print, async ({ query, services, user }) => {
    const invoice = await invoiceDetail(
      services.db,
      user(),
      await findVisibleInvoice(services.db, user(), query.id),
    );
    const bytes = await writePdf({
      title: `${invoice.invoiceTypeName} ${invoice.invoiceNumber}`,
      lines: invoicePdfLines(invoice),
    });
    return fileResponse(bytes, `invoice-${invoice.invoiceNumber}.pdf`, PDF_CONTENT_TYPE);
  });

  route(invoiceEndpoints.exportToExcel, async ({ query, services, user }) => {
    const { id, ...search } = query;
    if (id) {
      const invoice = await invoiceDetail(
        services.db,
        user(),
        await findVisibleInvoice(services.db, user(), id),
      );
      const bytes = await writeXlsx([
        {
          name: formatMessage('Invoice.Export.LinesSheet'),
          preamble: [`${invoice.invoiceTypeName} ${invoice.invoiceNumber}`],
          columns: lineColumns,
          rows: invoice.lines,
        },
      ]);
      return fileResponse(bytes, `invoice-${invoice.invoiceNumber}.xlsx`, XLSX_CONTENT_TYPE);
    }
    const { data } = await invoiceSummaries(services.db, user(), search);
    const bytes = await writeXlsx([
      {
        name: formatMessage('Invoice.Export.Sheet'),
        columns: [
          { header: formatMessage('Invoice.Number'), value: (row) => row.invoiceNumber, width: 14 },
          { header: formatMessage('Invoice.Type'), value: (row) => row.invoiceTypeName, width: 32 },
          { header: formatMessage('Invoice.Date'), value: (row) => formatDate(row.invoiceDate) },
          { header: formatMessage('Invoice.DueDate'), value: (row) => formatDate(row.dueDate) },
          { header: formatMessage('Invoice.Po'), value: (row) => row.po, width: 18 },
          { header: formatMessage('Invoice.Order'), value: (row) => row.order?.number ?? '' },
          { header: formatMessage('Invoice.Company'), value: (row) => row.affiliatedCompany },
          { header: formatMessage('Invoice.Status'), value: (row) => row.statusName, width: 16 },
          { header: formatMessage('Invoice.Total'), value: (row) => row.grandTotal, format: 'money' },
          { header: formatMessage('Invoice.AmountPaid'), value: (row) => row.amountPaid, format: 'money' },
          { header: formatMessage('Invoice.BalanceDue'), value: (row) => row.balanceDue, format: 'money' },
        ],
        rows: data,
      },
    ]);
    return listFileResponse(bytes, 'invoices.xlsx', XLSX_CONTENT_TYPE, data.length);
  });

  route(invoiceEndpoints.exportUsageData, async ({ query, services, user }) => {
    const rows = await usageLines(services.db, searchCondition(user(), query));
    const bytes = await writeXlsx([
      { name: formatMessage('Invoice.Export.UsageSheet'), columns: usageColumns, rows },
    ]);
    return fileResponse(bytes, 'invoice-usage.xlsx', XLSX_CONTENT_TYPE);
  });

  route(invoiceEndpoints.getExportUsage, async ({ query, services, user }) => {
    const invoice = await findVisibleInvoice(services.db, user(), query.id, Type.Subscription.value);
    const rows = await usageLines(services.db, eq(invoices.id, invoice.id));
    const bytes = await writeXlsx([
      {
        name: formatMessage('Invoice.Export.UsageSheet'),
        preamble: [`${invoiceTypeName(invoice.invoiceType)} ${invoice.invoiceNumber}`],
        columns: usageColumns,
        rows,
      },
    ]);
    return fileResponse(bytes, `invoice-${invoice.invoiceNumber}-usage.xlsx`, XLSX_CONTENT_TYPE);
  });

  route(invoiceEndpoints.payInvoice, async ({ body, services, user }) => payInvoice(services, user(), body));
}
