import { type ReactNode, useMemo, useState } from 'react';
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
  TableLayout,
  TableLoadMoreItem,
  Virtualizer,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './DataTable.css';
import { DataTableCheckbox } from './DataTableCheckbox';
import { DataTableColumnMenu } from './DataTableColumnMenu';

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
}

export const defaultDataTableLabels: DataTableLabels = {
  empty: 'No records found.',
  loadingMore: 'Loading more…',
  columns: 'Columns',
  select: 'Select',
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
  /** Render only the rows in view (RAC Virtualizer + TableLayout), for thousands of rows. Rows get a fixed height. @default false */
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

  const table = (
    <Table
      aria-label={ariaLabel}
      className={styles.table({ virtualized: isVirtualized })}
      style={isVirtualized ? { height: scrollHeight, overflow: 'auto' } : undefined}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange}
      onRowAction={onRowAction}
    >
      <TableHeader className={styles.header} columns={tableColumns}>
        {(column) =>
          column === selectionColumn ? (
            <Column
              id={selectionColumnId}
              width={48}
              minWidth={48}
              className={styles.column({ align: 'center' })}
            >
              {selectionMode === 'multiple' ? (
                <DataTableCheckbox slot="selection" />
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
      <TableBody
        className={styles.body}
        dependencies={[tableColumns, cellClasses]}
        renderEmptyState={() => <div className={styles.empty}>{labels.empty}</div>}
      >
        <Collection items={rows as T[]} dependencies={[tableColumns, cellClasses]}>
          {(row) => (
            <Row id={getRowId(row)} className={styles.row} columns={tableColumns}>
              {(column) =>
                column === selectionColumn ? (
                  <Cell className={selectionCellClass}>
                    <DataTableCheckbox slot="selection" />
                  </Cell>
                ) : (
                  // A function child runs only when the cell is on screen, not for every row while the collection is built.
                  <Cell className={cellClasses[column.align ?? 'start']}>{() => column.render(row)}</Cell>
                )
              }
            </Row>
          )}
        </Collection>
        {onLoadMore ? (
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
        <Virtualizer
          layout={TableLayout}
          layoutOptions={{ rowHeight, headingHeight: rowHeight, loaderHeight: rowHeight }}
        >
          {table}
        </Virtualizer>
      ) : (
        <div className={styles.scroller} style={scrollHeight ? { maxHeight: scrollHeight } : undefined}>
          {table}
        </div>
      )}
    </div>
  );
}
