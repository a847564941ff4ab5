import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../Button';
import { formatMoney } from '../format';
import { fillTemplate } from '../format/template';
import { breakpoints } from '../foundations/tokens';
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
  /** Accessible name of a field's − button, before the field's name. */
  decrement: string;
  /** Accessible name of a field's + button, before the field's name. */
  increment: string;
  /** Shown under a quantity or service length that is not a whole number from `{min}` to `{max}`. */
  invalidNumber: string;
  /** Shown under a service length that is not a whole number of `{min}` or more (no largest given). */
  invalidNumberFrom: string;
  /** Added under a quantity of 0: lines are deleted with Remove, never by a quantity of 0. */
  zeroQuantity: string;
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
  decrement: 'Decrease',
  increment: 'Increase',
  invalidNumber: 'Please enter a whole number from {min} to {max}.',
  invalidNumberFrom: 'Please enter a whole number of {min} or more.',
  zeroQuantity: 'To delete the line, use Remove.',
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
  /**
   * A service or subscription line, whose length in months is part of its price (001 §5): only such a line's
   * service length is editable (a switch or a transceiver has none). @default serviceLength > 0
   */
  isService?: boolean;
}

/** Whether a line has a service length to change (a service or subscription line). */
const isServiceLine = (item: DocumentLinesItem) => item.isService ?? item.serviceLength > 0;

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

/**
 * How the lines are drawn. `table`: every column. `compact`: the columns that matter first (part, description,
 * quantity, extended price, actions), with the line number, unit price and service length in a detail under the
 * description (an editable service length under the quantity instead, so that it is reached after the quantity). `cards`: each line an article of its own, in lists per group and bundle.
 */
export type DocumentLinesLayout = 'table' | 'compact' | 'cards';

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
  /**
   * Makes the service length of every service or subscription line (`isService`) editable, in months from 1 to
   * `maxServiceLength` (0 counts as 1, 001 §5); a hardware line shows none. Called on commit.
   */
  onServiceLengthChange?: (item: DocumentLinesItem, serviceLength: number) => void;
  /** Largest quantity a line may have, as the page's contract says (the portal: `CART_QUANTITY_LIMITS`). */
  maxQuantity?: number;
  /** Longest service length in months, as the page's contract says (the portal: `CART_SERVICE_LENGTH_LIMITS`). */
  maxServiceLength?: number;
  /**
   * Disables the editing fields and buttons. A disabled field loses the keyboard focus (it falls to the page),
   * so do not disable them while a change is saved: queue the changes instead (flows' cart machine does).
   */
  isDisabled?: boolean;
  /** Extra per-row actions (after the remove buttons), for any row kind. */
  renderActions?: (row: DocumentLinesRow) => ReactNode;
  /**
   * `auto` takes the widest layout that fits its box without scrolling sideways: the whole table, the compact
   * table, or cards, which it always uses on screens narrower than the narrow layout breakpoint (768 px, 000 §9).
   * `compactOrCards` does the same from the compact table down (a summary of the lines, e.g. checkout's review).
   * @default 'auto'
   */
  layout?: 'auto' | 'compactOrCards' | DocumentLinesLayout;
  /** Texts, English by default. @default defaultDocumentLinesLabels */
  labels?: Partial<DocumentLinesLabels>;
  /** Extra class on the wrapper. */
  className?: string;
}

/** Columns of the whole table (without actions); the compact table leaves out line, unit price and service length. */
const columnCounts = { table: 7, compact: 4 } as const;

/**
 * A whole-number field in a cell: − and + buttons (out of the tab order, as the arrow keys do the same), ArrowUp and
 * ArrowDown, Home and End, a typed value committed on Enter or when the field is left. It keeps exactly what was
 * typed: a text that is not a whole number from `minValue` to `maxValue` ('2.5', '-3', '0' for a quantity, '100000')
 * stays on screen, marks the field invalid with the reason under it, and is not committed (before, the field dropped
 * the '.' and '-' it refused, so '2.5' became 25, and clamped, so 0 became 1). A quantity of 0 does not delete the
 * line: a B2B buyer's cart holds priced and configured lines, and a mistyped 0 on leaving the field would lose one
 * without a word; the field says that Remove deletes a line (`zeroHint`) and the line keeps its saved quantity until
 * a valid one is typed. It keeps the committed value on screen while the owner saves it, and follows the owner's
 * value when it changes (the saved document arrives). Plain HTML rather than react-aria's NumberField, which with
 * its number parser weighed 1.4 KB gzip more on every page with document lines than this does.
 */
