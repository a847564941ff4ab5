import { type SavedCartKind, type SavedCartSummary, savedCartEndpoints } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import {
  Button,
  DataTable,
  type DataTableColumn,
  formatDate,
  formatMoney,
  InlineAlert,
  Link,
  Pagination,
  pageSizes,
  Spinner,
  StatusPill,
} from '@b2b-portal/ui';
import { useMemo, useState } from 'react';
import { useDownloads } from '../../app/downloads';
import { hrefFor } from '../../app/hashLocation';
import { useResource } from '../../app/useResource';
import { api } from '../../services/api';
import { t } from '../../services/messages';
import type { SavedCartCriteria } from './SavedCartSearch';
import { problemMessage } from './savedCartData';
import * as styles from './savedCarts.css';

const PAGE_SIZE = pageSizes.default;

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
}: {
  kind: SavedCartKind;
  criteria: SavedCartCriteria;
  tableLabel: string;
}) {
  const [page, setPage] = useState(1);
  const [shownCriteria, setShownCriteria] = useState(criteria);
  // New criteria start again at the first page.
  if (shownCriteria !== criteria) {
    setShownCriteria(criteria);
    setPage(1);
  }
  const { download } = useDownloads();
  const result = useResource(
    (signal) =>
      api.call(searchOf[kind], {
        query: {
          keyword: criteria.keyword || undefined,
          dateRange: criteria.dateRange,
          start: page,
          size: PAGE_SIZE,
        },
        signal,
      }),
    [kind, criteria, page],
  );

  const columns = useMemo<DataTableColumn<SavedCartSummary>[]>(
    () => [
      {
        id: 'number',
        name: t('SavedCarts.Number'),
        isRowHeader: true,
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

  const data = result.data;
  return (
    <div className={styles.section} aria-busy={result.status === 'loading'}>
      {result.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(result.error)}</InlineAlert>
      ) : null}
      {data ? (
        <>
          <DataTable
            aria-label={tableLabel}
            columns={columns}
            rows={data.data}
            labels={{ empty: t('Global.NoRecordsFound') }}
          />
          {data.totalRecords > 0 ? (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              totalRecords={data.totalRecords}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : result.status === 'loading' ? (
        <Spinner label={t('Global.Loading')} />
      ) : null}
    </div>
  );
}
