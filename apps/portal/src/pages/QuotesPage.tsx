import { DateRangeLists, enumerationName, type QuoteSummary, quoteEndpoints } from '@b2b-portal/api';
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
  initialQuoteCriteria,
  quoteSearchBody,
  quoteStatusOptions,
} from './quotes/quoteSearch';
import { problemMessage } from './savedCarts/savedCartData';

const PAGE_SIZE = pageSizes.default;
const dateRangeOptions = DateRangeLists.General.map((id) => ({
  id,
  label: enumerationName('DateRange', id) ?? String(id),
}));

/**
 * /quotes (001 §2: approveQuotes or viewQuote): the caller's quotes searched by status, created-date range and
 * keyword, 10 to a page, each linking to `quote?id=`; the filtered list exports as XLSX.
 */
export default function QuotesPage({ route }: PageProps) {
  const [criteria, setCriteria] = useState(initialQuoteCriteria);
  const [page, setPage] = useState(1);
  const { download } = useDownloads();
  const result = useResource(
    (signal) => api.call(quoteEndpoints.list, { body: quoteSearchBody(criteria, page, PAGE_SIZE), signal }),
    [criteria, page],
  );
  const columns = useMemo<DataTableColumn<QuoteSummary>[]>(
    () => [
      {
        id: 'number',
        name: t('Quote.Number'),
        isRowHeader: true,
        render: (row) => <Link href={hrefFor(`quote?id=${row.id}`)}>{row.quoteNumber}</Link>,
      },
      { id: 'title', name: t('Quote.Name'), width: '2fr', render: (row) => row.title },
      {
        id: 'status',
        name: t('Quote.Status'),
        render: (row) => <StatusPill kind="quote" status={row.statusName} />,
      },
      { id: 'created', name: t('Quote.Created'), render: (row) => formatDate(row.createdDate) },
      {
        id: 'expires',
        name: t('Quote.Expires'),
        render: (row) => (row.expiresAt ? formatDate(row.expiresAt) : ''),
      },
      { id: 'requester', name: t('Quote.Requester'), render: (row) => row.requester },
      { id: 'businessUnit', name: t('Quote.BusinessUnit'), render: (row) => row.businessUnit },
      { id: 'total', name: t('Quote.Total'), align: 'end', render: (row) => formatMoney(row.grandTotal) },
    ],
    [],
  );
  const data = result.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <SearchCard
        title={t('Quote.Search')}
        onSearch={(values) => {
          setCriteria(criteriaFromForm(values));
          setPage(1);
        }}
        onReset={() => {
          setCriteria(initialQuoteCriteria);
          setPage(1);
        }}
      >
        <Select
          name="status"
          label={t('Quote.Status')}
          options={quoteStatusOptions(t('Quote.AllStatuses'))}
          defaultSelectedKey={ALL_STATUSES}
        />
        <Select
          name="dateRange"
          label={t('Quote.DateRange')}
          options={dateRangeOptions}
          defaultSelectedKey={initialQuoteCriteria.dateRange}
        />
      </SearchCard>
      <div>
        <Button
          variant="secondary"
          // The download shows its own toast, failure included.
          onPress={() =>
            download(quoteEndpoints.export, { body: quoteSearchBody(criteria, 1) }).catch(() => undefined)
          }
        >
          {t('Quote.Export')}
        </Button>
      </div>
      <div aria-busy={result.status === 'loading'}>
        {result.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(result.error)}</InlineAlert>
        ) : null}
        {data ? (
          <>
            <DataTable
              aria-label={t('Quote.Title')}
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
