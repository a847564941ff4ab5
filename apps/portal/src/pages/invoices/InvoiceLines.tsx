import { Enumerations, type Invoice, type InvoiceLine } from '@b2b-portal/api';
import {
  DataTable,
  type DataTableColumn,
  DocumentLines,
  type DocumentLinesRow,
  formatDate,
} from '@b2b-portal/ui';
import { t } from '../../services/messages/invoices';

const Type = Enumerations.InvoiceType;

const period = (line: InvoiceLine) =>
  line.serviceStart && line.serviceEnd
    ? t('Invoice.PeriodValue', { start: formatDate(line.serviceStart), end: formatDate(line.serviceEnd) })
    : '';

/** An invoice's lines as the document line table: flat, each with its printed number and the server's prices. */
export function invoiceLineRows(lines: readonly InvoiceLine[]): DocumentLinesRow[] {
  return lines.map((line) => ({
    kind: 'item',
    id: line.id,
    depth: 0,
    item: {
      id: line.id,
      manufacturerPart: line.manufacturerPart,
      description: line.description,
      quantity: line.quantity,
      serviceLength: 0,
    },
    lineNumber: String(line.lineNumber),
    unitPrice: line.unitPrice,
    extendedPrice: line.extendedPrice,
    isRequest: false,
  }));
}

const lineColumn: DataTableColumn<InvoiceLine> = {
  id: 'line',
  name: t('Invoice.Line'),
  isRowHeader: true,
  render: (line) => String(line.lineNumber),
};
const partColumn: DataTableColumn<InvoiceLine> = {
  id: 'part',
  name: t('Invoice.Part'),
  render: (line) => line.manufacturerPart,
};
const serialsColumn: DataTableColumn<InvoiceLine> = {
  id: 'serials',
  name: t('Invoice.Serials'),
  render: (line) => line.serialNumbers.join(', '),
};
const orderLineColumn: DataTableColumn<InvoiceLine> = {
  id: 'orderLine',
  name: t('Invoice.OrderLine'),
  render: (line) => (line.orderLineNumber === null ? '' : String(line.orderLineNumber)),
};
const periodColumn: DataTableColumn<InvoiceLine> = {
  id: 'period',
  name: t('Invoice.ServicePeriod'),
  render: period,
};

/** The fields each kind's lines have beyond the line table's (001 §7: the variants' own lines). */
const variantColumns: Record<number, DataTableColumn<InvoiceLine>[]> = {
  [Type.Standard.value]: [lineColumn, partColumn, orderLineColumn, serialsColumn],
  [Type.Service.value]: [lineColumn, partColumn, orderLineColumn, periodColumn],
  [Type.ManagedServicesContract.value]: [
    lineColumn,
    partColumn,
    { id: 'shipTo', name: t('Invoice.LineShipTo'), render: (line) => line.shipToName },
    serialsColumn,
    periodColumn,
  ],
  [Type.Subscription.value]: [
    lineColumn,
    partColumn,
    { id: 'subscription', name: t('Invoice.Subscription'), render: (line) => line.subscriptionId },
    { id: 'charge', name: t('Invoice.ChargeKind'), render: (line) => line.chargeKindName },
    periodColumn,
    {
      id: 'usage',
      name: t('Invoice.Usage'),
      align: 'end',
      render: (line) =>
        line.usageQuantity === null
          ? ''
          : t('Invoice.UsageValue', { quantity: line.usageQuantity, unit: line.billingUnitOfMeasure }),
    },
  ],
};

/** The invoice's lines (the document line table), then its variant's line fields. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <h2>{t('Invoice.Lines')}</h2>
      <DocumentLines
        aria-label={t('Invoice.Lines')}
        rows={invoiceLineRows(invoice.lines)}
        labels={{ empty: t('Global.NoRecordsFound') }}
      />
      <h2>{t('Invoice.LineDetails')}</h2>
      <DataTable
        aria-label={t('Invoice.LineDetails')}
        columns={variantColumns[invoice.invoiceType] ?? variantColumns[Type.Standard.value] ?? []}
        rows={invoice.lines}
      />
    </>
  );
}
