import type { InvoiceSummary } from '@b2b-portal/api';
import {
  DataTable,
  type DataTableColumn,
  formatDate,
  formatMoney,
  InlineAlert,
  Link,
  Spinner,
  StatusPill,
} from '@b2b-portal/ui';
import { useId } from 'react';
import { useResource } from '../../app/useResource';
import { api } from '../../services/api';
import { invoiceEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/invoices';
import { problemMessage } from '../../services/problems';
import { invoiceHref } from './invoiceHref';

const columns: DataTableColumn<InvoiceSummary>[] = [
  {
    id: 'number',
    name: t('Invoice.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={invoiceHref(row)}>{row.invoiceNumber}</Link>,
  },
  { id: 'type', name: t('Invoice.Type'), render: (row) => row.invoiceTypeName },
  { id: 'date', name: t('Invoice.Date'), render: (row) => formatDate(row.invoiceDate) },
  { id: 'due', name: t('Invoice.DueDate'), render: (row) => formatDate(row.dueDate) },
  {
    id: 'status',
    name: t('Invoice.Status'),
    render: (row) => <StatusPill kind="invoice" status={row.statusName} />,
  },
  { id: 'total', name: t('Invoice.Total'), align: 'end', render: (row) => formatMoney(row.grandTotal) },
  {
    id: 'balance',
    name: t('Invoice.BalanceDue'),
    align: 'end',
    render: (row) => formatMoney(row.balanceDue),
  },
];

/**
 * The invoices of an order (001 §3 "Order detail": related invoices), each linking to its variant's page. Shown
 * only to whoever may open invoices (the order page asks, and loads this then); the server answers only the
 * invoices the caller sees.
 */
export default function RelatedInvoices({ orderId }: { orderId: string }) {
  const headingId = useId();
  const resource = useResource(
    (signal) =>
      api.call(invoiceEndpoints.invoiceList, {
        query: { orderId, size: 100 },
        signal,
        reportProblems: false,
      }),
    [orderId],
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Invoice.RelatedInvoices')}</h2>
      {resource.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(resource.error)}</InlineAlert>
      ) : !resource.data ? (
        <Spinner label={t('Global.Loading')} />
      ) : resource.data.data.length === 0 ? (
        <p>{t('Invoice.NoRelatedInvoices')}</p>
      ) : (
        <DataTable aria-label={t('Invoice.RelatedInvoices')} columns={columns} rows={resource.data.data} />
      )}
    </section>
  );
}
