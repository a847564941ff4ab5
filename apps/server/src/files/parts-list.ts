import type { CartItem, PricingRequestLines } from '@b2b-portal/api';
import { flattenDocumentTree } from '@b2b-portal/flows/rules';
import type { XlsxColumn } from './xlsx';

/**
 * The parts-list table shared by the exports of cart-family documents and pricing requests: one row per line in
 * document order, a row naming each group and bundle above its lines, and the same eight columns. The callers
 * supply the words (each area has its own message keys) and add their own preamble and totals.
 */

export interface PartsListRow {
  line: number | null;
  manufacturer: string;
  part: string;
  description: string;
  quantity: number | null;
  /** A decimal string, or the words shown for a line without pricing. */
  unitPrice: string | null;
  serviceLength: number | null;
  /** A decimal string. */
  extendedPrice: string | null;
}

/** A row that only names something (a group, a bundle, a total) in the description column. */
export const partsListLabel = (description: string): PartsListRow => ({
  line: null,
  manufacturer: '',
  part: '',
  description,
  quantity: null,
  unitPrice: null,
  serviceLength: null,
  extendedPrice: null,
});

/** A line of a cart, a saved cart, a quote or a pricing request (a pricing request's lines have no version). */
export type PartsListItem = Omit<CartItem, 'version'>;

export interface PartsListWords {
  group: (name: string) => string;
  bundle: (name: string) => string;
  /** What the unit price column shows for a line without pricing. */
  requestPricing: string;
}

/** The rows of the lines in document order, with a row naming each group and bundle above its lines. */
export function partsListLineRows(
  lines: Pick<PricingRequestLines, 'groups' | 'bundles'> & { items: readonly PartsListItem[] },
  words: PartsListWords,
): PartsListRow[] {
  const items = new Map(lines.items.map((item) => [item.id, item]));
  const rows: PartsListRow[] = [];
  const tree = flattenDocumentTree({
    groups: lines.groups,
    bundles: lines.bundles,
    items: lines.items.map((item) => ({
      ...item,
      variableBilling: item.variableBilling ? { itemType: item.variableBilling.itemType } : undefined,
    })),
  });
  for (const row of tree) {
    if (row.kind === 'group-header') rows.push(partsListLabel(words.group(row.group.name)));
    if (row.kind === 'bundle-header') rows.push(partsListLabel(words.bundle(row.bundle.name)));
    if (row.kind !== 'item') continue;
    const item = items.get(row.id);
    if (!item) continue;
    rows.push({
      line: item.printLineNumber,
      manufacturer: item.manufacturerName,
      part: item.manufacturerPart,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.isRequestItem ? words.requestPricing : item.unitPrice,
      serviceLength: item.serviceLength,
      extendedPrice: item.isRequestItem ? null : item.extendedPrice,
    });
  }
  return rows;
}

export type PartsListColumnName =
  | 'Line'
  | 'Manufacturer'
  | 'Part'
  | 'Description'
  | 'Quantity'
  | 'UnitPrice'
  | 'ServiceLength'
  | 'ExtendedPrice';

/** The eight columns of the sheet, with the headers `header` names. */
export function partsListColumns(header: (name: PartsListColumnName) => string): XlsxColumn<PartsListRow>[] {
  return [
    { header: header('Line'), value: (row) => row.line, format: 'integer', width: 6 },
    { header: header('Manufacturer'), value: (row) => row.manufacturer, width: 18 },
    { header: header('Part'), value: (row) => row.part, width: 22 },
    { header: header('Description'), value: (row) => row.description, width: 48 },
    { header: header('Quantity'), value: (row) => row.quantity, format: 'integer', width: 10 },
    { header: header('UnitPrice'), value: (row) => row.unitPrice, format: 'money', width: 16 },
    { header: header('ServiceLength'), value: (row) => row.serviceLength, format: 'integer', width: 12 },
    { header: header('ExtendedPrice'), value: (row) => row.extendedPrice, format: 'money', width: 16 },
  ];
}