function CellNumberField({
  value,
  onCommit,
  minValue,
  maxValue,
  isDisabled,
  'aria-label': label,
  labels,
  zeroHint,
}: {
  'aria-label': string;
  value: number;
  minValue: number;
  maxValue: number | undefined;
  isDisabled: boolean;
  onCommit: (value: number) => void;
  labels: DocumentLinesLabels;
  /** Added to the message when 0 is typed (the quantity's 'use Remove'). */
  zeroHint?: string;
}) {
  const errorId = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const largest = maxValue ?? Number.MAX_SAFE_INTEGER;
  const trimmed = draft.trim();
  const current = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  // The saved value is the document's, whatever the page's bounds: only what the person typed is judged.
  const valid =
    draft === String(value) || (Number.isFinite(current) && current >= minValue && current <= largest);
  const message = valid
    ? undefined
    : [
        maxValue === undefined
          ? fillTemplate(labels.invalidNumberFrom, { min: minValue.toLocaleString('en-US') })
          : fillTemplate(labels.invalidNumber, {
              min: minValue.toLocaleString('en-US'),
              max: maxValue.toLocaleString('en-US'),
            }),
        zeroHint && current === 0 ? zeroHint : '',
      ]
        .filter(Boolean)
        .join(' ');
  const commit = (next: number) => {
    setDraft(String(next));
    if (next !== value) onCommit(next);
  };
  const commitTyped = () => {
    if (valid && Number.isFinite(current) && current !== value) onCommit(current);
  };
  const step = (by: number) =>
    commit(Math.min(largest, Math.max(minValue, (Number.isFinite(current) && valid ? current : value) + by)));
  const stepper = (by: number, name: string, sign: string, atEnd: boolean) => (
    <button
      type="button"
      tabIndex={-1}
      className={styles.cellStep}
      aria-label={`${name} ${label}`}
      disabled={isDisabled || atEnd}
      onClick={() => step(by)}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
  return (
    <>
      <div className={styles.cellField} data-invalid={valid ? undefined : true}>
        {stepper(-1, labels.decrement, '−', Number.isFinite(current) && current <= minValue)}
        <input
          className={styles.cellInput}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : errorId}
          value={draft}
          disabled={isDisabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
            else if (event.key === 'ArrowUp') step(1);
            else if (event.key === 'ArrowDown') step(-1);
            else if (event.key === 'Home') commit(minValue);
            else if (event.key === 'End' && maxValue !== undefined) commit(maxValue);
            else return;
            event.preventDefault();
          }}
        />
        {stepper(1, labels.increment, '+', Number.isFinite(current) && current >= largest)}
      </div>
      {message ? (
        <span id={errorId} className={styles.cellError}>
          {message}
        </span>
      ) : null}
    </>
  );
}

const narrowLayoutQuery = `(max-width: ${breakpoints.tablet - 1}px)`;

function isNarrowScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(narrowLayoutQuery).matches;
}

/** Whether the wrapper's content is wider than the wrapper (it would scroll sideways). */
function overflows(wrapper: HTMLElement): boolean {
  return wrapper.scrollWidth > wrapper.clientWidth + 1;
}

const narrower: Record<DocumentLinesLayout, DocumentLinesLayout> = {
  table: 'compact',
  compact: 'cards',
  cards: 'cards',
};

/**
 * The widest layout that fits the wrapper. After every render (before the browser paints) a table wider than
 * its box steps down to the next layout; when the box grows, the whole table is tried again. A box that has no
 * width (not laid out, as in jsdom) keeps the table.
 */
