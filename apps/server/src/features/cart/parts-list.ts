import { formatMessage } from '@b2b-portal/api/messages';
import { compareMoney } from '@b2b-portal/flows/rules';
import {
  type PartsListRow,
  partsListColumns,
  partsListLabel,
  partsListLineRows,
} from '../../files/parts-list';
import { fileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE } from '../../files/xlsx';
import type { CartDocument } from './document';

/**
 * The parts list of a cart-family document as an XLSX file: one row per line in document order, a row naming
 * each group and bundle above its lines, and the totals. A line without pricing shows "Request pricing".
 */

const columns = partsListColumns((name) => formatMessage(`PartsList.${name}`));

/** What the sheet reads of a cart-family document (an order's lines are the same tree). */
export type PartsListDocument = Parameters<typeof partsListLineRows>[0] & {
  totals: Pick<CartDocument['totals'], 'grandTotal' | 'recurringMonthlyCharges'>;
};

export function partsListRows(document: PartsListDocument): PartsListRow[] {
  const rows = partsListLineRows(document, {
    group: (name) => formatMessage('PartsList.Group', { name }),
    bundle: (name) => formatMessage('PartsList.Bundle', { name }),
    requestPricing: formatMessage('Cart.RequestPricing'),
  });
  rows.push({
    ...partsListLabel(formatMessage('PartsList.Total')),
    extendedPrice: document.totals.grandTotal,
  });
  if (compareMoney(document.totals.recurringMonthlyCharges, 0) > 0) {
    rows.push({
      ...partsListLabel(formatMessage('PartsList.RecurringMonthlyCharges')),
      extendedPrice: document.totals.recurringMonthlyCharges,
    });
  }
  return rows;
}

/** The XLSX answer; `number` names the file (`parts-list-SC-100001.xlsx`), the live cart has none. */
export async function partsListResponse(
  document: PartsListDocument,
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
