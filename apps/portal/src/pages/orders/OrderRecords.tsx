import { attachmentPermissions, Enumerations, type Order, type OrderHistoryEntry } from '@b2b-portal/api';
import { hasPermission } from '@b2b-portal/flows/rules';
import { Button, formatDate, formatDateTime, InlineAlert } from '@b2b-portal/ui';
import { useId, useState } from 'react';
import { useDownloads } from '../../app/downloads';
import { useSession } from '../../app/session';
import { useResource } from '../../app/useResource';
import { AttachmentUploader } from '../../documents/AttachmentUploader';
import { AttachmentsSection } from '../../documents/DocumentRecordSections';
import { useDocumentAttachments } from '../../documents/useDocumentAttachments';
import { api } from '../../services/api';
import { orderEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/orders';
import { problemMessage } from '../../services/problems';
import * as styles from '../pages.css';
import * as own from './OrderRecords.css';

/**
 * The order's files, attachments and history (issue 17), below its lines: a chunk of its own (the drop zone
 * brings react-aria's drag and drop), loaded by the order page.
 */

const ORDER = Enumerations.DocumentType.Orders.value;
const OPEN = Enumerations.OrderStatus.Open.value;

/** Print, the parts list and the lines as XLSX: each a download with the progress toast. */
export function OrderFiles({ orderId }: { orderId: string }) {
  const { download } = useDownloads();
  const headingId = useId();
  const get = (endpoint: Parameters<typeof download>[0]) => () =>
    download(endpoint, { query: { id: orderId } }).catch(() => undefined);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Order.Files')}</h2>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={get(orderEndpoints.printToPDF)}>
          {t('Order.Print')}
        </Button>
        <Button variant="secondary" onPress={get(orderEndpoints.exportPartsList)}>
          {t('Order.ExportPartsList')}
        </Button>
        <Button variant="secondary" onPress={get(orderEndpoints.exportToExcel)}>
          {t('Order.ExportLines')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The order's attachments (type 5). A holder of orders or ordersMenuStorefront adds files with a description
 * (the blocked types are refused before they are sent, as the server would) and deletes them while the order is
 * Open; the server has the last word (its refusal is shown). An affiliated company's order shows none.
 */
export function OrderAttachments({
  order,
  version,
  onChanged,
}: {
  order: Order;
  /** Changes after each upload or delete (the page's history reloads with it). */
  version: number;
  onChanged: () => void;
}) {
  const { permissions } = useSession();
  const { uploads, remove } = useDocumentAttachments(ORDER, order.id, onChanged);
  if (order.affiliatedCompany) return null;
  const mayChange = order.status === OPEN && hasPermission(permissions, attachmentPermissions[ORDER].write);

  return (
    <AttachmentsSection
      title={t('Order.Attachments')}
      documentType={ORDER}
      documentId={order.id}
      version={version}
      onDelete={mayChange ? remove : undefined}
    >
      {mayChange ? (
        <div className={own.upload}>
          <h3>{t('Order.AddAttachments')}</h3>
          <AttachmentUploader
            state={uploads}
            uploadLabel={uploads.busy ? t('Order.Uploading') : t('Order.Upload')}
          />
        </div>
      ) : (
        <p>{t('Order.AttachmentsReadOnly')}</p>
      )}
      {uploads.error ? <InlineAlert tone="error">{uploads.error}</InlineAlert> : null}
    </AttachmentsSection>
  );
}

/** What one entry of the history says. */
export function historyText(entry: OrderHistoryEntry): string {
  switch (entry.kind) {
    case 'placed':
      return t('Order.History.placed');
    case 'lineStatus':
      return t('Order.History.lineStatus', { line: entry.lineNumber ?? '', status: entry.subject });
    case 'shipped':
      return t('Order.History.shipped', { number: entry.subject });
    case 'attachmentAdded':
      return t('Order.History.attachmentAdded', { fileName: entry.subject });
  }
}

/** The history as a list, oldest first: when, what, by whom, and the comment or description. */
export function OrderHistoryList({
  entries,
  label,
}: {
  entries: readonly OrderHistoryEntry[];
  label: string;
}) {
  if (entries.length === 0) return <p>{t('Order.NoHistory')}</p>;
  return (
    <ol aria-label={label} className={own.history}>
      {entries.map((entry, index) => (
        // The history has no ids; its order is fixed for one answer.
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are read once and never reordered
        <li key={index}>
          <time dateTime={entry.at}>
            {/* A shipment has a day, not a time: shown as that day wherever the reader is. */}
            {entry.kind === 'shipped' ? formatDate(entry.at.slice(0, 10)) : formatDateTime(entry.at)}
          </time>{' '}
          <strong>{historyText(entry)}</strong>
          {entry.by ? ` ${t('Order.History.By', { name: entry.by })}` : ''}
          {entry.detail ? <span className={own.historyDetail}>{entry.detail}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The order's history (getOrderHistory), reloaded when the attachments change. */
export function OrderHistorySection({ orderId, version = 0 }: { orderId: string; version?: number }) {
  const headingId = useId();
  const history = useResource(
    (signal) =>
      api.call(orderEndpoints.getOrderHistory, { query: { id: orderId }, signal, reportProblems: false }),
    [orderId, version],
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Order.History')}</h2>
      {history.data ? <OrderHistoryList entries={history.data.entries} label={t('Order.History')} /> : null}
      {history.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(history.error)}</InlineAlert>
      ) : null}
    </section>
  );
}

/** Files, attachments and history of the order, as the order page shows them below its lines. */
export default function OrderRecords({ order }: { order: Order }) {
  const [version, setVersion] = useState(0);
  return (
    <>
      <OrderFiles orderId={order.id} />
      <OrderAttachments order={order} version={version} onChanged={() => setVersion((value) => value + 1)} />
      <OrderHistorySection orderId={order.id} version={version} />
    </>
  );
}
