import type { RequisitionSummary } from '@b2b-portal/api';
import { hasPermission, pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, formatMoney, Link, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import { useMayOpen } from '../app/mayOpen';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
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
import { requisitionEndpoints } from '../services/endpoints';
import { t } from '../services/messages/requisitions';
import {
  initialRequisitionCriteria,
  requisitionAddress,
  requisitionCriteriaFromForm,
  requisitionFilters,
  requisitionStatusOptions,
} from './requisitions/requisitionSearch';

const columns: DataTableColumn<RequisitionSummary>[] = [
  {
    id: 'number',
    name: t('Requisition.Export.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={hrefFor(`requisition?id=${row.id}`)}>{row.requisitionNumber}</Link>,
  },
  { id: 'title', name: t('Requisition.Export.Title'), width: '2fr', render: (row) => row.title },
  {
    id: 'status',
    name: t('Requisition.Export.Status'),
    render: (row) => (
      <span>
        <StatusPill kind="requisition" status={row.statusName} />
        {row.waitingFor ? (
          <>
            {' '}
            <small>{t('Requisitions.WaitingFor', { roleName: row.waitingFor })}</small>
          </>
        ) : null}
      </span>
    ),
  },
  { id: 'date', name: t('Requisition.Export.Date'), render: (row) => formatDate(row.requisitionDate) },
  { id: 'requester', name: t('Requisition.Export.Requester'), render: (row) => row.requester },
  { id: 'businessUnit', name: t('Requisition.Export.BusinessUnit'), render: (row) => row.businessUnit },
  { id: 'order', name: t('Requisition.Export.OrderNumber'), render: (row) => row.orderNumber },
  {
    id: 'total',
    name: t('Requisition.Export.GrandTotal'),
    align: 'end',
    render: (row) => formatMoney(row.grandTotal),
  },
];

/**
 * /requisitions (001 §2: requisitions, approveRequisitions or viewAllRequisitions): the requisitions the caller
 * sees, searched by status (Not Selected, Pending Approval, Purchased, Rejected), date range and keyword, 10 to a
 * page, each linking to `requisition?id=`; a pending one says which role it waits for. The list exports as XLSX.
 */
export default function RequisitionsPage({ route }: PageProps) {
  const mayOpen = useMayOpen();
  // Only a requester makes requisitions (by checking out the cart): the way there is offered to them alone.
  const makesRequisitions =
    hasPermission(useSession().permissions, 'requisitions') && mayOpen('ShoppingCart');
  const list = useDocumentList({
    initialCriteria: initialRequisitionCriteria,
    query: requisitionAddress,
    load: (criteria, paging, signal) =>
      api.call(requisitionEndpoints.listRequisitions, {
        query: { ...requisitionFilters(criteria), ...paging },
        signal,
        // A refused search is said on the search card (ListSearch), not in the generic error modal.
        reportProblems: false,
      }),
  });
  return (
    <ListPage title={route.title}>
      <ListSearch
        list={list}
        title={t('Requisitions.Search')}
        defaultKeyword={list.cardCriteria.keyword}
        criteriaFromForm={requisitionCriteriaFromForm}
      >
        <FilterSelect
          name="status"
          label={t('Requisitions.Status')}
          options={requisitionStatusOptions}
          defaultSelectedKey={list.cardCriteria.status}
        />
        <DateRangeFilter
          label={t('Requisitions.DateRange')}
          defaultSelectedKey={list.cardCriteria.dateRange}
        />
        <BusinessUnitFilter defaultSelectedKey={list.cardCriteria.businessUnit} />
      </ListSearch>
      <ListExportButton
        label={t('Requisitions.Export')}
        endpoint={requisitionEndpoints.exportRequisitionSearchList}
        options={{ body: requisitionFilters(list.criteria) }}
      />
      <ListResults
        list={list}
        aria-label={t('Requisitions.Title')}
        columns={columns}
        emptyLabel={t('Requisitions.Empty')}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialRequisitionCriteria)}
            title={t('Requisitions.None')}
            help={t('Requisitions.NoneHelp')}
            action={
              makesRequisitions ? (
                <Link href={hrefFor(pathFor('ShoppingCart'))}>{t('Requisitions.GoToCart')}</Link>
              ) : undefined
            }
          />
        }
      />
    </ListPage>
  );
}
