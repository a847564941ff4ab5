import type { AnswerOf, pricingRequestEndpoints as PricingRequestCatalogue } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, Link, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import { useMayOpen } from '../app/mayOpen';
import type { PageProps } from '../app/PageProps';
import {
  DateRangeFilter,
  FilterSelect,
  isFiltered,
  ListEmpty,
  ListExportButton,
  ListPage,
  ListResults,
  ListSearch,
  statusSearchFilters,
  useDocumentList,
} from '../lists';
import { api } from '../services/api';
import { pricingRequestEndpoints } from '../services/endpoints';
import { t } from '../services/messages/pricing';
import {
  criteriaFromForm,
  initialPricingRequestCriteria,
  pricingRequestAddress,
  pricingRequestStatusOptions,
} from './pricingRequests/pricingRequestSearch';

type Summary = AnswerOf<typeof PricingRequestCatalogue.listPricingRequests>['data'][number];

const columns: DataTableColumn<Summary>[] = [
  {
    id: 'number',
    name: t('PricingRequest.Column.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={hrefFor(`pricing-request?id=${row.id}`)}>{row.number}</Link>,
  },
  { id: 'title', name: t('PricingRequest.Column.Title'), width: '2fr', render: (row) => row.title },
  {
    id: 'status',
    name: t('PricingRequest.Column.Status'),
    render: (row) => <StatusPill kind="pricingRequest" status={row.statusName} />,
  },
  { id: 'created', name: t('PricingRequest.Column.Created'), render: (row) => formatDate(row.createdDate) },
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
];

/**
 * /pricing-requests (001 §2: submitRFQ, rfqs or viewAllRFQs; titled Requests): the pricing requests the caller
 * may see, searched by status, created-date range and keyword, 10 to a page, each linking to
 * `pricing-request?id=` and to its quote once quoted; the filtered list exports as XLSX.
 */
export default function PricingRequestsPage({ route }: PageProps) {
  const mayOpen = useMayOpen();
  const list = useDocumentList({
    initialCriteria: initialPricingRequestCriteria,
    query: pricingRequestAddress,
    load: (criteria, paging, signal) =>
      api.call(pricingRequestEndpoints.listPricingRequests, {
        query: { ...statusSearchFilters(criteria), ...paging },
        signal,
        // A refused search is said on the search card (ListSearch), not in the generic error modal.
        reportProblems: false,
      }),
  });
  return (
    <ListPage title={route.title || t('PricingRequests.Title')}>
      <ListSearch
        list={list}
        title={t('PricingRequest.Search')}
        defaultKeyword={list.cardCriteria.keyword}
        criteriaFromForm={criteriaFromForm}
      >
        <FilterSelect
          name="status"
          label={t('PricingRequest.Status')}
          options={pricingRequestStatusOptions(t('PricingRequest.AllStatuses'))}
          defaultSelectedKey={list.cardCriteria.status}
        />
        <DateRangeFilter
          label={t('PricingRequest.DateRange')}
          defaultSelectedKey={list.cardCriteria.dateRange}
        />
      </ListSearch>
      <ListExportButton
        label={t('PricingRequest.ExportList')}
        endpoint={pricingRequestEndpoints.exportPricingRequestList}
        options={{ query: statusSearchFilters(list.criteria) }}
      />
      <ListResults
        list={list}
        aria-label={t('PricingRequests.Title')}
        columns={columns}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialPricingRequestCriteria)}
            title={t('PricingRequests.None')}
            help={t('PricingRequests.NoneHelp')}
            action={
              mayOpen('SendPricingRequest') ? (
                <Link href={hrefFor(pathFor('SendPricingRequest'))}>{t('PricingRequests.RequestQuote')}</Link>
              ) : undefined
            }
          />
        }
      />
    </ListPage>
  );
}