function useFittingLayout(
  wrapperRef: RefObject<HTMLDivElement | null>,
  requested: DocumentLinesProps['layout'],
): DocumentLinesLayout {
  // The widest layout tried: the whole table, or the compact one for `compactOrCards`.
  const widest: DocumentLinesLayout = requested === 'compactOrCards' ? 'compact' : 'table';
  const [fitted, setFitted] = useState<DocumentLinesLayout>(widest);
  const width = useRef(0);
  const auto = requested === undefined || requested === 'auto' || requested === 'compactOrCards';

  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!auto || !wrapper || fitted === 'cards' || wrapper.clientWidth === 0) return;
    if (isNarrowScreen() || overflows(wrapper)) setFitted(narrower[fitted]);
  });

  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!auto || !wrapper || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const now = wrapper.clientWidth;
      const before = width.current;
      width.current = now;
      if (now === before || now === 0) return;
      // Before the browser paints the new width: no frame shows a table scrolling sideways.
      flushSync(() => {
        // Grown: try the whole table again (the effect above steps down as far as needed). Shrunk, or shown for
        // the first time (a box that had no width, e.g. a hidden panel): step down while it does not fit.
        if (before > 0 && now > before) setFitted(widest);
        else if (overflows(wrapper) || isNarrowScreen()) setFitted((layout) => narrower[layout]);
      });
    });
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [auto, wrapperRef, widest]);

  return auto ? fitted : (requested as DocumentLinesLayout);
}

/** A header row with the rows up to its footer: a group, a bundle or a variable-billing subgroup. */
interface Section {
  row: DocumentLinesRow;
  children: Node[];
  footer?: DocumentLinesRow;
}
type Node = Section | DocumentLinesRow;

const isSection = (node: Node): node is Section => 'children' in node;

/** The flat rows as a tree: each header opens a section that its footer closes. */
function sectionsOf(rows: readonly DocumentLinesRow[]): Node[] {
  const top: Node[] = [];
  const open: Section[] = [];
  const current = () => open.at(-1)?.children ?? top;
  for (const row of rows) {
    if (row.kind.endsWith('-header')) {
      const section: Section = { row, children: [] };
      current().push(section);
      open.push(section);
    } else if (row.kind.endsWith('-footer') && open.length > 0) {
      const section = open.pop() as Section;
      section.footer = row;
    } else {
      current().push(row);
    }
  }
  return top;
}

