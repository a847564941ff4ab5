import { isApiError } from '@b2b-portal/api/client';
import { documentTotals, documentTreeOf } from '@b2b-portal/flows/rules';
import { Spinner, StatusPill, TotalsBlock } from '@b2b-portal/ui';
import { lazy, Suspense, useCallback } from 'react';
import { useDownloads } from '../app/downloads';
import { useMayOpen } from '../app/mayOpen';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useResource } from '../app/useResource';
import { DocumentAddressesSection } from '../documents/DocumentAddressesSection';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { api } from '../services/api';
import { orderEndpoints } from '../services/endpoints';
import { t } from '../services/messages/orders';
import { DocumentNotFound } from './DocumentNotFound';
import { NumberInText } from './NumberInText';
import { OrderHeader } from './orders/OrderHeader';
import { type LoadLineHistory, OrderLineDetails } from './orders/OrderLineDetails';
import { PageProblem } from './PageProblem';
import * as styles from './pages.css';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';

// The Shipments section (its table and switch) loads on its own, below the order's lines.
const OrderShipmentsSection = lazy(() =>
  import('./orders/OrderShipmentsSection').then((module) => ({ default: module.OrderShipmentsSection })),
);
const OrderReturnsSection = lazy(() =>
  import('./orders/OrderReturnsSection').then((module) => ({ default: module.OrderReturnsSection })),
);

/**
 * /order?id= (001 §2, §3 "Order detail"): one order — summary, addresses, the account manager and inside sales,
 * the quote and requisition it came from, the item groups with bundles, discounts and totals, and every line's
 * fulfilment fields with its status history. An order the caller may not see reads 'Result not found' (404).
 */
export default function OrderPage({ route, query }: PageProps) {
  if (!isDocumentId(query.id)) return <OrderNotFound title={route.title} />;
  return <OrderDetail key={query.id} id={query.id} title={route.title} />;
}

/**
 * No id, one that is none, or an order the caller may not see (404): the documents' 'Result not found' (001 §8),
 * what may have happened, and Orders to look in (for a reader of orders).
 */
function OrderNotFound({ title }: { title: string }) {
  return (
    <DocumentNotFound
      title={title}
      message={t('Order.NotFound')}
      help={t('Order.NotFoundHelp')}
      list={{ route: 'Orders', label: t('Order.FindInOrders') }}
    />
  );
}

/** The order's files, attachments and history (issue 17): a chunk of its own, below the lines. */
const OrderRecords = lazy(() => import('./orders/OrderRecords'));

/** The order's invoices (issue 17): loaded only for a reader of invoices. */
const RelatedInvoices = lazy(() => import('./invoices/RelatedInvoices'));
const ReorderSection = lazy(() => import('./orders/ReorderSection'));

function OrderDetail({ id, title }: { id: string; title: string }) {
  const loadHistory = useCallback<LoadLineHistory>(
    (lineNumber, signal) =>
      api.call(orderEndpoints.getItemStatusHistory, {
        query: { id, lineNumber },
        signal,
        reportProblems: false,
      }),
    [id],
  );
  const { download } = useDownloads();
  const exportSerials = (lineNumber: number) =>
    download(orderEndpoints.exportOrderSerialNumber, { query: { id, lineNumber } }).catch(() => undefined);
  const mayOpen = useMayOpen();
  const resource = useResource(
    (signal) =>
      api.call(orderEndpoints.getOrderWithItemGroups, { query: { id }, signal, reportProblems: false }),
    [id],
  );
  // The breadcrumb's last crumb and the page title: "Order SO-300008" once loaded, not "Order".
  useNamePage(resource.data ? t('Order.DetailTitle', { number: resource.data.orderNumber }) : undefined);
  if (resource.status === 'failed') {
    if (isApiError(resource.error) && resource.error.status === 404) return <OrderNotFound title={title} />;
    return <PageProblem title={title} message={problemMessage(resource.error)} />;
  }
  if (!resource.data) return <Spinner label={t('Global.Loading')} />;
  const order = resource.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        <NumberInText
          text={t('Order.DetailTitle', { number: order.orderNumber })}
          number={order.orderNumber}
        />{' '}
        <StatusPill kind="order" status={order.statusName} />
      </h1>
      <OrderHeader order={order} />
      <Suspense fallback={null}>
        <ReorderSection order={order} />
      </Suspense>
      <DocumentAddressesSection billTo={order.billTo} shipTo={order.shipTo} endUser={order.endUser} />
      <h2>{t('Order.Lines')}</h2>
      <DocumentTreeLines
        aria-label={t('Order.Lines')}
        {...documentTreeOf(order)}
        labels={{ requestPricing: t('Cart.RequestPricing'), empty: t('Global.NoRecordsFound') }}
      />
      <TotalsBlock
        {...documentTotals({
          subtotal: order.subTotal,
          discounts: order.discountAmounts.map((discount) => discount.amount),
          tax: order.taxTotal,
          shipping: order.shippingTotal,
          grandTotal: order.grandTotal,
        })}
      />
      <OrderLineDetails lines={order.items} loadHistory={loadHistory} onExportSerials={exportSerials} />
      {mayOpen('Invoices') ? (
        <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
          <RelatedInvoices orderId={order.id} />
        </Suspense>
      ) : null}
      <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
        <OrderShipmentsSection orderId={order.id} />
      </Suspense>
      <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
        <OrderRecords order={order} />
      </Suspense>
      <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
        <OrderReturnsSection orderId={order.id} />
      </Suspense>
    </section>
  );
}
