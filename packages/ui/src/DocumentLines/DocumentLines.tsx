import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../Button';
import { formatMoney } from '../format';
import { fillTemplate } from '../format/template';
import { NumberField } from '../NumberField';
import * as styles from './DocumentLines.css';

export interface DocumentLinesLabels {
  line: string;
  manufacturerPart: string;
  description: string;
  quantity: string;
  unitPrice: string;
  serviceLength: string;
  extendedPrice: string;
  actions: string;
  /** Shown instead of a price on a request item. */
  requestPricing: string;
  /** Footer of a group; `{name}` is the group's title. */
  groupSubtotal: string;
  /** Footer of a bundle; `{name}` is the bundle's title. */
  bundleSubtotal: string;
  /** Header of a variable-billing subgroup; `{itemType}` is Recurring or Usage. */
  variableBillingHeader: string;
  recurringMonthlyCharges: string;
  totalRecurringCharges: string;
  /** Accessible name of the remove-bundle button; `{name}` is the bundle's title. */
  removeBundle: string;
  /** Accessible name of the remove-line button; `{part}` is the manufacturer part. */
  removeItem: string;
  /** Accessible name of a line's quantity field; `{part}` is the manufacturer part. */
  quantityOf: string;
  /** Accessible name of a line's service-length field (months); `{part}` is the manufacturer part. */
  serviceLengthOf: string;
  /** Shown when there are no lines. */
  empty: string;
}

export const defaultDocumentLinesLabels: DocumentLinesLabels = {
  line: 'Line',
  manufacturerPart: 'Manufacturer part',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  serviceLength: 'Service length',
  extendedPrice: 'Extended price',
  actions: 'Actions',
  requestPricing: 'Request pricing',
  groupSubtotal: 'Subtotal for {name}',
  bundleSubtotal: 'Bundle subtotal for {name}',
  variableBillingHeader: '{itemType} charges',
  recurringMonthlyCharges: 'Recurring monthly charges',
  totalRecurringCharges: 'Total recurring charges',
  removeBundle: 'Remove bundle {name}',
  removeItem: 'Remove {part}',
  quantityOf: 'Quantity of {part}',
  serviceLengthOf: 'Service length in months of {part}',
  empty: 'No records found.',
};

/** A group of lines (a header and a subtotal footer). */
export interface DocumentLinesGroup {
  id: string;
  name: string;
}

/** A bundle of lines (a header and a subtotal footer). */
export interface DocumentLinesBundle {
  id: string;
  name: string;
}

/** What a line shows besides its prices. */
export interface DocumentLinesItem {
  id: string;
  manufacturerPart: string;
  description: string;
  quantity: number;
  /** Months; 0 (a one-time charge) shows empty. */
  serviceLength: number;
}

/**
 * One row of the table, in display order, with every figure already computed: the rows of
 * `flattenDocumentTree` in `@b2b-portal/flows/rules` fit as they are. Amounts are decimal strings ("19.99").
 */
export type DocumentLinesRow =
  | { kind: 'group-header'; id: string; depth: number; group: DocumentLinesGroup }
  | { kind: 'bundle-header'; id: string; depth: number; bundle: DocumentLinesBundle }
  | {
      kind: 'item';
      id: string;
      depth: number;
      item: DocumentLinesItem;
      /** The line number printed on the document. */
      lineNumber: string;
      unitPrice: string;
      extendedPrice: string;
      /** The line needs pricing (001 §4): 'Request pricing' instead of its prices. */
      isRequest: boolean;
    }
  | { kind: 'variable-billing-header'; id: string; depth: number; itemType: string }
  | {
      kind: 'variable-billing-footer';
      id: string;
      depth: number;
      itemType: string;
      recurringMonthlyCharges: string;
      totalRecurringCharges: string;
    }
  | { kind: 'bundle-footer'; id: string; depth: number; bundle: DocumentLinesBundle; subtotal: string }
  | { kind: 'group-footer'; id: string; depth: number; group: DocumentLinesGroup; subtotal: string };

export type DocumentLinesRowKind = DocumentLinesRow['kind'];

