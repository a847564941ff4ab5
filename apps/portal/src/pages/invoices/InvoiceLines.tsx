import { Enumerations, type Invoice, type InvoiceLine } from '@b2b-portal/api';
import {
  type DescriptionItem,
  DescriptionList,
  DocumentLines,
  type DocumentLinesRow,
  formatDate,
} from '@b2b-portal/ui';
import { useId } from 'react';
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

type Field = (line: InvoiceLine) => DescriptionItem | null;

const orderLineField: Field = (line) =>
  line.orderLineNumber === null
    ? null
    : { term: t('Invoice.OrderLine'), description: String(line.orderLineNumber) };
const serialsField: Field = (line) =>
  line.serialNumbers.length > 0
    ? { term: t('Invoice.Serials'), description: line.serialNumbers.join(', ') }
    : null;
const periodField: Field = (line) => ({ term: t('Invoice.ServicePeriod'), description: period(line) });

/** The fields each kind's lines have beyond the line table's (001 §7: the variants' own lines). */
const variantFields: Record<number, Field[]> = {
  [Type.Standard.value]: [orderLineField, serialsField],
  [Type.Service.value]: [orderLineField, periodField],
  [Type.ManagedServicesContract.value]: [
    (line) => ({ term: t('Invoice.LineShipTo'), description: line.shipToName }),
    serialsField,
    periodField,
  ],
  [Type.Subscription.value]: [
    (line) => ({ term: t('Invoice.Subscription'), description: line.subscriptionId }),
    (line) => ({ term: t('Invoice.ChargeKind'), description: line.chargeKindName }),
    periodField,
    (line) =>
      line.usageQuantity === null
        ? null
        : {
            term: t('Invoice.Usage'),
            description: t('Invoice.UsageValue', {
              quantity: line.usageQuantity,
              unit: line.billingUnitOfMeasure,
            }),
          },
  ],
};

/** The invoice's lines (the document line table), then its variant's line fields. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const headingId = useId();
  const fields = variantFields[invoice.invoiceType] ?? variantFields[Type.Standard.value] ?? [];
  return (
    <>
      <h2>{t('Invoice.Lines')}</h2>
      <DocumentLines
        aria-label={t('Invoice.Lines')}
        rows={invoiceLineRows(invoice.lines)}
        labels={{ empty: t('Global.NoRecordsFound') }}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('Invoice.LineDetails')}</h2>
        <DescriptionList
          layout="grid"
          headingLevel={3}
          labels={{ notGiven: t('Document.NotGiven') }}
          groups={invoice.lines.map((line) => ({
            title: t('Invoice.LineHeading', { line: line.lineNumber, part: line.manufacturerPart }),
            items: fields
              .map((field) => field(line))
              .filter((item): item is DescriptionItem => item !== null),
          }))}
        />
      </section>
    </>
  );
}
