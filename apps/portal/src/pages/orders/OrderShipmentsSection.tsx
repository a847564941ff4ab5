import type { OrderShipments } from '@b2b-portal/api';
import {
  DataTable,
  type DataTableColumn,
  formatDate,
  InlineAlert,
  Link,
  Spinner,
  Switch,
} from '@b2b-portal/ui';
import { useEffect, useState } from 'react';
import { hrefFor } from '../../app/hashLocation';
import { useResource } from '../../app/useResource';
import { api } from '../../services/api';
import { shipmentEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/shipments';
import { problemMessage } from '../../services/problems';
import { TrackingLink } from '../shipments/ShipmentContainers';

type Summary = OrderShipments['shipments'][number];

const shipmentHref = (shipment: Pick<Summary, 'id' | 'number'>) =>
  hrefFor(`shipment?number=${encodeURIComponent(shipment.number)}&id=${shipment.id}`);

const columns: DataTableColumn<Summary>[] = [
  {
    id: 'number',
    name: t('Shipment.Shipments'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={shipmentHref(row)}>{row.number}</Link>,
  },
  { id: 'date', name: t('Shipment.ShipDate'), render: (row) => formatDate(row.shipDate) },
  { id: 'carrier', name: t('Shipment.Carrier'), render: (row) => row.carrier },
  { id: 'lines', name: t('Shipment.Lines'), render: (row) => row.lineNumbers.join(', ') },
  {
    id: 'tracking',
    name: t('Shipment.Tracking'),
    width: '2fr',
    render: (row) =>
      row.tracking.map((entry, index) => (
        <span key={`${entry.trackingNumber}|${entry.trackingUrl}`}>
          {index > 0 ? ', ' : ''}
          <TrackingLink entry={entry} carrier={row.carrier} />
        </span>
      )),
  },
];

export interface OrderShipmentsPanelProps {
  shipments: readonly Summary[];
  subscribed: boolean;
  /** While a change of the subscription is being saved. */
  saving?: boolean;
  /** Why the last change failed, if it did. */
  error?: string;
  onSubscribedChange: (on: boolean) => void;
}

/** The shipments list and the subscription switch, as loaded (the section's content; stories show its states). */
export function OrderShipmentsPanel({
  shipments,
  subscribed,
  saving = false,
  error = '',
  onSubscribedChange,
}: OrderShipmentsPanelProps) {
  return (
    <>
      {/* Read-only, not disabled, while saved: the switch just pressed keeps the keyboard focus. */}
      <Switch isSelected={subscribed} isReadOnly={saving} onChange={onSubscribedChange}>
        {t('Shipment.Subscribe')}
      </Switch>
      <p role="status">{subscribed ? t('Shipment.Subscribed') : t('Shipment.Unsubscribed')}</p>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {shipments.length === 0 ? (
        <p>{t('Shipment.None')}</p>
      ) : (
        <DataTable aria-label={t('Shipment.Shipments')} columns={columns} rows={shipments} />
      )}
    </>
  );
}

/**
 * The order detail's shipments (001 §3 "Order detail": shipments, subscribed flag): each shipment linked to its
 * page with the lines it carries and its tracking, and the switch for the caller's shipment mail of this order
 * (002 §3 setSubscribeToOrder).
 */
export function OrderShipmentsSection({ orderId }: { orderId: string }) {
  const resource = useResource(
    (signal) =>
      api.call(shipmentEndpoints.listOrderShipments, {
        query: { id: orderId },
        signal,
        reportProblems: false,
      }),
    [orderId],
  );
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (resource.data) setSubscribed(resource.data.subscribed);
  }, [resource.data]);
  const change = async (on: boolean) => {
    setSaving(true);
    setError('');
    try {
      const answer = await api.call(shipmentEndpoints.setSubscribeToOrder, {
        body: { orderID: orderId, subscribe: on },
        reportProblems: false,
      });
      setSubscribed(answer.subscribed);
    } catch (problem) {
      setError(problemMessage(problem));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="order-shipments">
      <h2 id="order-shipments">{t('Shipment.Shipments')}</h2>
      {resource.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(resource.error)}</InlineAlert>
      ) : !resource.data || subscribed === null ? (
        <Spinner label={t('Global.Loading')} />
      ) : (
        <OrderShipmentsPanel
          shipments={resource.data.shipments}
          subscribed={subscribed}
          saving={saving}
          error={error}
          onSubscribedChange={(on) => void change(on)}
        />
      )}
    </section>
  );
}
