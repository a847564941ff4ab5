import { formatMessage } from '@b2b-portal/api/messages';
import { flattenDocumentTree } from '@b2b-portal/flows/rules';
import { fileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import { asDocumentItems, type CartDocument } from './document';

/**
 * The parts list of a cart-family document as an XLSX file: one row per line in document order, a row naming
 * each group and bundle above its lines, and the totals. A line without pricing shows "Request pricing".
 */

interface PartsListRow {
  line: number | null;
  manufacturer: string;
  part: string;
  description: string;
  quantity: number | null;
  unitPrice: number | string | null;
  serviceLength: number | null;
  extendedPrice: number | null;
}

const label = (description: string): PartsListRow => ({
  line: null,
  manufacturer: '',
  part: '',
  description,
  quantity: null,
  unitPrice: null,
  serviceLength: null,
  extendedPrice: null,
});

const columns: XlsxColumn<PartsListRow>[] = [
  { header: formatMessage('PartsList.Line'), value: (row) => row.line, format: 'integer', width: 6 },
  { header: formatMessage('PartsList.Manufacturer'), value: (row) => row.manufacturer, width: 18 },
  { header: formatMessage('PartsList.Part'), value: (row) => row.part, width: 22 },
  { header: formatMessage('PartsList.Description'), value: (row) => row.description, width: 48 },
  { header: formatMessage('PartsList.Quantity'), value: (row) => row.quantity, format: 'integer', width: 10 },
  { header: formatMessage('PartsList.UnitPrice'), value: (row) => row.unitPrice, format: 'money', width: 16 },
  {
    header: formatMessage('PartsList.ServiceLength'),
    value: (row) => row.serviceLength,
    format: 'integer',
    width: 12,
  },
  {
    header: formatMessage('PartsList.ExtendedPrice'),
    value: (row) => row.extendedPrice,
    format: 'money',
    width: 16,
  },
];

export function partsListRows(document: CartDocument): PartsListRow[] {
  const items = new Map(document.items.map((item) => [item.id, item]));
  const rows: PartsListRow[] = [];
  const tree = flattenDocumentTree({
    groups: document.groups,
    bundles: document.bundles,
    items: asDocumentItems(document.items),
  });
  for (const row of tree) {
    if (row.kind === 'group-header')
      rows.push(label(formatMessage('PartsList.Group', { name: row.group.name })));
    if (row.kind === 'bundle-header') {
      rows.push(label(formatMessage('PartsList.Bundle', { name: row.bundle.name })));
    }
    if (row.kind !== 'item') continue;
    const item = items.get(row.id);
    if (!item) continue;
    rows.push({
      line: item.printLineNumber,
      manufacturer: item.manufacturerName,
      part: item.manufacturerPart,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.isRequestItem ? formatMessage('Cart.RequestPricing') : item.unitPrice,
      serviceLength: item.serviceLength,
      extendedPrice: item.isRequestItem ? null : item.extendedPrice,
    });
  }
  rows.push({ ...label(formatMessage('PartsList.Total')), extendedPrice: document.totals.grandTotal });
  if (document.totals.recurringMonthlyCharges > 0) {
    rows.push({
      ...label(formatMessage('PartsList.RecurringMonthlyCharges')),
      extendedPrice: document.totals.recurringMonthlyCharges,
    });
  }
  return rows;
}

/** The XLSX answer; `number` names the file (`parts-list-SC-100001.xlsx`), the live cart has none. */
export async function partsListResponse(
  document: CartDocument,
  heading: { number: string | null; title: string },
): Promise<Response> {
  const preamble = [
    formatMessage('PartsList.Title'),
    [heading.number, heading.title].filter(Boolean).join(' '),
  ];
  const bytes = await writeXlsx([
    { name: formatMessage('PartsList.Title'), columns, rows: partsListRows(document), preamble },
  ]);
  return fileResponse(bytes, `parts-list-${heading.number ?? 'cart'}.xlsx`, XLSX_CONTENT_TYPE);
}
