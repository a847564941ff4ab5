import type { BlanketOrderSummary } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, formatMoney, Link, Select, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { isFiltered, ListEmpty, ListPage, ListResults, ListSearch, useDocumentList } from '../lists';
import { api } from '../services/api';
import { blanketOrderEndpoints } from '../services/endpoints';
import { t } from '../services/messages/orders';
import {
  blanketOrderAddress,
  blanketOrderListBody,
  blanketOrderStatusOptions,
  criteriaFromForm,
  initialBlanketOrderCriteria,
} from './blanketOrders/blanketOrderSearch';

/** The Blanket PO fields of 001 §3, each row linking to its detail. */
const columns: DataTableColumn<BlanketOrderSummary>[] = [
  {
    id: 'number',
    name: t('BlanketOrder.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => (
      <Link href={hrefFor(pathFor('BlanketPurchaseOrder', { id: row.id }))}>{row.number}</Link>
    ),
  },
  { id: 'issued', name: t('BlanketOrder.Issued'), render: (row) => formatDate(row.issuedDate) },
  { id: 'start', name: t('BlanketOrder.StartDate'), render: (row) => formatDate(row.startDate) },
  { id: 'end', name: t('BlanketOrder.EndDate'), render: (row) => formatDate(row.endDate) },
  {
    id: 'status',
    name: t('BlanketOrder.Status'),
    render: (row) => (row.statusName ? <StatusPill kind="blanketPO" status={row.statusName} /> : null),
  },
  { id: 'amount', name: t('BlanketOrder.Amount'), align: 'end', render: (row) => formatMoney(row.amount) },
  {
    id: 'threshold',
    name: t('BlanketOrder.Threshold'),
    align: 'end',
    render: (row) => formatMoney(row.threshold),
  },
  {
    id: 'totalToDate',
    name: t('BlanketOrder.TotalToDate'),
    align: 'end',
    render: (row) => formatMoney(row.totalToDate),
  },
  {
    id: 'remaining',
    name: t('BlanketOrder.RemainingAmount'),
    align: 'end',
    render: (row) => formatMoney(row.remainingAmount),
  },
];

/**
 * /blanket-purchase-orders (001 §2: viewStorefrontBlanketOrders): the company's blanket POs, All, Active or
 * Expired and by number, 10 to a page (001 §9), each linking to `blanket-purchase-order?id=`.
 */
export default function BlanketOrdersPage({ route }: PageProps) {
  const list = useDocumentList({
    initialCriteria: initialBlanketOrderCriteria,
    query: blanketOrderAddress,
    load: (criteria, { start, size }, signal) =>
      api.call(blanketOrderEndpoints.listBlanketOrders, {
        body: blanketOrderListBody(criteria, start, size),
        signal,
      }),
  });
  return (
    <ListPage title={route.title}>
      <ListSearch
        list={list}
        title={t('BlanketOrder.Search')}
        labels={{ keyword: t('BlanketOrder.Number') }}
        defaultKeyword={list.cardCriteria.keyword}
        criteriaFromForm={criteriaFromForm}
      >
        <Select
          name="status"
          label={t('BlanketOrder.StatusFilter')}
          options={blanketOrderStatusOptions}
          defaultSelectedKey={list.cardCriteria.status}
        />
      </ListSearch>
      <ListResults
        list={list}
        aria-label={t('BlanketOrder.Title')}
        columns={columns}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialBlanketOrderCriteria)}
            title={t('BlanketOrder.None')}
            help={t('BlanketOrder.NoneHelp')}
          />
        }
      />
    </ListPage>
  );
}
