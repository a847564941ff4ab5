import type { BlanketOrder, BlanketOrderCategory, BlanketOrderOrder } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { pathFor } from '@b2b-portal/flows/rules';
import {
  type DataTableColumn,
  type DataTable as DataTableComponent,
  DescriptionList,
  formatDate,
  formatMoney,
  InlineAlert,
  Link,
  Spinner,
  StatusPill,
} from '@b2b-portal/ui';
import { lazy, Suspense } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { blanketOrderEndpoints } from '../services/endpoints';
import { t } from '../services/messages/orders';
import { DocumentNotFound } from './DocumentNotFound';
import { NumberInText } from './NumberInText';
import { PageProblem } from './PageProblem';
import * as styles from './pages.css';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';

/** The table's code (react-aria's grid) loads beside the blanket PO's call, not with the page (issue 14). */
const DataTable = lazy(() =>
  import('../app/lazy/ListTable').then((module) => ({ default: module.DataTable })),
) as unknown as typeof DataTableComponent;

/**
 * The orders of one category: number (to the order), date, title, PO, status, grand total. The numbers, the date
 * and the amount stay on one line as on the orders list; at 400 px the table scrolls inside its own region.
 */
const orderColumns: DataTableColumn<BlanketOrderOrder>[] = [
  {
    id: 'number',
    name: t('Order.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={hrefFor(pathFor('OrderDetails', { id: row.id }))}>{row.orderNumber}</Link>,
  },
  { id: 'date', name: t('Order.Date'), noWrap: true, render: (row) => formatDate(row.orderDate) },
  { id: 'title', name: t('Order.Name'), width: '2fr', render: (row) => row.title },
  // A PO number ('NW-LG-0101') never breaks at its hyphens, as the order number does not (DataTable's noWrap).
  { id: 'po', name: t('Order.Po'), noWrap: true, render: (row) => row.po },
  {
    id: 'status',
    name: t('Order.Status'),
    render: (row) => <StatusPill kind="blanketPOOrder" status={row.statusName} />,
  },
  {
    id: 'total',
    name: t('Order.GrandTotal'),
    align: 'end',
    noWrap: true,
    render: (row) => formatMoney(row.grandTotal),
  },
];

/**
 * /blanket-purchase-order?id= (001 §2, §3 "Blanket PO fields"): number, issued, start and end dates, amount,
 * threshold, total to date and remaining amount, then the related orders by category (their blanket-PO order
 * status) with each category's grand total. Another company's blanket PO reads 'Result not found' (404).
 */
export default function BlanketOrderPage({ route, query }: PageProps) {
  if (!isDocumentId(query.id)) return <BlanketOrderNotFound title={route.title} />;
  return <BlanketOrderDetail key={query.id} id={query.id} title={route.title} />;
}

/**
 * No id, one that is none, or a blanket PO the caller may not see (404): the documents' 'Result not found'
 * (001 §8), what may have happened, and the list to look in, as the order and invoice pages say it.
 */
function BlanketOrderNotFound({ title }: { title: string }) {
  return (
    <DocumentNotFound
      title={title}
      message={t('BlanketOrder.NotFound')}
      help={t('BlanketOrder.NotFoundHelp')}
      list={{ route: 'BlanketPurchaseOrders', label: t('BlanketOrder.FindInList') }}
    />
  );
}

function BlanketOrderDetail({ id, title }: { id: string; title: string }) {
  const resource = useResource(
    (signal) =>
      api.call(blanketOrderEndpoints.getBlanketOrder, { query: { id }, signal, reportProblems: false }),
    [id],
  );
  // The last crumb and the page title: the blanket order's own title once loaded.
  useNamePage(resource.data ? t('BlanketOrder.DetailTitle', { number: resource.data.number }) : undefined);
  if (resource.status === 'failed') {
    if (isApiError(resource.error) && resource.error.status === 404)
      return <BlanketOrderNotFound title={title} />;
    return <PageProblem title={title} message={problemMessage(resource.error)} />;
  }
  if (!resource.data) return <Spinner label={t('Global.Loading')} />;
  const blanket = resource.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        <NumberInText
          text={t('BlanketOrder.DetailTitle', { number: blanket.number })}
          number={blanket.number}
        />{' '}
        {blanket.statusName ? <StatusPill kind="blanketPO" status={blanket.statusName} /> : null}
      </h1>
      {blanket.thresholdReached ? (
        <InlineAlert tone="warning">
          {t('BlanketOrder.ThresholdReached', { threshold: formatMoney(blanket.threshold) })}
        </InlineAlert>
      ) : null}
      <BlanketOrderSummaryList blanket={blanket} />
      <h2>{t('BlanketOrder.RelatedOrders')}</h2>
      {blanket.categories.length === 0 ? <p>{t('BlanketOrder.NoOrders')}</p> : null}
      {blanket.categories.map((category) => (
        <OrderCategory key={category.status} category={category} />
      ))}
    </section>
  );
}

function BlanketOrderSummaryList({ blanket }: { blanket: BlanketOrder }) {
  return (
    <DescriptionList
      layout="grid"
      headingLevel={2}
      labels={{ notGiven: t('Document.NotGiven') }}
      groups={[
        {
          title: t('BlanketOrder.Summary'),
          items: [
            { term: t('BlanketOrder.Number'), description: blanket.number },
            { term: t('BlanketOrder.Issued'), description: formatDate(blanket.issuedDate) },
            { term: t('BlanketOrder.StartDate'), description: formatDate(blanket.startDate) },
            { term: t('BlanketOrder.EndDate'), description: formatDate(blanket.endDate) },
            { term: t('BlanketOrder.Amount'), description: formatMoney(blanket.amount) },
            { term: t('BlanketOrder.Threshold'), description: formatMoney(blanket.threshold) },
            { term: t('BlanketOrder.TotalToDate'), description: formatMoney(blanket.totalToDate) },
            { term: t('BlanketOrder.RemainingAmount'), description: formatMoney(blanket.remainingAmount) },
          ],
        },
      ]}
    />
  );
}

/** One category of related orders: its heading, its orders and its grand total. */
function OrderCategory({ category }: { category: BlanketOrderCategory }) {
  const heading = t('BlanketOrder.CategoryHeading', {
    status: category.statusName,
    count: String(category.orders.length),
  });
  return (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
        <DataTable aria-label={heading} columns={orderColumns} rows={category.orders} />
      </Suspense>
      <p>
        {t('BlanketOrder.CategoryTotal', {
          status: category.statusName,
          total: formatMoney(category.grandTotal),
        })}
      </p>
    </section>
  );
}
