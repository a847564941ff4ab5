import {
  type DocumentBundle,
  type DocumentItem,
  type DocumentRow,
  type DocumentTree,
  flattenDocumentTree,
  isRequestItem,
} from '@b2b-portal/flows/rules';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { formatMoney } from '../format';
import { fillTemplate } from '../format/template';
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
  empty: 'No records found.',
};

export interface DocumentLinesProps extends DocumentTree {
  /** The table's accessible name, e.g. 'Cart lines'. */
  'aria-label': string;
  /** Whether prices may be shown; when false every line is a request item (001 §4). @default true */
  showPricing?: boolean;
  /** Adds a remove button to every bundle header. */
  onRemoveBundle?: (bundle: DocumentBundle) => void;
  /** Adds a remove button to every line. */
  onRemoveItem?: (item: DocumentItem) => void;
  /** Extra per-row actions (after the remove buttons), for any row kind. */
  renderActions?: (row: DocumentRow) => ReactNode;
  /** Texts, English by default. @default defaultDocumentLinesLabels */
  labels?: Partial<DocumentLinesLabels>;
  /** Extra class on the wrapper. */
  className?: string;
}

const columnCount = 7;

/** The document line table of 001 §3: groups, bundles, lines and variable-billing subgroups with subtotals. */
export function DocumentLines({
  groups,
  bundles,
  items,
  showPricing = true,
  onRemoveBundle,
  onRemoveItem,
  renderActions,
  labels: labelOverrides,
  className,
  'aria-label': ariaLabel,
}: DocumentLinesProps) {
  const labels = { ...defaultDocumentLinesLabels, ...labelOverrides };
  const rows = flattenDocumentTree({ groups, bundles, items });
  const hasActions = Boolean(onRemoveBundle || onRemoveItem || renderActions);

  const actionsFor = (row: DocumentRow) => {
    if (!hasActions) return null;
    return (
      <td className={styles.actionsCell}>
        {row.kind === 'bundle-header' && onRemoveBundle ? (
          <Button
            variant="ghost"
            size="small"
            onPress={() => onRemoveBundle(row.bundle)}
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

  const renderRow = (row: DocumentRow) => {
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
        const request = isRequestItem(item, showPricing);
        return (
          <tr key={row.id} className={styles.itemRow} data-kind={row.kind}>
            <td style={indent(row.depth)}>{row.lineNumber}</td>
            <th scope="row" className={styles.partCell}>
              {item.manufacturerPart}
            </th>
            <td>{item.description}</td>
            <td className={styles.numeric}>{item.quantity}</td>
            <td className={styles.numeric}>{request ? '' : formatMoney(item.unitPrice)}</td>
            <td className={styles.numeric}>{item.serviceLength || ''}</td>
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
