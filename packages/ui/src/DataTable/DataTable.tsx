import {
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Cell,
  Collection,
  Column,
  type ColumnProps,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
  TableLoadMoreItem,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { Spinner } from '../Spinner';
import * as styles from './DataTable.css';
import { DataTableCheckbox } from './DataTableCheckbox';
import { DataTableColumnMenu } from './DataTableColumnMenu';
import { mergeWindowSelection, rowWindow, selectsAll } from './rowWindow';

export const dataTableSelectionModes = ['none', 'single', 'multiple'] as const;
export type DataTableSelectionMode = (typeof dataTableSelectionModes)[number];

export const columnAligns = ['start', 'center', 'end'] as const;
export type ColumnAlign = (typeof columnAligns)[number];

export interface DataTableColumn<T> {
  /** The column's key; also the `column` of a sort descriptor. */
  id: string;
  /** The header text; also the name in the column menu. */
  name: string;
  /** Whether this column's cells name their rows (one per table). It cannot be hidden. @default false */
  isRowHeader?: boolean;
  /** Whether the header sorts the table (through `onSortChange`). @default false */
  allowsSorting?: boolean;
  /** Horizontal alignment: 'end' for amounts and quantities. @default 'start' */
  align?: ColumnAlign;
  /** Width in px, a percentage or a fraction ('2fr'). @default '1fr' */
  width?: ColumnProps['width'];
  /**
   * The cells keep their content on one line: identifiers such as document numbers ('Q-500100'), which must
   * never break at their hyphen. The column grows to fit them. @default false
   */
  noWrap?: boolean;
  /**
   * Long free text (a title, a PO number) on one line no wider than this ('14em'), cut with an ellipsis instead
   * of wrapping the row to many lines. The whole text stays in the cell (screen readers read it), shows on hover
   * (the `title`, when the cell's content is a string) and wraps in full while the cell has the keyboard focus.
   */
  truncate?: string;
  /** The cell's content for a row. */
  render: (row: T) => ReactNode;
}

export interface DataTableLabels {
  /** Shown when there are no rows. */
  empty: string;
  /** Name of the spinner while more rows load. */
  loadingMore: string;
  /** The column menu's button. */
  columns: string;
  /** Header of the selection column in single selection (multiple has a select-all checkbox). */
  select: string;
  /** The select-all checkbox of a virtualized table in multiple selection. */
  selectAll: string;
}

/** A cell's content: as rendered, or on one cut line with the whole text in its title (`truncate`). */
function cellContent<T>(column: DataTableColumn<T>, row: T): ReactNode {
  const content = column.render(row);
  if (!column.truncate) return content;
  return (
    <span
      className={styles.truncated}
      style={{ maxWidth: column.truncate }}
      title={typeof content === 'string' && content !== '' ? content : undefined}
    >
      {content}
    </span>
  );
}

export const defaultDataTableLabels: DataTableLabels = {
  empty: 'No records found.',
  loadingMore: 'Loading more…',
  columns: 'Columns',
  select: 'Select',
  selectAll: 'Select All',
};

export interface DataTableProps<T extends object> {
  /** The table's accessible name. */
  'aria-label': string;
  /** The columns, in order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows to show (one page, or everything loaded so far). */
  rows: readonly T[];
  /** A row's key. @default (row) => row.id */
  getRowId?: (row: T) => Key;
  /** The current sort (controlled); the caller sorts `rows`. */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Row selection, with a checkbox column. @default 'none' */
  selectionMode?: DataTableSelectionMode;
  /** Selected row keys (controlled). */
  selectedKeys?: Selection;
  /** Initially selected row keys (uncontrolled). */
  defaultSelectedKeys?: Selection;
  /** Called with the new selection. */
  onSelectionChange?: (keys: Selection) => void;
  /** Called when a row is activated (Enter or a click when there is no selection). */
  onRowAction?: (key: Key) => void;
  /** Show the column menu for hiding columns. @default false */
  allowsColumnHiding?: boolean;
  /** Hidden column ids (controlled). */
  hiddenColumns?: Iterable<string>;
  /** Initially hidden column ids (uncontrolled). @default [] */
  defaultHiddenColumns?: Iterable<string>;
  /** Called with the new hidden column ids. */
  onHiddenColumnsChange?: (hidden: Set<string>) => void;
  /**
   * Render only the rows in view, for thousands of rows: react-aria sees only the drawn window, so sorting and
   * selecting cost what is drawn; `aria-rowcount`/`aria-rowindex` give the whole table's size and positions,
   * the arrow, Page and Ctrl+Home/End keys move through every row, and selecting all is `'all'`. Rows get a
   * fixed height. @default false
   */
  isVirtualized?: boolean;
  /** Height of the scrolling area in px; needed for virtualization and infinite loading. @default 480 when virtualized or loading more, otherwise the table grows */
  height?: number;
  /** Row height in px when virtualized. @default 44 */
  rowHeight?: number;
  /** Called when the end of the rows scrolls into view: load the next page (20 rows, 001 §9). */
  onLoadMore?: () => void;
  /** Whether a page is loading; shows a spinner row. @default false */
  isLoadingMore?: boolean;
  /** Texts, English by default. @default defaultDataTableLabels */
  labels?: Partial<DataTableLabels>;
  /** Extra class on the wrapper. */
  className?: string;
}

const defaultRowId = (row: object) => (row as { id: Key }).id;

/**
 * A drawn row's place among all rows: `data-row-index` (0-based, for keyboard moves) and `aria-rowindex`
 * (1-based after the header row), set through a ref because react-aria only sets it on rows it virtualizes.
 */
const virtualRowProps = (index: number, height: number) => ({
  'data-row-index': index,
  style: { height },
  ref: (element: HTMLTableRowElement | null) => element?.setAttribute('aria-rowindex', String(index + 2)),
});

/** A column width a fixed table layout understands (px or %); fractions and the rest leave the column free. */
const fixedWidth = (width: ColumnProps['width']) =>
  typeof width === 'number' || (typeof width === 'string' && /^\d+(\.\d+)?(px|%)$/.test(width))
    ? width
    : undefined;

const selectionColumnId = '__selection';
/** A stand-in column for the checkboxes, so header and rows take one `columns` list. */
const selectionColumn: DataTableColumn<object> = { id: selectionColumnId, name: '', render: () => null };

/**
 * A data table on RAC Table: columns as data, controlled sorting, selection with checkboxes, a column menu,
 * optional virtualization and infinite loading. It never fetches or sorts: the caller does.
 */
export function DataTable<T extends object>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId = defaultRowId,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  allowsColumnHiding = false,
  hiddenColumns,
  defaultHiddenColumns = [],
  onHiddenColumnsChange,
  isVirtualized = false,
  height,
  rowHeight = 44,
  onLoadMore,
  isLoadingMore = false,
  labels: labelOverrides,
  className,
}: DataTableProps<T>) {
  const labels = { ...defaultDataTableLabels, ...labelOverrides };
  const [hiddenState, setHiddenState] = useState(() => new Set(defaultHiddenColumns));
  const hidden = hiddenColumns ? new Set(hiddenColumns) : hiddenState;
  const hiddenKey = [...hidden].sort().join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: hiddenKey stands for `hidden`, which is a new Set on every render.
  const visibleColumns = useMemo(
    () => columns.filter((column) => column.isRowHeader || !hidden.has(column.id)),
    [columns, hiddenKey],
  );
  const changeHidden = (next: Set<string>) => {
    if (!hiddenColumns) setHiddenState(next);
    onHiddenColumnsChange?.(next);
  };
  const tableColumns = useMemo(
    () =>
      selectionMode === 'none' ? visibleColumns : [selectionColumn as DataTableColumn<T>, ...visibleColumns],
    [selectionMode, visibleColumns],
  );
  // Class names computed once, not per cell: thousands of cells are built when the collection is.
  const cellClasses = useMemo(
    () => ({
      start: styles.cell({ align: 'start', virtualized: isVirtualized }),
      center: styles.cell({ align: 'center', virtualized: isVirtualized }),
      end: styles.cell({ align: 'end', virtualized: isVirtualized }),
    }),
    [isVirtualized],
  );
  const selectionCellClass = cellClasses.center;
  const scrollHeight = height ?? (isVirtualized || onLoadMore ? 480 : undefined);

  // Virtualized: the window of rows react-aria gets, from the scroll position.
  const viewHeight = scrollHeight ?? 480;
  const bodyHeight = Math.max(rowHeight, viewHeight - rowHeight);
  const [scrollTop, setScrollTop] = useState(0);
  const drawn = isVirtualized
    ? rowWindow(rows.length, scrollTop, bodyHeight, rowHeight)
    : { first: 0, end: rows.length, offset: 0 };
  const drawnRows = isVirtualized ? rows.slice(drawn.first, drawn.end) : (rows as T[]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  // Virtualized selection: the whole table's, as a Set of ids or 'all'; react-aria sees the drawn rows only.
  const [selectionState, setSelectionState] = useState<Selection>(() => defaultSelectedKeys ?? new Set());
  const selection = selectedKeys ?? selectionState;
  const allKeys = () => rows.map(getRowId);
  const changeSelection = (next: Selection) => {
    const merged = mergeWindowSelection(selection, next, drawnRows.map(getRowId), allKeys);
    if (!selectedKeys) setSelectionState(merged);
    onSelectionChange?.(merged);
  };
  // The header is cached by react-aria: its checkbox calls the latest changeSelection through a ref.
  const changeSelectionRef = useRef(changeSelection);
  changeSelectionRef.current = changeSelection;
  const allSelected = isVirtualized && selectsAll(selection, allKeys, rows.length);
  const someSelected = selection === 'all' || selection.size > 0;

  // aria-rowcount is not a react-aria prop of a table it does not virtualize itself (rows: virtualRowProps).
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!isVirtualized || !grid) return;
    grid.setAttribute('aria-rowcount', String(rows.length + 1));
    grid.querySelector('thead [role="row"]')?.setAttribute('aria-rowindex', '1');
  });

  // Infinite loading in a virtualized table: the last row drawn asks for the next page.
  const reachesEnd = isVirtualized && rows.length > 0 && drawn.end === rows.length;
  useEffect(() => {
    if (reachesEnd && onLoadMore && !isLoadingMore) onLoadMore();
  }, [reachesEnd, onLoadMore, isLoadingMore]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  /** Moves focus to row `index` (and the same cell), scrolling it into view and drawing it first. */
  const focusRow = (index: number, cellIndex: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = index * rowHeight;
    let next = scroller.scrollTop;
    if (top < next) next = top;
    else if (top + rowHeight > next + bodyHeight) next = top + rowHeight - bodyHeight;
    scroller.scrollTop = next;
    flushSync(() => setScrollTop(next));
    const row = scroller.querySelector<HTMLElement>(`tbody [data-row-index="${index}"]`);
    const target = cellIndex >= 0 ? (row?.children[cellIndex] as HTMLElement | undefined) : row;
    target?.focus();
  };

  /** Up, Down, Page Up/Down and Ctrl+Home/End over all rows, not only the drawn ones react-aria knows. */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>('tbody [data-row-index]');
    if (!row || event.altKey || event.shiftKey) return;
    const index = Number(row.dataset.rowIndex);
    const page = Math.max(1, Math.floor(bodyHeight / rowHeight) - 1);
    const toEdge = event.ctrlKey || event.metaKey;
    const goal =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'PageDown'
            ? index + page
            : event.key === 'PageUp'
              ? index - page
              : event.key === 'End' && toEdge
                ? rows.length - 1
                : event.key === 'Home' && toEdge
                  ? 0
                  : undefined;
    // Up from the first row goes to the header: react-aria's own move. Page Up stops at the first row.
    if (goal === undefined || (event.key === 'ArrowUp' && goal < 0)) return;
    const next = Math.min(rows.length - 1, Math.max(0, goal));
    event.preventDefault();
    event.stopPropagation();
    if (next === index) return;
    const cell = target === row ? -1 : Array.prototype.indexOf.call(row.children, target.closest('td, th'));
    focusRow(next, cell);
  };

  const header = (
    <TableHeader
      className={styles.header}
      columns={tableColumns}
      dependencies={[allSelected, someSelected]}
      style={isVirtualized ? { height: rowHeight } : undefined}
    >
      {(column) =>
        column === selectionColumn ? (
          <Column
            id={selectionColumnId}
            width={48}
            minWidth={48}
            className={styles.column({ align: 'center' })}
            style={isVirtualized ? { width: 48 } : undefined}
          >
            {selectionMode === 'multiple' ? (
              isVirtualized ? (
                <DataTableCheckbox
                  slot={null}
                  aria-label={labels.selectAll}
                  isSelected={allSelected}
                  isIndeterminate={someSelected && !allSelected}
                  onChange={(select) => changeSelectionRef.current(select ? 'all' : new Set())}
                />
              ) : (
                <DataTableCheckbox slot="selection" />
              )
            ) : (
              <span className={styles.visuallyHidden}>{labels.select}</span>
            )}
          </Column>
        ) : (
          <Column
            id={column.id}
            isRowHeader={column.isRowHeader}
            allowsSorting={column.allowsSorting}
            width={column.width}
            className={styles.column({ align: column.align ?? 'start' })}
            // A fixed table layout takes widths from the header: px and % as given, fractions share the rest.
            style={isVirtualized ? { width: fixedWidth(column.width) } : undefined}
          >
            {({ sortDirection, allowsSorting }) => (
              <span className={styles.columnContent}>
                {column.name}
                {allowsSorting ? (
                  <span aria-hidden="true" className={styles.sortIndicator}>
                    {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                  </span>
                ) : null}
              </span>
            )}
          </Column>
        )
      }
    </TableHeader>
  );

  const table = (
    <Table
      ref={gridRef}
      aria-label={ariaLabel}
      className={styles.table({ virtualized: isVirtualized })}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      {...(isVirtualized
        ? { selectedKeys: selection, onSelectionChange: changeSelection }
        : { selectedKeys, defaultSelectedKeys, onSelectionChange })}
      onRowAction={onRowAction}
    >
      {header}
      <TableBody
        className={styles.body}
        style={isVirtualized ? { transform: `translateY(${-drawn.offset}px)` } : undefined}
        dependencies={[tableColumns, cellClasses]}
        renderEmptyState={() => <div className={styles.empty}>{labels.empty}</div>}
      >
        <Collection items={drawnRows} dependencies={[tableColumns, cellClasses, rows, drawn.first]}>
          {(row) => (
            <Row
              id={getRowId(row)}
              className={styles.row}
              columns={tableColumns}
              {...(isVirtualized ? virtualRowProps(drawn.first + drawnRows.indexOf(row), rowHeight) : {})}
            >
              {(column) =>
                column === selectionColumn ? (
                  <Cell className={selectionCellClass}>
                    <DataTableCheckbox slot="selection" />
                  </Cell>
                ) : (
                  // A function child runs only when the cell is on screen, not for every row while the collection is built.
                  <Cell
                    className={
                      column.noWrap
                        ? `${cellClasses[column.align ?? 'start']} ${styles.noWrap}`
                        : cellClasses[column.align ?? 'start']
                    }
                  >
                    {() => cellContent(column, row)}
                  </Cell>
                )
              }
            </Row>
          )}
        </Collection>
        {onLoadMore && !isVirtualized ? (
          <TableLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoadingMore} className={styles.loadingRow}>
            <Spinner label={labels.loadingMore} size={20} />
          </TableLoadMoreItem>
        ) : null}
      </TableBody>
    </Table>
  );

  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {allowsColumnHiding ? (
        <div className={styles.toolbar}>
          <DataTableColumnMenu
            label={labels.columns}
            columns={columns}
            hiddenColumns={hidden}
            onHiddenColumnsChange={changeHidden}
          />
        </div>
      ) : null}
      {isVirtualized ? (
        // The scrollbar spans every row; the table stays in view (sticky) and draws the rows at the scroll position.
        <div
          ref={scrollerRef}
          className={styles.scroller}
          style={{ height: viewHeight }}
          onScroll={onScroll}
          onKeyDownCapture={onKeyDownCapture}
        >
          <div style={{ height: Math.max(viewHeight, rowHeight + rows.length * rowHeight) }}>
            <div className={styles.window} style={{ height: viewHeight }}>
              {table}
            </div>
          </div>
          {isLoadingMore ? (
            <div className={styles.loadingRow}>
              <Spinner label={labels.loadingMore} size={20} />
            </div>
          ) : null}
        </div>
      ) : (
        <div className={styles.scroller} style={scrollHeight ? { maxHeight: scrollHeight } : undefined}>
          {table}
        </div>
      )}
    </div>
  );
}
