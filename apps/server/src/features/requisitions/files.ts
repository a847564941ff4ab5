import type { Requisition, RequisitionSummary } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { flattenDocumentTree } from '@b2b-portal/flows/rules';
import { formatMoney as money } from '@b2b-portal/ui/format';
import { type PdfLine, writePdf } from '../../files/pdf';
import { writeXlsx, type XlsxColumn } from '../../files/xlsx';

/** The requisition list as XLSX, and one requisition as PDF (001 §7 exportsearchlist, download). */

/** 001 §9: MM/DD/YYYY (UTC). */
export function usDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

const columns: XlsxColumn<RequisitionSummary>[] = [
  { header: formatMessage('Requisition.Export.Number'), value: (row) => row.requisitionNumber, width: 14 },
  { header: formatMessage('Requisition.Export.Title'), value: (row) => row.title, width: 36 },
  {
    header: formatMessage('Requisition.Export.Date'),
    value: (row) => usDate(row.requisitionDate),
    width: 12,
  },
  { header: formatMessage('Requisition.Export.Requester'), value: (row) => row.requester, width: 22 },
  { header: formatMessage('Requisition.Export.BusinessUnit'), value: (row) => row.businessUnit, width: 22 },
  { header: formatMessage('Requisition.Export.Status'), value: (row) => row.statusName, width: 18 },
  { header: formatMessage('Requisition.Export.WaitingFor'), value: (row) => row.waitingFor, width: 20 },
  { header: formatMessage('Requisition.Export.OrderNumber'), value: (row) => row.orderNumber, width: 14 },
  {
    header: formatMessage('Requisition.Export.GrandTotal'),
    value: (row) => row.grandTotal,
    format: 'money',
    width: 16,
  },
];

export function requisitionListXlsx(rows: readonly RequisitionSummary[]) {
  return writeXlsx([{ name: formatMessage('Requisition.Export.SheetName'), columns, rows }]);
}

/** One requisition as PDF: number, header, workflow data, lines in document order, totals. */
export function requisitionPdf(requisition: Requisition): Promise<Uint8Array<ArrayBuffer>> {
  const { requisition: header, workflowData } = requisition;
  const lines: PdfLine[] = [
    {
      text: formatMessage('Requisition.Pdf.Heading', { number: requisition.requisitionNumber }),
      size: 16,
      bold: true,
    },
    { text: formatMessage('Requisition.Pdf.Title', { title: header.title }), gapBefore: 6 },
    { text: formatMessage('Requisition.Pdf.Date', { date: usDate(header.requisitionDate) }) },
    { text: formatMessage('Requisition.Pdf.Status', { status: requisition.statusName }) },
  ];
  if (requisition.waitingFor && requisition.currentLevel !== null) {
    lines.push({
      text: formatMessage('Requisition.Pdf.WaitingFor', {
        roleName: requisition.waitingFor,
        level: requisition.currentLevel,
      }),
    });
  }
  lines.push({ text: formatMessage('Requisition.Pdf.Requester', { name: header.requester }) });
  if (header.businessUnit) {
    lines.push({ text: formatMessage('Requisition.Pdf.BusinessUnit', { name: header.businessUnit }) });
  }
  if (workflowData.po) lines.push({ text: formatMessage('Requisition.Pdf.Po', { po: workflowData.po }) });
  if (workflowData.paymentTermName) {
    lines.push({
      text: formatMessage('Requisition.Pdf.PaymentTerm', { name: workflowData.paymentTermName }),
    });
  }
  for (const [label, address] of [
    [formatMessage('Requisition.Pdf.BillTo'), workflowData.billTo],
    [formatMessage('Requisition.Pdf.ShipTo'), workflowData.shipTo],
  ] as const) {
    if (address.length === 0) continue;
    lines.push({ text: label, bold: true, gapBefore: 6 });
    for (const part of address) lines.push({ text: part, indent: 12 });
  }

  lines.push({ text: formatMessage('Requisition.Pdf.Lines'), bold: true, size: 12, gapBefore: 10 });
  const items = new Map(requisition.items.map((item) => [item.id, item]));
  const bundles = new Map(requisition.bundles.map((bundle) => [bundle.id, bundle]));
  for (const row of flattenDocumentTree(requisition)) {
    const indent = row.depth * 12;
    if (row.kind === 'group-header') {
      lines.push({
        text: formatMessage('Requisition.Pdf.Group', { name: row.group.name }),
        bold: true,
        indent,
      });
    } else if (row.kind === 'bundle-header') {
      const quantity = bundles.get(row.bundle.id)?.quantity ?? 1;
      lines.push({
        text: formatMessage('Requisition.Pdf.Bundle', { name: row.bundle.name, quantity }),
        bold: true,
        indent,
      });
    } else if (row.kind === 'item') {
      const item = items.get(row.id);
      if (!item) continue;
      const unitPrice = item.isRequestItem
        ? formatMessage('Requisition.Pdf.RequestPricing')
        : money(item.unitPrice);
      lines.push({
        text: formatMessage('Requisition.Pdf.Line', {
          line: item.printLineNumber,
          part: item.manufacturerPart,
          description: item.description,
          quantity: item.quantity,
          unitPrice,
        }),
        right: item.isRequestItem ? '' : money(item.extendedPrice),
        indent,
      });
    }
  }

  lines.push(
    {
      text: formatMessage('Requisition.Pdf.SubTotal'),
      right: money(requisition.subTotal),
      gapBefore: 10,
    },
    { text: formatMessage('Requisition.Pdf.Tax'), right: money(requisition.taxTotal) },
    { text: formatMessage('Requisition.Pdf.Shipping'), right: money(requisition.shippingTotal) },
    { text: formatMessage('Requisition.Pdf.GrandTotal'), right: money(requisition.grandTotal), bold: true },
  );
  return writePdf({
    title: formatMessage('Requisition.Pdf.Heading', { number: requisition.requisitionNumber }),
    lines,
  });
}
