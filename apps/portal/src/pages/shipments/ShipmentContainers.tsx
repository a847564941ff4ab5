import type { Shipment, ShipmentItem, ShipmentTracking } from '@b2b-portal/api';
import { DataTable, type DataTableColumn, Link } from '@b2b-portal/ui';
import { t } from '../../services/messages/shipments';

const itemColumns: DataTableColumn<ShipmentItem>[] = [
  { id: 'index', name: t('Shipment.Item'), isRowHeader: true, width: 80, render: (item) => item.indexNumber },
  { id: 'line', name: t('Shipment.Line'), width: 80, render: (item) => item.lineNumber },
  { id: 'part', name: t('Shipment.Part'), noWrap: true, render: (item) => item.manufacturerPart },
  { id: 'description', name: t('Shipment.Description'), width: '2fr', render: (item) => item.description },
  { id: 'quantity', name: t('Shipment.Quantity'), align: 'end', width: 100, render: (item) => item.quantity },
  { id: 'serials', name: t('Shipment.Serials'), render: (item) => item.serialNumbers.join(', ') },
];

/** A tracking number as the carrier's link when there is one ('Not Available' stays text). */
export function TrackingLink({ entry, carrier }: { entry: ShipmentTracking; carrier: string }) {
  if (!entry.trackingUrl) return <>{entry.trackingNumber}</>;
  return (
    <Link
      href={entry.trackingUrl}
      target="_blank"
      rel="noreferrer"
      aria-label={t('Shipment.TrackLink', { number: entry.trackingNumber, carrier })}
    >
      {entry.trackingNumber}
    </Link>
  );
}

/** The distinct tracking list and every container with its items (numbered 1…n across containers). */
export function ShipmentContainers({ shipment }: { shipment: Shipment }) {
  return (
    <>
      <h2>{t('Shipment.Tracking')}</h2>
      <ul aria-label={t('Shipment.Tracking')}>
        {shipment.tracking.map((entry) => (
          <li key={`${entry.trackingNumber}|${entry.trackingUrl}`}>
            <TrackingLink entry={entry} carrier={shipment.carrier} />
          </li>
        ))}
      </ul>
      <h2>{t('Shipment.Containers')}</h2>
      {shipment.containers.map((container, index) => {
        const name = t('Shipment.Container', { position: index + 1 });
        return (
          <section
            key={`${container.items[0]?.indexNumber ?? name}-${container.trackingNumber}`}
            aria-label={name}
          >
            <h3>
              {name}: {t('Shipment.TrackingNumber')}{' '}
              <TrackingLink entry={container} carrier={shipment.carrier} />
            </h3>
            <DataTable
              aria-label={name}
              columns={itemColumns}
              rows={container.items}
              getRowId={(item) => item.indexNumber}
            />
          </section>
        );
      })}
    </>
  );
}
