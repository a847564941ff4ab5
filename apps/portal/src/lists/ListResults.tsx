import type { DataTable as DataTableComponent, DataTableProps } from '@b2b-portal/ui';
import { InlineAlert, Spinner, useNarrowScreen } from '@b2b-portal/ui';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { t } from '../services/messages/lists';
import { problemMessage } from '../services/problems';
import { answerShown, searchRefusal } from './searchRefusal';
import type { PagedList } from './useDocumentList';

/**
 * The table's code (react-aria's table, grid, selection and menu) and the pagination are not part of a list's
 * first paint, which shows the search card and a spinner until the first answer: they load beside the list's
 * first call (issue 14).
 */
const NONE: readonly string[] = [];

const loadListTable = () => import('../app/lazy/ListTable');
const DataTable = lazy(() =>
  loadListTable().then((module) => ({ default: module.DataTable })),
) as unknown as typeof DataTableComponent;
const Pagination = lazy(() => loadListTable().then((module) => ({ default: module.Pagination })));

export interface ListResultsProps<Row extends object>
  extends Omit<DataTableProps<Row>, 'rows' | 'labels' | 'className'> {
  /** The list to show (from `useDocumentList` or `usePagedList`). */
  list: PagedList<Row>;
  /** Text of a search that found nothing. @default 'No records found.' (Global.NoRecordsFound) */
  emptyLabel?: string;
  /**
   * Shown in place of the table when nothing matched: an EmptyState that says what to do next (`ListEmpty`).
   * Without it the table shows `emptyLabel` in its body.
   */
  emptyState?: ReactNode;
  /** Hide the pagination while every row fits on one page (pending approvals). @default false: shown once anything matched */
  hideSinglePage?: boolean;
  /** Class of the wrapper (spacing of the surrounding layout). */
  className?: string;
  /**
   * Whether a search card says a search the server refused (`ListSearch`), so the results do not say it again.
   * @default true for a `useDocumentList` (the card searches it), false otherwise
   */
  searchCardSaysRefusal?: boolean;
  /**
   * Column ids drawn right after the row header on a narrow screen (under 500 px, ui's `useNarrowScreen`): what
   * a row must show beside its number on a phone, its status above all, where the wide list's order would put it
   * past the screen's edge (at 320 px the orders', invoices' and devices' Status was off screen). @default []
   */
  narrowLeading?: readonly string[];
}

/** `columns` with the `leading` ones moved right after the row header (the first column when none is). */
export function withLeadingColumns<Column extends { id: string; isRowHeader?: boolean }>(
  columns: readonly Column[],
  leading: readonly string[],
): Column[] {
  const moved = leading.flatMap((id) => columns.filter((column) => column.id === id));
  if (moved.length === 0) return [...columns];
  const rest = columns.filter((column) => !moved.includes(column));
  const after =
    Math.max(
      0,
      rest.findIndex((column) => column.isRowHeader),
    ) + 1;
  return [...rest.slice(0, after), ...moved, ...rest.slice(after)];
}

/**
 * The results of a list: the table of the current page with the pagination under it (once anything matched), a
 * spinner until the first answer (and until the table's code, loading since the list mounted, is there), and the
 * server's problem message when a load fails (the last rows stay), nothing under a search card that says the server
 * refused the search (the last rows answered another one: `answerShown`). The wrapper is `aria-busy` while a page loads.
 * Every other DataTable prop (sorting, row actions…) passes through.
 */
export function ListResults<Row extends object>({
  list,
  emptyLabel = t('Global.NoRecordsFound'),
  emptyState,
  hideSinglePage = false,
  className,
  searchCardSaysRefusal = 'search' in list,
  narrowLeading = NONE,
  columns: wideColumns,
  ...table
}: ListResultsProps<Row>) {
  const { result, page, pageSize, goToPage } = list;
  const narrow = useNarrowScreen();
  const columns = useMemo(
    () => (narrow ? withLeadingColumns(wideColumns, narrowLeading) : wideColumns),
    [narrow, wideColumns, narrowLeading],
  );
  const saidByCard = searchCardSaysRefusal && searchRefusal(result.error) !== null;
  const answer = answerShown(result, searchCardSaysRefusal);
  useEffect(() => {
    void loadListTable();
  }, []);
  return (
    <div className={className} aria-busy={result.status === 'loading'}>
      {result.status === 'failed' && !saidByCard ? (
        <InlineAlert tone="error">{problemMessage(result.error)}</InlineAlert>
      ) : null}
      {answer && answer.data.length === 0 && answer.totalRecords === 0 && emptyState ? (
        emptyState
      ) : answer ? (
        <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
          <DataTable
            {...table}
            columns={columns}
            rows={answer.data}
            labels={{ empty: emptyLabel, columns: t('List.Columns') }}
          />
          {answer.totalRecords > (hideSinglePage ? pageSize : 0) ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              totalRecords={answer.totalRecords}
              totalCapped={answer.totalCapped ?? false}
              pageRecords={answer.data.length}
              labels={{ showingCapped: t('List.ShowingCapped') }}
              onPageChange={goToPage}
            />
          ) : null}
        </Suspense>
      ) : result.status === 'loading' ? (
        <Spinner label={t('Global.Loading')} />
      ) : null}
    </div>
  );
}
