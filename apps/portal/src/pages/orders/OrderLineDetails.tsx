import type { ItemStatusHistory, OrderLine } from '@b2b-portal/api';
import {
  Button,
  type DescriptionItem,
  DescriptionList,
  Disclosure,
  formatDate,
  formatDateTime,
  InlineAlert,
  Link,
  Spinner,
  StatusPill,
  StatusProgress,
} from '@b2b-portal/ui';
import { useId, useState } from 'react';
import { hrefFor } from '../../app/hashLocation';
import { useResource } from '../../app/useResource';
import { t } from '../../services/messages/orders';
import { problemMessage } from '../../services/problems';
import * as styles from '../pages.css';

const months = (value: number | null) => (value === null ? '' : t('Order.Months', { count: value }));
const period = (from: string | null, to: string | null) =>
  from || to ? [formatDate(from ?? ''), formatDate(to ?? '')].join(' – ') : '';

/** What fulfilment recorded on a line (001 §3 line items), the fields it has; status is always there. */
function lineFields(line: OrderLine): DescriptionItem[] {
  const items: DescriptionItem[] = [
    {
      term: t('Order.LineStatus'),
      description: (
        // The tone is keyed by the status ('BackOrder'); the pill reads its name ('Back Order').
        <StatusPill kind="orderLine" status={line.status}>
          {line.statusName}
        </StatusPill>
      ),
    },
    {
      term: t('Order.Serials'),
      description: line.serialNumbers.join(', '),
      wide: line.serialNumbers.length > 2,
    },
    { term: t('Order.Carrier'), description: line.carrier },
    {
      term: t('Order.Tracking'),
      description:
        line.trackingNumber && line.trackingUrl ? (
          <Link href={line.trackingUrl} target="_blank" rel="noreferrer">
            {line.trackingNumber}
          </Link>
        ) : (
          line.trackingNumber
        ),
    },
    {
      term: t('Order.LineShipments'),
      description:
        line.shipments.length === 0
          ? ''
          : line.shipments.map((shipment, index) => (
              <span key={shipment.id}>
                {index > 0 ? ', ' : ''}
                <Link
                  href={hrefFor(`shipment?number=${encodeURIComponent(shipment.number)}&id=${shipment.id}`)}
                >
                  {shipment.number}
                </Link>
              </span>
            )),
    },
    { term: t('Order.ShipDate'), description: line.shipDate ? formatDate(line.shipDate) : '' },
    { term: t('Order.ScheduledDate'), description: line.scheduledDate ? formatDate(line.scheduledDate) : '' },
    { term: t('Order.LineShipTo'), description: line.shipToName },
    { term: t('Order.Unspsc'), description: line.unspsc },
    { term: t('Order.ContractVehicle'), description: line.contractVehicle },
    { term: t('Order.ChargeKind'), description: line.chargeKindName },
    { term: t('Order.Subscription'), description: line.subscriptionId },
    { term: t('Order.Term'), description: period(line.termStart, line.termEnd) },
    { term: t('Order.BillingModel'), description: line.billingModel },
    { term: t('Order.InitialTerm'), description: months(line.initialTerm) },
    { term: t('Order.AutoRenewalTerm'), description: months(line.autoRenewalTerm) },
    {
      term: t('Order.VariableBillingAutoRenewalTerm'),
      description: months(line.variableBillingAutoRenewalTerm),
    },
    { term: t('Order.BillingUnitOfMeasure'), description: line.billingUnitOfMeasure },
  ];
  return items.filter((item) => item.description !== '');
}

/** Loads one line's status history (the page calls getItemStatusHistory; stories and tests give their own). */
export type LoadLineHistory = (lineNumber: number, signal: AbortSignal) => Promise<ItemStatusHistory>;

/** A line's statuses as a timeline, oldest first, the last one current (getItemStatusHistory). */
function LineStatusHistory({
  lineNumber,
  loadHistory,
}: {
  lineNumber: number;
  loadHistory: LoadLineHistory;
}) {
  const history = useResource((signal) => loadHistory(lineNumber, signal), [lineNumber, loadHistory]);
  if (history.status === 'failed')
    return <InlineAlert tone="error">{problemMessage(history.error)}</InlineAlert>;
  if (!history.data) return <Spinner label={t('Global.Loading')} />;
  const { entries } = history.data;
  if (entries.length === 0) return <p>{t('Order.NoStatusHistory')}</p>;
  return (
    <StatusProgress
      label={t('Order.StatusHistory', { line: lineNumber })}
      current={entries.length - 1}
      steps={entries.map((entry, index) => ({
        id: index,
        label: entry.statusName,
        detail: formatDateTime(entry.changedAt),
      }))}
    />
  );
}

/** One line: its fields, and its status history behind a disclosure (loaded when opened). */
function OrderLineDetail({
  line,
  loadHistory,
  onExportSerials,
}: {
  line: OrderLine;
  loadHistory: LoadLineHistory;
  onExportSerials?: (lineNumber: number) => void;
}) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={styles.orderLine}>
      <h3 id={headingId}>{t('Order.LineHeading', { line: line.lineNumber, part: line.manufacturerPart })}</h3>
      <DescriptionList
        layout="grid"
        headingLevel={4}
        labels={{ notGiven: t('Document.NotGiven') }}
        groups={[{ items: lineFields(line) }]}
      />
      {onExportSerials && line.serialNumbers.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('Order.ExportSerialsOf', { line: line.lineNumber })}
            onPress={() => onExportSerials(line.lineNumber)}
          >
            {t('Order.ExportSerials')}
          </Button>
        </div>
      ) : null}
      <Disclosure
        headingLevel={4}
        title={t('Order.StatusHistory', { line: line.lineNumber })}
        isExpanded={historyOpen}
        onExpandedChange={setHistoryOpen}
      >
        {historyOpen ? <LineStatusHistory lineNumber={line.lineNumber} loadHistory={loadHistory} /> : null}
      </Disclosure>
    </article>
  );
}

export interface OrderLineDetailsProps {
  lines: readonly OrderLine[];
  /** Called when a line's status history is opened. Keep it stable (a new function loads again). */
  loadHistory: LoadLineHistory;
  /** Downloads a line's serial numbers (exportOrderSerialNumber); without it lines offer no export. */
  onExportSerials?: (lineNumber: number) => void;
}

/** The "Line details" section of an order: every line's fulfilment fields, serial export and status history. */
export function OrderLineDetails({ lines, loadHistory, onExportSerials }: OrderLineDetailsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Order.LineDetails')}</h2>
      {lines.map((line) => (
        <OrderLineDetail
          key={line.id}
          line={line}
          loadHistory={loadHistory}
          onExportSerials={onExportSerials}
        />
      ))}
    </section>
  );
}
