import { isApiError } from '@b2b-portal/api/client';
import { Button, type DescriptionItem, DescriptionList, formatDate, Link, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { shipmentEndpoints } from '../services/endpoints';
import { t } from '../services/messages/shipments';
import { DocumentNotFound } from './DocumentNotFound';
import { NumberInText } from './NumberInText';
import { PageProblem } from './PageProblem';
import * as styles from './pages.css';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';

// The containers' tables (ui's DataTable on react-aria) load beside the shipment's data, not with the page.
const loadContainers = () => import('./shipments/ShipmentContainers');
const ShipmentContainers = lazy(() =>
  loadContainers().then((module) => ({ default: module.ShipmentContainers })),
);

/**
 * /shipment?number=&id= (001 §2, §3 "Shipment"): one shipment — its order, carrier and ship date, the distinct
 * tracking list with the carrier's links, and the containers with their items numbered 1…n across containers.
 * A shipment of an order the caller may not see reads 'Result not found' (404).
 */
export default function ShipmentPage({ route, query }: PageProps) {
  if (!isDocumentId(query.id)) return <ShipmentNotFound title={route.title} />;
  return <ShipmentDetail key={query.id} id={query.id} title={route.title} />;
}

/**
 * No id, one that is none, or a shipment of an order the caller may not see (404): the documents' 'Result not
 * found' (001 §8), what may have happened, and Orders to find it on its order, as the order page says it.
 */
function ShipmentNotFound({ title }: { title: string }) {
  return (
    <DocumentNotFound
      title={title}
      message={t('Shipment.NotFound')}
      help={t('Shipment.NotFoundHelp')}
      list={{ route: 'Orders', label: t('Shipment.FindInOrders') }}
    />
  );
}

function ShipmentDetail({ id, title }: { id: string; title: string }) {
  const { download } = useDownloads();
  useEffect(() => {
    void loadContainers();
  }, []);
  const resource = useResource(
    (signal) =>
      api.call(shipmentEndpoints.getShipmentDetailsBasedOnId, {
        query: { id },
        signal,
        reportProblems: false,
      }),
    [id],
  );
  // The last crumb and the page title: "Shipment …" once loaded.
  useNamePage(resource.data ? t('Shipment.Title', { number: resource.data.number }) : undefined);
  if (resource.status === 'failed') {
    if (isApiError(resource.error) && resource.error.status === 404)
      return <ShipmentNotFound title={title} />;
    return <PageProblem title={title} message={problemMessage(resource.error)} />;
  }
  if (!resource.data) return <Spinner label={t('Global.Loading')} />;
  const shipment = resource.data;
  const summary: DescriptionItem[] = [
    {
      term: t('Shipment.Order'),
      description: <Link href={hrefFor(`order?id=${shipment.orderID}`)}>{shipment.orderNumber}</Link>,
    },
    { term: t('Shipment.Carrier'), description: shipment.carrier },
    { term: t('Shipment.ShipDate'), description: formatDate(shipment.shipDate) },
    { term: t('Shipment.ShipTo'), description: shipment.shipToName },
  ];
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        <NumberInText text={t('Shipment.Title', { number: shipment.number })} number={shipment.number} />
      </h1>
      <DescriptionList groups={[{ items: summary }]} layout="grid" />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          // The download shows its own toast, failure included.
          onPress={() =>
            download(shipmentEndpoints.exportShipment, { query: { id: shipment.id } }).catch(() => undefined)
          }
        >
          {t('Shipment.Export')}
        </Button>
      </div>
      <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
        <ShipmentContainers shipment={shipment} />
      </Suspense>
    </section>
  );
}
