import type { SavedCartKind, SavedCartSummary } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { Button, type DataTableColumn, formatDate, formatMoney, Link, StatusPill } from '@b2b-portal/ui';
import { useEffect, useMemo } from 'react';
import { useDownloads } from '../../app/downloads';
import { hrefFor } from '../../app/hashLocation';
import { useMayOpen } from '../../app/mayOpen';
import { isFiltered, ListEmpty, ListResults, usePagedList } from '../../lists';
import { api } from '../../services/api';
import { savedCartEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/savedCartList';
import { initialCriteria, type SavedCartCriteria } from './SavedCartSearch';
import * as styles from './savedCarts.css';

const searchOf = {
  template: savedCartEndpoints.searchTemplates,
  configuration: savedCartEndpoints.searchConfigurations,
} as const;

const exportOf = {
  template: savedCartEndpoints.exportSavedCartPartsList,
  configuration: savedCartEndpoints.exportSharedCartPartsList,
} as const;

/** The detail page of a row: the caller's template, or a configuration shared with the company. */
export function savedCartPath(row: Pick<SavedCartSummary, 'id' | 'kind'>): string {
  return row.kind === 'template'
    ? pathFor('MySavedCart', { id: row.id })
    : pathFor('SharedSavedCart', { id: row.id });
}

/**
 * One page of saved carts of one kind (templates: `searchTemplates`, shared carts: `searchConfigurations`) as a
 * table of 10 rows with paging, each row linking to its detail and exporting its parts list.
 */
export function SavedCartResults({
  kind,
  criteria,
  tableLabel,
  onLoadError,
}: {
  kind: SavedCartKind;
  criteria: SavedCartCriteria;
  tableLabel: string;
  /**
   * Told the error of each failed load (null when a load starts or succeeds): the page's search card says a search
   * the server refused (`ListSearch`'s `error`), and the table then does not.
   */
  onLoadError?: (error: unknown) => void;
}) {
  const { download } = useDownloads();
  const mayOpen = useMayOpen();
  const list = usePagedList(
    criteria,
    (search, paging, signal) =>
      api.call(searchOf[kind], {
        query: { keyword: search.keyword || undefined, dateRange: search.dateRange, ...paging },
        signal,
        // A refused search is said on the search card, not in the generic error modal.
        reportProblems: false,
      }),
    { deps: [kind] },
  );
  const loadError = list.result.error;
  useEffect(() => onLoadError?.(loadError), [onLoadError, loadError]);

  const columns = useMemo<DataTableColumn<SavedCartSummary>[]>(
    () => [
      {
        id: 'number',
        name: t('SavedCarts.Number'),
        isRowHeader: true,
        noWrap: true,
        render: (row) => <Link href={hrefFor(savedCartPath(row))}>{row.documentNumber}</Link>,
      },
      { id: 'title', name: t('SavedCarts.CartTitle'), width: '2fr', render: (row) => row.title },
      { id: 'created', name: t('SavedCarts.Created'), render: (row) => formatDate(row.createdDate) },
      { id: 'modified', name: t('SavedCarts.Modified'), render: (row) => formatDate(row.modifiedDate) },
      {
        id: 'owner',
        name: t('SavedCarts.Owner'),
        render: (row) => row.ownerName || t('SavedCarts.SalesTeam'),
      },
      { id: 'items', name: t('SavedCarts.Items'), align: 'end', render: (row) => row.count },
      {
        id: 'total',
        name: t('SavedCarts.Total'),
        align: 'end',
        render: (row) => (row.showPricing ? formatMoney(row.grandTotal) : t('Cart.RequestPricing')),
      },
      {
        id: 'availability',
        name: t('SavedCarts.Availability'),
        render: (row) =>
          row.unavailableItemCount > 0 ? (
            <StatusPill
              tone="warning"
              status={t('SavedCarts.Unavailable', { count: row.unavailableItemCount })}
            />
          ) : null,
      },
      {
        id: 'actions',
        name: t('SavedCarts.Actions'),
        render: (row) => (
          <Button
            variant="secondary"
            size="small"
            aria-label={t('SavedCarts.ExportPartsListOf', { number: row.documentNumber })}
            // The download shows its own toast, failure included.
            onPress={() => download(exportOf[row.kind], { query: { id: row.id } }).catch(() => undefined)}
          >
            {t('SavedCarts.ExportPartsList')}
          </Button>
        ),
      },
    ],
    [download],
  );

  // Saved carts are made from the cart ('Save as saved cart'); shared carts come from others, nothing to do here.
  const empty =
    kind === 'template' ? (
      <ListEmpty
        filtered={isFiltered(criteria, initialCriteria)}
        title={t('SavedCarts.None')}
        help={t('SavedCarts.NoneHelp')}
        action={
          mayOpen('ShoppingCart') ? (
            <Link href={hrefFor(pathFor('ShoppingCart'))}>{t('SavedCarts.GoToCart')}</Link>
          ) : undefined
        }
      />
    ) : (
      <ListEmpty
        filtered={isFiltered(criteria, initialCriteria)}
        title={t('SavedCarts.SharedNone')}
        help={t('SavedCarts.SharedNoneHelp')}
      />
    );

  return (
    <ListResults
      className={styles.section}
      list={list}
      aria-label={tableLabel}
      columns={columns}
      emptyState={empty}
      searchCardSaysRefusal={onLoadError !== undefined}
    />
  );
}
