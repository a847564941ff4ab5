import type { Order, OrderLine, OrderSummary } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { documentDate } from '../../files/document-date';
import {
  documentTreePdfLines,
  pdfAddresses,
  pdfPair,
  pdfSubtotalAndDiscounts,
  pdfTotal,
} from '../../files/document-pdf';
import { PDF_CONTENT_TYPE, type PdfLine, writePdf } from '../../files/pdf';
import { fileResponse, listFileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import { partsListResponse } from '../cart/parts-list';

/**
 * The order's files (001 §7 "Orders"): the PDF (printToPDF), the parts list, the lines with their fulfilment
 * fields (exportToExcel), one line's serial numbers, and the list of orders the filters match.
 */

const formatDate = documentDate;

/** The order as PDF lines: header, addresses, the lines in document order, the totals and the return policy. */
export function orderPdfLines(order: Order): PdfLine[] {
  const lines: PdfLine[] = [
    { text: formatMessage('Order.DetailTitle', { number: order.orderNumber }), bold: true, size: 16 },
  ];
  if (order.title) lines.push({ text: order.title, bold: true, gapBefore: 14 });
  const optional = [
    ['Order.Company', order.affiliatedCompany],
    ['Order.Po', order.po],
    ['Order.BlanketPo', order.blanketPo],
    ['Order.OrderedBy', order.orderedBy],
    ['Order.BusinessUnit', order.businessUnitName],
    ['Order.PaymentTerm', order.paymentTerm],
    ['Order.ShippingMethod', order.shippingMethod],
    ['Order.Quote', order.quote?.number ?? ''],
    ['Order.Requisition', order.requisition?.number ?? ''],
  ] as const;
  lines.push(
    pdfPair(formatMessage('Order.Status'), order.statusName),
    pdfPair(formatMessage('Order.Date'), formatDate(order.orderDate)),
    ...optional.filter(([, value]) => value).map(([key, value]) => pdfPair(formatMessage(key), value)),
    ...pdfAddresses(order),
    ...documentTreePdfLines(order, (column) => formatMessage(`Order.${column}`)),
    ...pdfSubtotalAndDiscounts(
      { label: formatMessage('Order.SubTotal'), amount: order.subTotal },
      order.discountAmounts,
      { label: formatMessage('Order.Discounts'), amount: order.discountTotal },
    ),
    pdfTotal(formatMessage('Order.Tax'), order.taxTotal),
    pdfTotal(formatMessage('Order.Shipping'), order.shippingTotal),
    pdfTotal(formatMessage('Order.GrandTotal'), order.grandTotal, true),
    { text: formatMessage('Order.Policies'), bold: true, gapBefore: 14 },
    { text: formatMessage('Policy.Returns') },
  );
  if (order.comments) {
    lines.push(
      { text: formatMessage('Order.Comments'), bold: true, gapBefore: 14 },
      { text: order.comments },
    );
  }
  return lines;
}

export async function orderPdfResponse(order: Order): Promise<Response> {
  const bytes = await writePdf({
    title: formatMessage('Order.DetailTitle', { number: order.orderNumber }),
    lines: orderPdfLines(order),
  });
  return fileResponse(bytes, `order-${order.orderNumber}.pdf`, PDF_CONTENT_TYPE);
}

/** The parts list of the order: the cart family's sheet (lines under groups and bundles, the total). */
export function orderPartsListResponse(order: Order): Promise<Response> {
  return partsListResponse(
    {
      groups: order.groups,
      bundles: order.bundles,
      items: order.items,
      totals: { grandTotal: order.grandTotal, recurringMonthlyCharges: '0.00' },
    },
    { number: order.orderNumber, title: order.title },
  );
}

const lineColumns: XlsxColumn<OrderLine>[] = [
  { header: formatMessage('Order.Line'), value: (line) => line.lineNumber, format: 'integer', width: 6 },
  { header: formatMessage('Order.Manufacturer'), value: (line) => line.manufacturerName, width: 18 },
  { header: formatMessage('Order.Part'), value: (line) => line.manufacturerPart, width: 20 },
  { header: formatMessage('Order.Description'), value: (line) => line.description, width: 44 },
  { header: formatMessage('Order.Quantity'), value: (line) => line.quantity, format: 'integer' },
  { header: formatMessage('Order.UnitPrice'), value: (line) => line.unitPrice, format: 'money' },
  { header: formatMessage('Order.ExtendedPrice'), value: (line) => line.extendedPrice, format: 'money' },
  { header: formatMessage('Order.LineStatus'), value: (line) => line.statusName, width: 14 },
  { header: formatMessage('Order.Serials'), value: (line) => line.serialNumbers.join(', '), width: 24 },
  { header: formatMessage('Order.Carrier'), value: (line) => line.carrier, width: 14 },
  { header: formatMessage('Order.Tracking'), value: (line) => line.trackingNumber, width: 22 },
  { header: formatMessage('Order.ShipDate'), value: (line) => formatDate(line.shipDate) },
  { header: formatMessage('Order.ScheduledDate'), value: (line) => formatDate(line.scheduledDate) },
  { header: formatMessage('Order.LineShipTo'), value: (line) => line.shipToName, width: 24 },
  { header: formatMessage('Order.Unspsc'), value: (line) => line.unspsc },
  { header: formatMessage('Order.ContractVehicle'), value: (line) => line.contractVehicle, width: 18 },
  { header: formatMessage('Order.ChargeKind'), value: (line) => line.chargeKindName },
  { header: formatMessage('Order.Subscription'), value: (line) => line.subscriptionId, width: 18 },
];

/** The order's lines with their fulfilment fields. */
export async function orderLinesResponse(order: Order): Promise<Response> {
  const bytes = await writeXlsx([
    {
      name: formatMessage('Order.Export.LinesSheet'),
      preamble: [[formatMessage('Order.DetailTitle', { number: order.orderNumber }), order.title].join(' ')],
      columns: lineColumns,
      rows: order.items,
    },
  ]);
  return fileResponse(bytes, `order-${order.orderNumber}.xlsx`, XLSX_CONTENT_TYPE);
}

/** One line's serial numbers, one to a row. */
export async function orderSerialsResponse(order: Order, line: OrderLine): Promise<Response> {
  const bytes = await writeXlsx([
    {
      name: formatMessage('Order.Export.SerialsSheet'),
      preamble: [
        formatMessage('Order.Export.SerialsOfLine', {
          line: line.lineNumber,
          part: line.manufacturerPart,
          number: order.orderNumber,
        }),
      ],
      columns: [{ header: formatMessage('Order.Serial'), value: (serial: string) => serial, width: 28 }],
      rows: line.serialNumbers,
    },
  ]);
  return fileResponse(
    bytes,
    `order-${order.orderNumber}-line-${line.lineNumber}-serials.xlsx`,
    XLSX_CONTENT_TYPE,
  );
}

const listColumns: XlsxColumn<OrderSummary>[] = [
  { header: formatMessage('Order.Number'), value: (row) => row.orderNumber, width: 14 },
  { header: formatMessage('Order.Date'), value: (row) => formatDate(row.orderDate) },
  { header: formatMessage('Order.Name'), value: (row) => row.title, width: 32 },
  { header: formatMessage('Order.Company'), value: (row) => row.affiliatedCompany, width: 22 },
  { header: formatMessage('Order.Po'), value: (row) => row.po, width: 16 },
  { header: formatMessage('Order.Total'), value: (row) => row.grandTotal, format: 'money' },
  { header: formatMessage('Order.Status'), value: (row) => row.statusName, width: 12 },
  { header: formatMessage('Order.ShipTo'), value: (row) => row.shipTo, width: 24 },
  { header: formatMessage('Order.BusinessUnit'), value: (row) => row.businessUnit, width: 22 },
  { header: formatMessage('Order.Quote'), value: (row) => row.quoteNumber },
  { header: formatMessage('Order.Requisition'), value: (row) => row.requisitionNumber },
  { header: formatMessage('Order.Serial'), value: (row) => row.serial },
  { header: formatMessage('Order.Part'), value: (row) => row.part, width: 18 },
  { header: formatMessage('Order.BlanketPo'), value: (row) => row.blanketPo },
];

/** Every order the list's filters match, newest first. */
export async function orderListResponse(rows: readonly OrderSummary[]): Promise<Response> {
  const bytes = await writeXlsx([
    { name: formatMessage('Order.Export.Sheet'), columns: listColumns, rows: [...rows] },
  ]);
  return listFileResponse(bytes, 'orders.xlsx', XLSX_CONTENT_TYPE, rows.length);
}
