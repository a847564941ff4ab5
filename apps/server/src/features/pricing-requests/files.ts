import type { PricingRequestLines } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { documentLineTotals } from '@b2b-portal/flows/rules';
import { formatMoney as money } from '@b2b-portal/ui/format';
import { type PartsListRow, partsListColumns, partsListLineRows } from '../../files/parts-list';
import { PDF_CONTENT_TYPE, type PdfLine, writePdf } from '../../files/pdf';
import { fileResponse, listFileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import type { PricingRequestDetail, PricingRequestSummary } from './store';

/** The print (PDF) and exports (XLSX) of pricing requests. */

/** The lines in document order with a row naming each group and bundle above its lines. */
export function lineRows(lines: PricingRequestLines): PartsListRow[] {
  return partsListLineRows(lines, {
    group: (name) => formatMessage('PricingRequest.Group', { name }),
    bundle: (name) => formatMessage('PricingRequest.Bundle', { name }),
    requestPricing: formatMessage('PricingRequest.RequestPricing'),
  });
}

const column = (key: string) => formatMessage(`PricingRequest.Column.${key}` as 'PricingRequest.Column.Line');

const lineColumns = partsListColumns(column);

const usDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

function header(detail: PricingRequestDetail): string[] {
  return [
    `${formatMessage('PricingRequest.Title')} ${detail.number}`,
    `${formatMessage('PricingRequest.RequestTitle')}: ${detail.title}`,
    `${formatMessage('PricingRequest.Status')}: ${detail.statusName}`,
    `${formatMessage('PricingRequest.Created')}: ${usDate(detail.createdDate)}`,
    `${formatMessage('PricingRequest.Requester')}: ${detail.requester}`,
    ...(detail.quoteNumber ? [`${formatMessage('PricingRequest.Quote')}: ${detail.quoteNumber}`] : []),
  ];
}

/** `Pricing/export`: the request's lines as an XLSX sheet. */
export async function exportLines(detail: PricingRequestDetail): Promise<Response> {
  const bytes = await writeXlsx([
    {
      name: formatMessage('PricingRequest.PartsSheet'),
      columns: lineColumns,
      rows: lineRows(detail.lines),
      preamble: header(detail),
    },
  ]);
  return fileResponse(bytes, `pricing-request-${detail.number}.xlsx`, XLSX_CONTENT_TYPE);
}

const listColumns: XlsxColumn<PricingRequestSummary>[] = [
  { header: column('Number'), value: (row) => row.number, width: 14 },
  { header: column('Title'), value: (row) => row.title, width: 36 },
  { header: column('Status'), value: (row) => row.statusName, width: 14 },
  { header: column('Created'), value: (row) => usDate(row.createdDate), width: 12 },
  { header: column('Requester'), value: (row) => row.requester, width: 24 },
  { header: column('Quote'), value: (row) => row.quoteNumber, width: 14 },
];

/** `Pricing/ExportToExcel`: the list as an XLSX sheet. */
export async function exportList(rows: readonly PricingRequestSummary[]): Promise<Response> {
  const bytes = await writeXlsx([
    { name: formatMessage('PricingRequest.Sheet'), columns: listColumns, rows },
  ]);
  return listFileResponse(bytes, 'pricing-requests.xlsx', XLSX_CONTENT_TYPE, rows.length);
}

/** `Pricing/print`: the request as a PDF. */
export async function printRequest(detail: PricingRequestDetail): Promise<Response> {
  const [title, ...facts] = header(detail);
  const lines: PdfLine[] = [{ text: title ?? '', size: 16, bold: true }, ...facts.map((text) => ({ text }))];
  if (detail.comments) {
    lines.push({ text: formatMessage('PricingRequest.Comments'), bold: true, gapBefore: 8 });
    lines.push({ text: detail.comments });
  }
  lines.push({ text: formatMessage('PricingRequest.Lines'), bold: true, size: 12, gapBefore: 12 });
  for (const row of lineRows(detail.lines)) {
    if (row.line === null) {
      lines.push({ text: row.description, bold: true, gapBefore: 4 });
      continue;
    }
    // A line without pricing has no extended price and the words for it in the unit price column.
    const price =
      row.extendedPrice === null
        ? (row.unitPrice ?? '')
        : `${row.quantity} x ${money(row.unitPrice ?? '0')} = ${money(row.extendedPrice)}`;
    lines.push({ text: `${row.line}. ${row.manufacturer} ${row.part} — ${row.description}`, right: price });
  }
  const totals = documentLineTotals(detail.lines.items);
  lines.push({
    text: formatMessage('PartsList.Total'),
    bold: true,
    gapBefore: 8,
    right: money(totals.grandTotal),
  });
  return fileResponse(
    await writePdf({ title: `${formatMessage('PricingRequest.Title')} ${detail.number}`, lines }),
    `pricing-request-${detail.number}.pdf`,
    PDF_CONTENT_TYPE,
  );
}
