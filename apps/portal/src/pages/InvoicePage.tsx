import { Enumerations, INVOICE_PAY_PERMISSION, INVOICE_READ_PERMISSION, type Invoice } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { hasPermission, type RouteName } from '@b2b-portal/flows/rules';
import { Button, InlineAlert, Spinner, StatusPill, TotalsBlock } from '@b2b-portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDownloads } from '../app/downloads';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useSession } from '../app/session';
import { useResource } from '../app/useResource';
import { DocumentAddressesSection } from '../documents/DocumentAddressesSection';
import { api } from '../services/api';
import { invoiceEndpoints, quoteEndpoints } from '../services/endpoints';
import { t } from '../services/messages/invoices';
import { DocumentNotFound } from './DocumentNotFound';
import { InvoiceHeader } from './invoices/InvoiceHeader';
import { InvoiceLines } from './invoices/InvoiceLines';
import { NumberInText } from './NumberInText';
import { PageProblem } from './PageProblem';
import * as styles from './pages.css';
import { InquiryForm } from './quotes/InquiryForm';
import { quoteInquiryLabels } from './quotes/inquiryLabels';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';

const Type = Enumerations.InvoiceType;

/** The card form and the processor's tokenizer load only where an invoice can be paid. */
const InvoicePayment = lazy(() => import('./invoices/InvoicePayment'));

/** Each variant's route reads its own call (001 §7 "Invoices"). */
const loaders: Partial<Record<RouteName, typeof invoiceEndpoints.getInvoice>> = {
  InvoiceDetails: invoiceEndpoints.getInvoice,
  ServiceInvoiceDetails: invoiceEndpoints.getServiceInvoice,
  ManagedServicesContractInvoiceDetails: invoiceEndpoints.getManagedServicesContractInvoice,
  SubscriptionInvoiceDetails: invoiceEndpoints.getSubscriptionInvoice,
};

function Message({ title, text }: { title: string; text: string }) {
  return <PageProblem title={title} message={text} />;
}

/**
 * No id, one that is none, or an invoice the caller may not see (404): the documents' 'Result not found' (001 §8),
 * what may have happened, and Invoices to look in (for a reader of invoices).
 */
function InvoiceNotFound({ title }: { title: string }) {
  return (
    <DocumentNotFound
      title={title}
      message={t('Invoice.NotFound')}
      help={t('Invoice.NotFoundHelp')}
      list={{ route: 'Invoices', label: t('Invoice.FindInInvoices') }}
    />
  );
}

/**
 * /invoice, /service-invoice, /Managed-services-contract-invoice, /subscription-invoice (001 §2: id, invoiceType):
 * one invoice of the route's kind — summary and amounts, addresses, the lines with the variant's own fields,
 * totals, print and the exports, the payment policies (001 §9) and an inquiry to the account manager. The routes
 * need no permission (000 §2): without one of the invoices permissions the page says so in the documents' words;
 * an invoice the caller may not see, or of another kind, reads 'Result not found' (404).
 */
export default function InvoicePage({ route, query }: PageProps) {
  const { permissions } = useSession();
  if (!hasPermission(permissions, INVOICE_READ_PERMISSION)) {
    return <Message title={route.title} text={t('Invoice.NoAccess')} />;
  }
  const load = loaders[route.name as RouteName];
  if (!load || !isDocumentId(query.id)) return <InvoiceNotFound title={route.title} />;
  return <InvoiceDetail key={query.id} id={query.id} title={route.title} load={load} />;
}

