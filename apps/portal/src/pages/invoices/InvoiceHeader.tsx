import type { Invoice } from '@b2b-portal/api';
import { Enumerations } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { DescriptionList, formatDate, formatMoney, Link, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../../app/hashLocation';
import { t } from '../../services/messages/invoices';
import * as styles from '../pages.css';

const period = (start: string | null, end: string | null) =>
  start && end ? t('Invoice.PeriodValue', { start: formatDate(start), end: formatDate(end) }) : '';

/**
 * An invoice's summary (001 §3 "similar to orders"): number, kind, dates (past due marked), PO, the order it bills,
 * company when affiliated, terms, the contract (managed services) and the billing period (service, managed
 * services, subscription); the amounts (total, paid, balance due); the reseller's account manager.
 */
export function InvoiceHeader({ invoice }: { invoice: Invoice }) {
  const standard = invoice.invoiceType === Enumerations.InvoiceType.Standard.value;
  const managed = invoice.invoiceType === Enumerations.InvoiceType.ManagedServicesContract.value;
  return (
    <DescriptionList
      layout="grid"
      headingLevel={2}
      labels={{ notGiven: t('Document.NotGiven') }}
      groups={[
        {
          title: t('Invoice.Summary'),
          items: [
            { term: t('Invoice.Number'), description: invoice.invoiceNumber },
            { term: t('Invoice.Type'), description: invoice.invoiceTypeName },
            { term: t('Invoice.Date'), description: formatDate(invoice.invoiceDate) },
            {
              term: t('Invoice.DueDate'),
              description: invoice.pastDue ? (
                <>
                  {formatDate(invoice.dueDate)} <StatusPill tone="danger" status={t('Invoice.PastDue')} />
                </>
              ) : (
                formatDate(invoice.dueDate)
              ),
            },
            { term: t('Invoice.Po'), description: invoice.po },
            {
              term: t('Invoice.Order'),
              description: invoice.order ? (
                <Link href={hrefFor(pathFor('OrderDetails', { id: invoice.order.id }))}>
                  {invoice.order.number}
                </Link>
              ) : null,
            },
            ...(invoice.affiliatedCompany
              ? [{ term: t('Invoice.Company'), description: invoice.affiliatedCompany }]
              : []),
            { term: t('Invoice.PaymentTerm'), description: invoice.paymentTerm },
            ...(managed ? [{ term: t('Invoice.Contract'), description: invoice.contractNumber }] : []),
            ...(standard
              ? []
              : [{ term: t('Invoice.Period'), description: period(invoice.periodStart, invoice.periodEnd) }]),
          ],
        },
        {
          title: t('Invoice.BalanceDue'),
          items: [
            { term: t('Invoice.Total'), description: formatMoney(invoice.grandTotal) },
            { term: t('Invoice.AmountPaid'), description: formatMoney(invoice.amountPaid) },
            { term: t('Invoice.BalanceDue'), description: formatMoney(invoice.balanceDue) },
          ],
        },
        {
          title: t('Document.Contacts'),
          items: [
            {
              term: t('Invoice.AccountManager'),
              // A row of its own: the e-mail address is too long for a grid column (it broke inside).
              wide: true,
              description: invoice.accountManager ? (
                <span className={styles.contactLines}>
                  <span>{invoice.accountManager.name}</span>
                  {invoice.accountManager.email ? (
                    <Link href={`mailto:${invoice.accountManager.email}`}>
                      {invoice.accountManager.email}
                    </Link>
                  ) : null}
                  {invoice.accountManager.phone ? <span>{invoice.accountManager.phone}</span> : null}
                </span>
              ) : null,
            },
          ],
        },
      ]}
    />
  );
}
