import type { ShipmentNotificationSubscriptions } from '@b2b-portal/api';
import { Button, InlineAlert, Link, Spinner, Switch } from '@b2b-portal/ui';
import { useState } from 'react';
import * as accountStyles from '../../account/account.css';
import { hrefFor } from '../../app/hashLocation';
import { useResource } from '../../app/useResource';
import { api } from '../../services/api';
import { shipmentEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/shipments';
import { problemMessage } from '../../services/problems';

export interface ShipmentNotificationsPanelProps {
  settings: ShipmentNotificationSubscriptions;
  /** While a change is being saved. */
  saving?: boolean;
  /** Why the last change failed, if it did. */
  error?: string;
  /** What the last change did ('All orders unsubscribed.'), if it said anything. */
  message?: string;
  onAllOrdersChange: (on: boolean) => void;
  onUnsubscribeAll: () => void;
}

/**
 * The caller's shipment notifications as loaded (002 §3 "all orders, one order, none"): the all-orders switch, the
 * orders followed one by one (each linked to its page), and "off for all".
 */
export function ShipmentNotificationsPanel({
  settings,
  saving = false,
  error = '',
  message = '',
  onAllOrdersChange,
  onUnsubscribeAll,
}: ShipmentNotificationsPanelProps) {
  const anything = settings.allOrders || settings.orders.length > 0;
  return (
    <>
      {/* Read-only, not disabled, while saved: the switch just pressed keeps the keyboard focus. */}
      <Switch isSelected={settings.allOrders} isReadOnly={saving} onChange={onAllOrdersChange}>
        {t('Shipment.AllOrders')}
      </Switch>
      <p>{settings.allOrders ? t('Shipment.AllOrdersOn') : t('Shipment.AllOrdersOff')}</p>
      <h3>{t('Shipment.OneByOne')}</h3>
      {settings.orders.length === 0 ? (
        <p>{t('Shipment.NoOrders')}</p>
      ) : (
        <ul aria-label={t('Shipment.OneByOne')}>
          {settings.orders.map((order) => (
            <li key={order.orderID}>
              <Link href={hrefFor(`order?id=${order.orderID}`)}>{order.orderNumber}</Link> {order.title}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" isPending={saving} isDisabled={!anything} onPress={onUnsubscribeAll}>
          {t('Shipment.UnsubscribeAll')}
        </Button>
      </div>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      <p role="status">{message}</p>
    </>
  );
}

/** My Account's shipment notification subscriptions (002 §2 /account, §3): loads them and saves each change. */
export function ShipmentNotificationsSection() {
  const resource = useResource(
    (signal) =>
      api.call(shipmentEndpoints.listUserShipmentNotificationSubscriptions, {
        signal,
        reportProblems: false,
      }),
    [],
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const save = async (change: () => Promise<ShipmentNotificationSubscriptions>, done = '') => {
    setSaving(true);
    setError('');
    setMessage('');
    try {
      resource.replace(await change());
      setMessage(done);
    } catch (problem) {
      setError(problemMessage(problem));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="shipment-notifications" className={accountStyles.section}>
      <h2 id="shipment-notifications" tabIndex={-1} className={accountStyles.sectionTitle}>
        {t('Shipment.Notifications')}
      </h2>
      {resource.status === 'failed' && !resource.data ? (
        <InlineAlert tone="error">{problemMessage(resource.error)}</InlineAlert>
      ) : !resource.data ? (
        <Spinner label={t('Global.Loading')} />
      ) : (
        <ShipmentNotificationsPanel
          settings={resource.data}
          saving={saving}
          error={error}
          message={message}
          onAllOrdersChange={(on) =>
            void save(() =>
              api.call(shipmentEndpoints.setSubscribeToAllOrders, {
                body: { subscribe: on },
                reportProblems: false,
              }),
            )
          }
          onUnsubscribeAll={() =>
            void save(
              () =>
                api.call(shipmentEndpoints.unsubscribeAllShipmentNotifications, { reportProblems: false }),
              t('Shipment.AllUnsubscribed'),
            )
          }
        />
      )}
    </section>
  );
}