function InvoiceDetail({
  id,
  title,
  load,
}: {
  id: string;
  title: string;
  load: typeof invoiceEndpoints.getInvoice;
}) {
  const resource = useResource(
    (signal) => api.call(load, { query: { id }, signal, reportProblems: false }),
    [id, load],
  );
  // The last crumb and the page title: "Service Invoice INV-700004" once loaded.
  useNamePage(
    resource.data
      ? t('Invoice.DetailTitle', { kind: resource.data.invoiceTypeName, number: resource.data.invoiceNumber })
      : undefined,
  );
  if (resource.status === 'failed') {
    const forbidden = isApiError(resource.error) && resource.error.status === 403;
    if (isApiError(resource.error) && resource.error.status === 404) return <InvoiceNotFound title={title} />;
    return (
      <Message title={title} text={forbidden ? t('Invoice.NoAccess') : problemMessage(resource.error)} />
    );
  }
  if (!resource.data) return <Spinner label={t('Global.Loading')} />;
  return <InvoiceView invoice={resource.data} onChanged={() => resource.reload()} />;
}

function InvoiceView({ invoice, onChanged }: { invoice: Invoice; onChanged: () => void }) {
  const { download } = useDownloads();
  const { permissions } = useSession();
  // Paying needs the card form, as checkout does (001 §7 Payment: the protect token is a checkout holder's).
  const mayPay =
    invoice.status !== Enumerations.InvoiceStatus.Paid.value &&
    hasPermission(permissions, INVOICE_PAY_PERMISSION);
  // Paid in full, the invoice reloads as Paid and the payment form goes: with it went its thank-you, and the focus
  // (on Pay) fell to the page's body. The thank-you stays here in its place and takes the focus.
  const [paidNotice, setPaidNotice] = useState<string | null>(null);
  const paidRef = useRef<HTMLDivElement>(null);
  const showsPaidNotice = !mayPay && paidNotice !== null;
  useEffect(() => {
    if (showsPaidNotice) paidRef.current?.focus();
  }, [showsPaidNotice]);
  const sendInquiry = async (message: string) => {
    await api.call(quoteEndpoints.submitInquiry, {
      body: { kind: Enumerations.EmailInquiry.Invoice.value, documentId: invoice.id, message },
      reportProblems: false,
    });
  };
  const query = { id: invoice.id };
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        <NumberInText
          text={t('Invoice.DetailTitle', { kind: invoice.invoiceTypeName, number: invoice.invoiceNumber })}
          number={invoice.invoiceNumber}
        />{' '}
        <StatusPill kind="invoice" status={invoice.statusName} />
      </h1>
      <InvoiceHeader invoice={invoice} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => download(invoiceEndpoints.print, { query }).catch(() => undefined)}
        >
          {t('Invoice.Print')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => download(invoiceEndpoints.exportToExcel, { query }).catch(() => undefined)}
        >
          {t('Invoice.Export')}
        </Button>
        {invoice.invoiceType === Type.Subscription.value ? (
          <Button
            variant="secondary"
            onPress={() => download(invoiceEndpoints.getExportUsage, { query }).catch(() => undefined)}
          >
            {t('Invoice.ExportUsage')}
          </Button>
        ) : null}
      </div>
      <DocumentAddressesSection billTo={invoice.billTo} shipTo={invoice.shipTo} endUser={null} />
      <InvoiceLines invoice={invoice} />
      <TotalsBlock
        subtotal={invoice.subTotal}
        tax={invoice.taxTotal}
        shipping={invoice.shippingTotal}
        grandTotal={invoice.grandTotal}
      />

      {mayPay ? (
        <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
          <InvoicePayment
            invoice={invoice}
            onPaid={(_, notice) => {
              setPaidNotice(notice);
              onChanged();
            }}
          />
        </Suspense>
      ) : showsPaidNotice ? (
        <div ref={paidRef} tabIndex={-1}>
          <InlineAlert tone="success">{paidNotice}</InlineAlert>
        </div>
      ) : null}

      <h2>{t('Invoice.Policies')}</h2>
      <p>{t('Policy.InvoiceDiscrepancies')}</p>
      <p>{t('Policy.FinanceCharge')}</p>

      <h2>{t('Invoice.Inquiry')}</h2>
      <InquiryForm send={sendInquiry} labels={quoteInquiryLabels()} />
    </section>
  );
}
