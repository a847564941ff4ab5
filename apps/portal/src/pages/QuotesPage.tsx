import type { QuoteSummary } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, formatMoney, Link, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import { useMayOpen } from '../app/mayOpen';
import type { PageProps } from '../app/PageProps';
import {
  BusinessUnitFilter,
  DateRangeFilter,
  FilterSelect,
  isFiltered,
  ListEmpty,
  ListExportButton,
  ListPage,
  ListResults,
  ListSearch,
  useDocumentList,
} from '../lists';
import { api } from '../services/api';
import { quoteEndpoints } from '../services/endpoints';
import { t } from '../services/messages/quotes';
import {
  criteriaFromForm,
  initialQuoteCriteria,
  quoteAddress,
  quoteSearchBody,
  quoteStatusOptions,
} from './quotes/quoteSearch';

const columns: DataTableColumn<QuoteSummary>[] = [
  {
    id: 'number',
    name: t('Quote.Number'),
    isRowHeader: true,
    noWrap: true,
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
];

/**
 * /quotes (001 §2: approveQuotes or viewQuote): the caller's quotes searched by status, created-date range and
 * keyword, 10 to a page, each linking to `quote?id=`; the filtered list exports as XLSX.
 */
export default function QuotesPage({ route }: PageProps) {
  const mayOpen = useMayOpen();
  const list = useDocumentList({
    initialCriteria: initialQuoteCriteria,
    query: quoteAddress,
    load: (criteria, { start, size }, signal) =>
      api.call(quoteEndpoints.list, {
        body: quoteSearchBody(criteria, start, size),
        signal,
        // A refused search is said on the search card (ListSearch), not in the generic error modal.
        reportProblems: false,
      }),
  });
  return (
    <ListPage title={route.title}>
      <ListSearch
        list={list}
        title={t('Quote.Search')}
        defaultKeyword={list.cardCriteria.keyword}
        criteriaFromForm={criteriaFromForm}
      >
        <FilterSelect
          name="status"
          label={t('Quote.Status')}
          options={quoteStatusOptions(t('Quote.AllStatuses'))}
          defaultSelectedKey={list.cardCriteria.status}
        />
        <DateRangeFilter label={t('Quote.DateRange')} defaultSelectedKey={list.cardCriteria.dateRange} />
        <BusinessUnitFilter defaultSelectedKey={list.cardCriteria.businessUnit} />
      </ListSearch>
      <ListExportButton
        label={t('Quote.Export')}
        endpoint={quoteEndpoints.export}
        options={{ body: quoteSearchBody(list.criteria, 1) }}
      />
      <ListResults
        list={list}
        aria-label={t('Quote.Title')}
        columns={columns}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialQuoteCriteria)}
            title={t('Quote.None')}
            help={t('Quote.NoneHelp')}
            action={
              mayOpen('SendPricingRequest') ? (
                <Link href={hrefFor(pathFor('SendPricingRequest'))}>{t('Quote.RequestQuote')}</Link>
              ) : undefined
            }
          />
        }
      />
    </ListPage>
  );
}