export interface DocumentLinesProps {
  /** The table's accessible name, e.g. 'Cart lines'. */
  'aria-label': string;
  /** The rows to draw, in order, with their figures (the app computes them; this table does no arithmetic). */
  rows: readonly DocumentLinesRow[];
  /** Whether subtotals and footers show their amounts (001 §4: not when pricing is hidden). @default true */
  showPricing?: boolean;
  /** Adds a remove button to every bundle header. */
  onRemoveBundle?: (bundle: DocumentLinesBundle) => void;
  /** Adds a remove button to every line. */
  onRemoveItem?: (item: DocumentLinesItem) => void;
  /**
   * Makes every line's quantity editable (1 to `maxQuantity`); called when the user commits a new value
   * (Enter, blur or the − / + buttons).
   */
  onQuantityChange?: (item: DocumentLinesItem, quantity: number) => void;
  /** Makes every line's service length (months, 0 to `maxServiceLength`) editable; called on commit. */
  onServiceLengthChange?: (item: DocumentLinesItem, serviceLength: number) => void;
  /** Largest quantity a line may have, as the page's contract says (the portal: `CART_QUANTITY_LIMITS`). */
  maxQuantity?: number;
  /** Longest service length in months, as the page's contract says (the portal: `CART_SERVICE_LENGTH_LIMITS`). */
  maxServiceLength?: number;
  /** Disables the editing fields and buttons, e.g. while a change is being saved. */
  isDisabled?: boolean;
  /** Extra per-row actions (after the remove buttons), for any row kind. */
  renderActions?: (row: DocumentLinesRow) => ReactNode;
  /** Texts, English by default. @default defaultDocumentLinesLabels */
  labels?: Partial<DocumentLinesLabels>;
  /** Extra class on the wrapper. */
  className?: string;
}

const columnCount = 7;

/**
 * A number field in a cell that keeps the committed value on screen while the owner saves it, and follows the
 * owner's value when it changes (the saved document arrives).
 */
function CellNumberField({
  value,
  onCommit,
  ...props
}: {
  'aria-label': string;
  value: number;
  minValue: number;
  maxValue: number | undefined;
  isDisabled: boolean;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <NumberField
      {...props}
      className={styles.cellField}
      value={draft}
      onChange={(next) => {
        if (!Number.isFinite(next)) {
          setDraft(value);
          return;
        }
        setDraft(next);
        if (next !== value) onCommit(next);
      }}
    />
  );
}

