import type { DocumentAddress, Money } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import {
  compareMoney,
  type DocumentItem,
  type DocumentTree,
  flattenDocumentTree,
  subtractMoney,
} from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import type { PdfColumn, PdfLine } from './pdf';

/**
 * The parts a PDF of a document with lines shares (quotes, orders): labelled values, addresses, the lines in
 * document order under their group and bundle rows, and the totals with the discounts as deductions.
 */

/** A bold label with its value in the column beside it. */
export const pdfPair = (label: string, value: string): PdfLine => ({
  text: label,
  bold: true,
  columns: [{ text: value, at: 116, bold: false }],
});

/** The bill-to, ship-to and end user that the document has: label and name, the one-line address under it. */
export function pdfAddresses(document: {
  billTo: DocumentAddress | null;
  shipTo: DocumentAddress | null;
  endUser: DocumentAddress | null;
}): PdfLine[] {
  return (
    [
      ['Document.BillTo', document.billTo],
      ['Document.ShipTo', document.shipTo],
      ['Document.EndUser', document.endUser],
    ] as const
  ).flatMap(([key, address]) =>
    address ? [pdfPair(formatMessage(key), address.name), { text: address.formatted, indent: 116 }] : [],
  );
}

// Table columns, in points from the left margin (right-aligned ones end there).
const cells = (
  part: string,
  description: PdfColumn,
  quantity: string,
  unit: string,
  extended: string,
): PdfColumn[] => [
  { text: part, at: 32 },
  { ...description, at: 136 },
  { text: quantity, at: 376, align: 'right' },
  { text: unit, at: 436, align: 'right' },
  { text: extended, at: 502, align: 'right' },
];

/** The table's columns, named by the caller's words. */
export type PdfTableColumn = 'Line' | 'Part' | 'Description' | 'Quantity' | 'UnitPrice' | 'ExtendedPrice';

/** A line of a quote or an order: the tree's item with its pricing flag and printed number. */
type PdfDocumentItem = Omit<DocumentItem, 'variableBilling'> & {
  printLineNumber: number;
  unitPrice: Money;
  extendedPrice: Money;
  isRequestItem: boolean;
  variableBilling: { itemType: string } | null;
};

/** The header row and the lines in document order, a bold row naming each group and bundle above its lines. */
export function documentTreePdfLines(
  document: Omit<DocumentTree, 'items'> & { items: readonly PdfDocumentItem[] },
  header: (column: PdfTableColumn) => string,
): PdfLine[] {
  const lines: PdfLine[] = [
    {
      text: header('Line'),
      bold: true,
      gapBefore: 14,
      columns: cells(
        header('Part'),
        { text: header('Description'), at: 0 },
        header('Quantity'),
        header('UnitPrice'),
        header('ExtendedPrice'),
      ),
    },
  ];
  const items = new Map(document.items.map((item) => [item.id, item]));
  const tree = flattenDocumentTree({
    groups: document.groups,
    bundles: document.bundles,
    items: document.items.map((item) => ({
      ...item,
      variableBilling: item.variableBilling ? { itemType: item.variableBilling.itemType } : undefined,
    })),
  });
  for (const row of tree) {
    if (row.kind === 'group-header')
      lines.push({ text: formatMessage('PartsList.Group', { name: row.group.name }), bold: true });
    if (row.kind === 'bundle-header')
      lines.push({ text: formatMessage('PartsList.Bundle', { name: row.bundle.name }), bold: true });
    if (row.kind !== 'item') continue;
    const item = items.get(row.id);
    if (!item) continue;
    lines.push({
      text: String(item.printLineNumber),
      columns: cells(
        item.manufacturerPart.slice(0, 20),
        // Up to the room left before a four-digit quantity.
        { text: item.description, at: 0, size: 9, maxWidth: 204 },
        String(item.quantity),
        item.isRequestItem ? formatMessage('Cart.RequestPricing') : formatMoney(item.unitPrice),
        item.isRequestItem ? '' : formatMoney(item.extendedPrice),
      ),
    });
  }
  return lines;
}

/** A total under the table's price columns. */
export const pdfTotal = (label: string, value: Money, bold = false, gapBefore?: number): PdfLine => ({
  text: label,
  bold,
  indent: 346,
  right: formatMoney(value),
  gapBefore,
});

/** The subtotal, each discount as a deduction whichever sign it was stored with, and their total. */
export function pdfSubtotalAndDiscounts(
  subTotal: { label: string; amount: Money },
  discounts: readonly { description: string; amount: Money }[],
  discountTotal: { label: string; amount: Money },
): PdfLine[] {
  const deduction = (amount: Money) => (compareMoney(amount, 0) > 0 ? subtractMoney(0, amount) : amount);
  const lines = [pdfTotal(subTotal.label, subTotal.amount, false, 14)];
  for (const discount of discounts) lines.push(pdfTotal(discount.description, deduction(discount.amount)));
  if (discounts.length > 0) lines.push(pdfTotal(discountTotal.label, deduction(discountTotal.amount)));
  return lines;
}