/**
 * The document line table of 001 §3: groups, bundles, lines and variable-billing subgroups with subtotals. It
 * fits its box from 320 px up (see `layout`): a real table with its column and row headers where there is room,
 * cards (an article with a description list per line) where there is not.
 */
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
  layout: requestedLayout = 'auto',
  labels: labelOverrides,
  className,
  'aria-label': ariaLabel,
}: DocumentLinesProps) {
  const labels = { ...defaultDocumentLinesLabels, ...labelOverrides };
  const hasActions = Boolean(onRemoveBundle || onRemoveItem || renderActions);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const layout = useFittingLayout(wrapperRef, requestedLayout);
  const idPrefix = useId();

  const actionsOf = (row: DocumentLinesRow): ReactNode => {
    if (!hasActions) return null;
    return (
      <>
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
      </>
    );
  };

  const quantityOf = (item: DocumentLinesItem) =>
    onQuantityChange ? (
      <CellNumberField
        aria-label={fillTemplate(labels.quantityOf, { part: item.manufacturerPart })}
        value={item.quantity}
        minValue={1}
        maxValue={maxQuantity}
        isDisabled={isDisabled}
        labels={labels}
        zeroHint={labels.zeroQuantity}
        onCommit={(quantity) => onQuantityChange(item, quantity)}
      />
    ) : (
      item.quantity
    );

  const editsServiceLength = (item: DocumentLinesItem) =>
    Boolean(onServiceLengthChange) && isServiceLine(item);
  const serviceLengthOf = (item: DocumentLinesItem) =>
    onServiceLengthChange && isServiceLine(item) ? (
      <CellNumberField
        aria-label={fillTemplate(labels.serviceLengthOf, { part: item.manufacturerPart })}
        value={item.serviceLength}
        minValue={1}
        maxValue={maxServiceLength}
        isDisabled={isDisabled}
        labels={labels}
        onCommit={(months) => onServiceLengthChange(item, months)}
      />
    ) : (
      item.serviceLength || ''
    );

  const extendedPriceOf = (row: Extract<DocumentLinesRow, { kind: 'item' }>) =>
    row.isRequest ? (
      <span className={styles.requestPricing}>{labels.requestPricing}</span>
    ) : (
      formatMoney(row.extendedPrice)
    );

  /** What a footer says and the amount it shows, as label–amount pairs. */
  const footerFigures = (row: DocumentLinesRow): [string, string][] => {
    const amount = (value: string) => (showPricing ? formatMoney(value) : '');
    switch (row.kind) {
      case 'variable-billing-footer':
        return [
          [labels.recurringMonthlyCharges, amount(row.recurringMonthlyCharges)],
          [labels.totalRecurringCharges, amount(row.totalRecurringCharges)],
        ];
      case 'bundle-footer':
        return [[fillTemplate(labels.bundleSubtotal, { name: row.bundle.name }), amount(row.subtotal)]];
      case 'group-footer':
        return [[fillTemplate(labels.groupSubtotal, { name: row.group.name }), amount(row.subtotal)]];
      default:
        return [];
    }
  };

  const headerTitle = (row: DocumentLinesRow): string => {
    switch (row.kind) {
      case 'group-header':
        return row.group.name;
      case 'bundle-header':
        return row.bundle.name;
      case 'variable-billing-header':
        return fillTemplate(labels.variableBillingHeader, { itemType: row.itemType });
      default:
        return '';
    }
  };

  const wrapperClass = [styles.wrapper, className].filter(Boolean).join(' ');

  if (layout === 'cards') {
    const cardOf = (row: Extract<DocumentLinesRow, { kind: 'item' }>) => {
      const { item } = row;
      const partId = `${idPrefix}-${row.id}`;
      const actions = actionsOf(row);
      const months = serviceLengthOf(item);
      return (
        <article className={styles.card} aria-labelledby={partId} data-kind={row.kind}>
          <p className={styles.cardTitle}>
            <span className={styles.cardLine}>
              {labels.line} {row.lineNumber}
            </span>
            <span id={partId} className={styles.partCell}>
              {item.manufacturerPart}
            </span>
          </p>
          <p className={styles.cardDescription}>{item.description}</p>
          <dl className={styles.cardFacts}>
            <div>
              <dt>{labels.quantity}</dt>
              <dd>{quantityOf(item)}</dd>
            </div>
            {row.isRequest ? null : (
              <div>
                <dt>{labels.unitPrice}</dt>
                <dd>{formatMoney(row.unitPrice)}</dd>
              </div>
            )}
            {months === '' ? null : (
              <div>
                <dt>{labels.serviceLength}</dt>
                <dd>{months}</dd>
              </div>
            )}
            <div>
              <dt>{labels.extendedPrice}</dt>
              <dd>{extendedPriceOf(row)}</dd>
            </div>
          </dl>
          {actions ? <div className={styles.cardActions}>{actions}</div> : null}
        </article>
      );
    };

    const nodeOf = (node: Node): ReactNode => {
      if (!isSection(node)) {
        return node.kind === 'item' ? <li key={node.id}>{cardOf(node)}</li> : null;
      }
      const { row, children, footer } = node;
      const titleId = `${idPrefix}-${row.id}`;
      const actions = actionsOf(row);
      return (
        <li key={row.id} className={styles.cardSection} data-kind={row.kind}>
          <div className={styles.cardSectionTitle}>
            <span id={titleId}>{headerTitle(row)}</span>
            {actions}
          </div>
          <ul className={styles.cardList} aria-labelledby={titleId}>
            {children.map(nodeOf)}
          </ul>
          {footer ? (
            <dl className={styles.cardFooter} data-kind={footer.kind}>
              {footerFigures(footer).map(([label, amount]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{amount}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      );
    };

    return (
      <div ref={wrapperRef} className={wrapperClass} data-layout={layout}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{labels.empty}</p>
        ) : (
          <ul className={styles.cardList} aria-label={ariaLabel}>
            {sectionsOf(rows).map(nodeOf)}
          </ul>
        )}
      </div>
    );
  }

  const compact = layout === 'compact';
  const columnCount = columnCounts[layout];
  const indent = (depth: number) => ({ paddingInlineStart: `calc(${depth} * 1.25rem + 0.5rem)` });
  const actionsCell = (row: DocumentLinesRow) =>
    hasActions ? <td className={styles.actionsCell}>{actionsOf(row)}</td> : null;

  const headerRow = (row: DocumentLinesRow, className: string) => (
    <tr key={row.id} className={className} data-kind={row.kind}>
      <th scope="colgroup" colSpan={columnCount} style={indent(row.depth)}>
        {headerTitle(row)}
      </th>
      {actionsCell(row)}
    </tr>
  );

  const footerRow = (row: DocumentLinesRow, className: string) => {
    const figures = footerFigures(row);
    const [label, amount] = figures[figures.length - 1] ?? ['', ''];
    return (
      <tr key={row.id} className={className} data-kind={row.kind}>
        <td colSpan={columnCount - 1} style={indent(row.depth)}>
          {figures.slice(0, -1).map(([before, value]) => (
            <span key={before}>
              {before}: {value}
            </span>
          ))}
          {figures.length > 1 ? <span className={styles.footerSeparator}>{label}</span> : label}
        </td>
        <td className={styles.numeric}>{amount}</td>
        {actionsCell(row)}
      </tr>
    );
  };

  const renderRow = (row: DocumentLinesRow) => {
    switch (row.kind) {
      case 'group-header':
        return headerRow(row, styles.groupHeader);
      case 'bundle-header':
        return headerRow(row, styles.bundleHeader);
      case 'variable-billing-header':
        return headerRow(row, styles.subgroupHeader);
      case 'item': {
        const { item } = row;
        const unitPrice = row.isRequest ? '' : formatMoney(row.unitPrice);
        const months = serviceLengthOf(item);
        // The compact table's editable service length sits under the quantity, in its cell: the reading order and
        // the tab order are the same (Quantity, then Service length). In the description's detail, beside it, the
        // field came first in the tab order although the quantity reads first (WCAG 2.4.3).
        const monthsUnderQuantity = compact && editsServiceLength(item);
        return (
          <tr key={row.id} className={styles.itemRow} data-kind={row.kind}>
            {compact ? null : <td style={indent(row.depth)}>{row.lineNumber}</td>}
            <th scope="row" className={styles.partCell} style={compact ? indent(row.depth) : undefined}>
              {item.manufacturerPart}
            </th>
            <td className={styles.descriptionCell}>
              {item.description}
              {compact ? (
                <dl className={styles.rowDetail}>
                  <div>
                    <dt>{labels.line}</dt>
                    <dd>{row.lineNumber}</dd>
                  </div>
                  {unitPrice ? (
                    <div>
                      <dt>{labels.unitPrice}</dt>
                      <dd>{unitPrice}</dd>
                    </div>
                  ) : null}
                  {months === '' || monthsUnderQuantity ? null : (
                    <div>
                      <dt>{labels.serviceLength}</dt>
                      <dd>{months}</dd>
                    </div>
                  )}
                </dl>
              ) : null}
            </td>
            <td className={styles.numeric}>
              {quantityOf(item)}
              {monthsUnderQuantity ? (
                <div className={styles.cellBelow}>
                  <span className={styles.cellBelowLabel} aria-hidden="true">
                    {labels.serviceLength}
                  </span>
                  {months}
                </div>
              ) : null}
            </td>
            {compact ? null : <td className={styles.numeric}>{unitPrice}</td>}
            {compact ? null : <td className={styles.numeric}>{months}</td>}
            <td className={styles.numeric}>{extendedPriceOf(row)}</td>
            {actionsCell(row)}
          </tr>
        );
      }
      case 'variable-billing-footer':
        return footerRow(row, styles.footerRow);
      case 'bundle-footer':
        return footerRow(row, styles.footerRow);
      case 'group-footer':
        return footerRow(row, styles.groupFooter);
    }
  };

  return (
    <div ref={wrapperRef} className={wrapperClass} data-layout={layout}>
      <table
        className={compact ? `${styles.table} ${styles.compactTable}` : styles.table}
        aria-label={ariaLabel}
      >
        <thead>
          <tr>
            {compact ? null : <th scope="col">{labels.line}</th>}
            <th scope="col">{labels.manufacturerPart}</th>
            <th scope="col">{labels.description}</th>
            <th scope="col" className={styles.numeric}>
              {labels.quantity}
            </th>
            {compact ? null : (
              <th scope="col" className={styles.numeric}>
                {labels.unitPrice}
              </th>
            )}
            {compact ? null : (
              <th scope="col" className={styles.numeric}>
                {labels.serviceLength}
              </th>
            )}
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