/** The document line table of 001 §3: groups, bundles, lines and variable-billing subgroups with subtotals. */
export function DocumentLines({
  rows,
  showPricing = true,
  onRemoveBundle,
  onRemoveItem,
  renderActions,
  onQuantityChange,
  onServiceLengthChange,
  maxQuantity,
  maxServiceLength,
  isDisabled = false,
  labels: labelOverrides,
  className,
  'aria-label': ariaLabel,
}: DocumentLinesProps) {
  const labels = { ...defaultDocumentLinesLabels, ...labelOverrides };
  const hasActions = Boolean(onRemoveBundle || onRemoveItem || renderActions);

  const actionsFor = (row: DocumentLinesRow) => {
    if (!hasActions) return null;
    return (
      <td className={styles.actionsCell}>
        {row.kind === 'bundle-header' && onRemoveBundle ? (
          <Button
            variant="ghost"
            size="small"
            onPress={() => onRemoveBundle(row.bundle)}
            isDisabled={isDisabled}
            aria-label={fillTemplate(labels.removeBundle, { name: row.bundle.name })}
          >
            {labels.removeBundle.replace(/\s*\{name\}/, '')}
          </Button>
        ) : null}
        {row.kind === 'item' && onRemoveItem ? (
          <Button
            variant="ghost"
            size="small"
            onPress={() => onRemoveItem(row.item)}
            isDisabled={isDisabled}
            aria-label={fillTemplate(labels.removeItem, { part: row.item.manufacturerPart })}
          >
            {labels.removeItem.replace(/\s*\{part\}/, '')}
          </Button>
        ) : null}
        {renderActions?.(row)}
      </td>
    );
  };

  const indent = (depth: number) => ({ paddingInlineStart: `calc(${depth} * 1.25rem + 0.5rem)` });

  const renderRow = (row: DocumentLinesRow) => {
    switch (row.kind) {
      case 'group-header':
        return (
          <tr key={row.id} className={styles.groupHeader} data-kind={row.kind}>
            <th scope="colgroup" colSpan={columnCount} style={indent(row.depth)}>
              {row.group.name}
            </th>
            {actionsFor(row)}
          </tr>
        );
      case 'bundle-header':
        return (
          <tr key={row.id} className={styles.bundleHeader} data-kind={row.kind}>
            <th scope="colgroup" colSpan={columnCount} style={indent(row.depth)}>
              {row.bundle.name}
            </th>
            {actionsFor(row)}
          </tr>
        );
      case 'variable-billing-header':
        return (
          <tr key={row.id} className={styles.subgroupHeader} data-kind={row.kind}>
            <th scope="colgroup" colSpan={columnCount} style={indent(row.depth)}>
              {fillTemplate(labels.variableBillingHeader, { itemType: row.itemType })}
            </th>
            {actionsFor(row)}
          </tr>
        );
      case 'item': {
        const { item } = row;
        const request = row.isRequest;
        return (
          <tr key={row.id} className={styles.itemRow} data-kind={row.kind}>
            <td style={indent(row.depth)}>{row.lineNumber}</td>
            <th scope="row" className={styles.partCell}>
              {item.manufacturerPart}
            </th>
            <td>{item.description}</td>
            <td className={styles.numeric}>
              {onQuantityChange ? (
                <CellNumberField
                  aria-label={fillTemplate(labels.quantityOf, { part: item.manufacturerPart })}
                  value={item.quantity}
                  minValue={1}
                  maxValue={maxQuantity}
                  isDisabled={isDisabled}
                  onCommit={(quantity) => onQuantityChange(item, quantity)}
                />
              ) : (
                item.quantity
              )}
            </td>
            <td className={styles.numeric}>{request ? '' : formatMoney(row.unitPrice)}</td>
            <td className={styles.numeric}>
              {onServiceLengthChange ? (
                <CellNumberField
                  aria-label={fillTemplate(labels.serviceLengthOf, { part: item.manufacturerPart })}
                  value={item.serviceLength}
                  minValue={0}
                  maxValue={maxServiceLength}
                  isDisabled={isDisabled}
                  onCommit={(months) => onServiceLengthChange(item, months)}
                />
              ) : (
                item.serviceLength || ''
              )}
            </td>
            <td className={styles.numeric}>
              {request ? (
                <span className={styles.requestPricing}>{labels.requestPricing}</span>
              ) : (
                formatMoney(row.extendedPrice)
              )}
            </td>
            {actionsFor(row)}
          </tr>
        );
      }
      case 'variable-billing-footer':
        return (
          <tr key={row.id} className={styles.footerRow} data-kind={row.kind}>
            <td colSpan={columnCount - 1} style={indent(row.depth)}>
              <span>
                {labels.recurringMonthlyCharges}:{' '}
                {showPricing ? formatMoney(row.recurringMonthlyCharges) : ''}
              </span>
              <span className={styles.footerSeparator}>{labels.totalRecurringCharges}</span>
            </td>
            <td className={styles.numeric}>{showPricing ? formatMoney(row.totalRecurringCharges) : ''}</td>
            {actionsFor(row)}
          </tr>
        );
      case 'bundle-footer':
        return (
          <tr key={row.id} className={styles.footerRow} data-kind={row.kind}>
            <td colSpan={columnCount - 1} style={indent(row.depth)}>
              {fillTemplate(labels.bundleSubtotal, { name: row.bundle.name })}
            </td>
            <td className={styles.numeric}>{showPricing ? formatMoney(row.subtotal) : ''}</td>
            {actionsFor(row)}
          </tr>
        );
      case 'group-footer':
        return (
          <tr key={row.id} className={styles.groupFooter} data-kind={row.kind}>
            <td colSpan={columnCount - 1} style={indent(row.depth)}>
              {fillTemplate(labels.groupSubtotal, { name: row.group.name })}
            </td>
            <td className={styles.numeric}>{showPricing ? formatMoney(row.subtotal) : ''}</td>
            {actionsFor(row)}
          </tr>
        );
    }
  };

  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <table className={styles.table} aria-label={ariaLabel}>
        <thead>
          <tr>
            <th scope="col">{labels.line}</th>
            <th scope="col">{labels.manufacturerPart}</th>
            <th scope="col">{labels.description}</th>
            <th scope="col" className={styles.numeric}>
              {labels.quantity}
            </th>
            <th scope="col" className={styles.numeric}>
              {labels.unitPrice}
            </th>
            <th scope="col" className={styles.numeric}>
              {labels.serviceLength}
            </th>
            <th scope="col" className={styles.numeric}>
              {labels.extendedPrice}
            </th>
            {hasActions ? <th scope="col">{labels.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount + (hasActions ? 1 : 0)} className={styles.empty}>
                {labels.empty}
              </td>
            </tr>
          ) : (
            rows.map(renderRow)
          )}
        </tbody>
      </table>
    </div>
  );
}
