import { type AnswerOf, DateRangeLists, enumerationName, pricingRequestEndpoints } from '@b2b-portal/api';
import {
  Button,
  DataTable,
  type DataTableColumn,
  formatDate,
  InlineAlert,
  Link,
  Pagination,
  pageSizes,
  SearchCard,
  Select,
  Spinner,
  StatusPill,
} from '@b2b-portal/ui';
import { useMemo, useState } from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { t } from '../services/messages';
import * as styles from './pages.css';
import {
  ALL_STATUSES,
  criteriaFromForm,
  initialPricingRequestCriteria,
  pricingRequestStatusOptions,
  searchQuery,
} from './pricingRequests/pricingRequestSearch';
import { problemMessage } from './savedCarts/savedCartData';

type Summary = AnswerOf<typeof pricingRequestEndpoints.listPricingRequests>['data'][number];

const PAGE_SIZE = pageSizes.default;
const dateRangeOptions = DateRangeLists.General.map((id) => ({
  id,
  label: enumerationName('DateRange', id) ?? String(id),
}));

/**
 * /pricing-requests (001 §2: submitRFQ, rfqs or viewAllRFQs; titled Requests): the pricing requests the caller
 * may see, searched by status, created-date range and keyword, 10 to a page, each linking to
 * `pricing-request?id=` and to its quote once quoted; the filtered list exports as XLSX.
 */
export default function PricingRequestsPage({ route }: PageProps) {
  const [criteria, setCriteria] = useState(initialPricingRequestCriteria);
  const [page, setPage] = useState(1);
  const { download } = useDownloads();
  const result = useResource(
    (signal) =>
      api.call(pricingRequestEndpoints.listPricingRequests, {
        query: { ...searchQuery(criteria), start: page, size: PAGE_SIZE },
        signal,
      }),
    [criteria, page],
  );
  const columns = useMemo<DataTableColumn<Summary>[]>(
    () => [
      {
        id: 'number',
        name: t('PricingRequest.Column.Number'),
        isRowHeader: true,
        render: (row) => <Link href={hrefFor(`pricing-request?id=${row.id}`)}>{row.number}</Link>,
      },
      { id: 'title', name: t('PricingRequest.Column.Title'), width: '2fr', render: (row) => row.title },
      {
        id: 'status',
        name: t('PricingRequest.Column.Status'),
        render: (row) => <StatusPill kind="pricingRequest" status={row.statusName} />,
      },
      {
        id: 'created',
        name: t('PricingRequest.Column.Created'),
        render: (row) => formatDate(row.createdDate),
      },
      { id: 'requester', name: t('PricingRequest.Column.Requester'), render: (row) => row.requester },
      {
        id: 'quote',
        name: t('PricingRequest.Column.Quote'),
        render: (row) =>
          row.quoteID && row.quoteNumber ? (
            <Link href={hrefFor(`quote?id=${row.quoteID}`)}>{row.quoteNumber}</Link>
          ) : (
            ''
          ),
      },
    ],
    [],
  );
  const data = result.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title || t('PricingRequests.Title')}
      </h1>
      <SearchCard
        title={t('PricingRequest.Search')}
        onSearch={(values) => {
          setCriteria(criteriaFromForm(values));
          setPage(1);
        }}
        onReset={() => {
          setCriteria(initialPricingRequestCriteria);
          setPage(1);
        }}
      >
        <Select
          name="status"
          label={t('PricingRequest.Status')}
          options={pricingRequestStatusOptions(t('PricingRequest.AllStatuses'))}
          defaultSelectedKey={ALL_STATUSES}
        />
        <Select
          name="dateRange"
          label={t('PricingRequest.DateRange')}
          options={dateRangeOptions}
          defaultSelectedKey={initialPricingRequestCriteria.dateRange}
        />
      </SearchCard>
      <div>
        <Button
          variant="secondary"
          // The download shows its own toast, failure included.
          onPress={() =>
            download(pricingRequestEndpoints.exportPricingRequestList, {
              query: searchQuery(criteria),
            }).catch(() => undefined)
          }
        >
          {t('PricingRequest.ExportList')}
        </Button>
      </div>
      <div aria-busy={result.status === 'loading'}>
        {result.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(result.error)}</InlineAlert>
        ) : null}
        {data ? (
          <>
            <DataTable
              aria-label={t('PricingRequests.Title')}
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
    </section>
  );
}
