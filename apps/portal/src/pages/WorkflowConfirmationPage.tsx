import { type ConfirmedOrder, Enumerations } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { DescriptionList, formatDateTime, formatMoney, InlineAlert, Link, Spinner } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import * as checkoutStyles from '../checkout/CheckoutFlow.css';
import { api } from '../services/api';
import { checkoutEndpoints } from '../services/endpoints';
import { t } from '../services/messages/checkout';
import { problemMessage } from '../services/problems';
import { NumberInText } from './NumberInText';
import * as styles from './pages.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const shippingMethodName = (value: number) =>
  Object.values(Enumerations.ShippingMethod).find((method) => method.value === value)?.name ?? '';

/**
 * /workflow-confirmation (001 §2): where a submitted checkout lands, with the confirmed order number from the
 * query and the order's summary read back from the server (so a reload or a shared link shows the same).
 */
export default function WorkflowConfirmationPage(props: PageProps) {
  // A quote or requisition the approver rejected (actionID reject): the rejection page.
  if (props.query.actionID === 'reject') return <RejectionConfirmation {...props} />;
  // A requisition (4) was submitted for approval, not ordered: no order to read back.
  return String(props.query.documentType) === '4' ? (
    <RequisitionConfirmation {...props} />
  ) : (
    <OrderConfirmation {...props} />
  );
}

/** The document the query names: its id when it is one (else ''), and its number. */
function documentOf(query: PageProps['query']): { documentID: string; number: string } {
  return {
    documentID: typeof query.documentID === 'string' && uuid.test(query.documentID) ? query.documentID : '',
    number: typeof query.documentNumber === 'string' ? query.documentNumber : '',
  };
}

/**
 * The rejection page (001 §2: requisition and quote rejection pages): what was rejected, who the comments went
 * to (the sales team for a quote, the requester for a requisition), the way back to the document and to the
 * pending approvals.
 */
function RejectionConfirmation({ query }: PageProps) {
  const isQuote = String(query.documentType) === '8';
  const { documentID, number } = documentOf(query);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        <NumberInText
          text={t(isQuote ? 'Confirmation.QuoteRejectedTitle' : 'Confirmation.RequisitionRejectedTitle', {
            number,
          })}
          number={number}
        />
      </h1>
      <InlineAlert tone="success">
        {t('Workflow.Rejected', { recipient: t(isQuote ? 'Workflow.SalesTeam' : 'Workflow.Requester') })}
      </InlineAlert>
      {documentID ? (
        <p>
          <Link href={hrefFor(pathFor(isQuote ? 'Quote' : 'Requisition', { id: documentID }))}>
            {t(isQuote ? 'Confirmation.ViewQuote' : 'Confirmation.ViewRequisition', { number })}
          </Link>
        </p>
      ) : null}
      <p>
        <Link href={hrefFor(pathFor('PendingApprovals', { tab: isQuote ? 'quotes' : 'requisitions' }))}>
          {t('Confirmation.BackToPendingApprovals')}
        </Link>
      </p>
    </section>
  );
}

function RequisitionConfirmation({ query }: PageProps) {
  const { documentID, number } = documentOf(query);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('Confirmation.RequisitionTitle')}
      </h1>
      <InlineAlert tone="success">{t('Workflow.RequisitionSubmitted', { number })}</InlineAlert>
      {/* A checkout that could have ordered went for approval: the spending limit it is above (issue 18). */}
      {typeof query.approvalReason === 'string' && query.approvalReason ? (
        <InlineAlert tone="info">{query.approvalReason}</InlineAlert>
      ) : null}
      {documentID ? (
        <p>
          <Link href={hrefFor(pathFor('Requisition', { id: documentID }))}>
            {t('Confirmation.ViewRequisition', { number })}
          </Link>
        </p>
      ) : null}
      <p>
        <Link href={hrefFor(pathFor('Shop'))}>{t('Confirmation.ContinueShopping')}</Link>
      </p>
    </section>
  );
}

function OrderConfirmation({ route, query }: PageProps) {
  const documentID = typeof query.documentID === 'string' ? query.documentID : '';
  const confirmedOrderNumber =
    typeof query.confirmedOrderNumber === 'string' ? query.confirmedOrderNumber : '';
  const order = useResource<ConfirmedOrder | null>(
    (signal) =>
      uuid.test(documentID)
        ? api.call(checkoutEndpoints.getConfirmedOrder, {
            query: { id: documentID },
            signal,
            reportProblems: false,
          })
        : Promise.resolve(null),
    [documentID],
  );
  const orderNumber = order.data?.orderNumber ?? confirmedOrderNumber;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {orderNumber ? t('Confirmation.Title') : route.title}
      </h1>
      {orderNumber ? (
        <InlineAlert tone="success">{t('Confirmation.OrderNumber', { orderNumber })}</InlineAlert>
      ) : null}
      {order.status === 'loading' ? <Spinner label={t('Checkout.Loading')} /> : null}
      {order.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(order.error)}</InlineAlert>
      ) : null}
      {order.status === 'ready' && !order.data && !orderNumber ? (
        <InlineAlert tone="error">{t('Confirmation.NotFound')}</InlineAlert>
      ) : null}
      {order.data ? (
        <section aria-labelledby="details-title">
          <h2 id="details-title">{t('Confirmation.Details')}</h2>
          {/* As the documents' headers: each value under its label, in as many columns as fit; the addresses
              a row each. */}
          <DescriptionList
            layout="grid"
            groups={[
              {
                items: [
                  { term: t('Confirmation.OrderNumberTerm'), description: order.data.orderNumber },
                  { term: t('Checkout.OrderTitle'), description: order.data.title },
                  { term: t('Checkout.PoNumber'), description: order.data.po },
                  { term: t('Confirmation.Placed'), description: formatDateTime(order.data.createdAt) },
                  { term: t('Checkout.PaymentTerm'), description: order.data.paymentTermName },
                  // The card or the payment request, when it says more than the term's name.
                  ...(order.data.paymentSummary && order.data.paymentSummary !== order.data.paymentTermName
                    ? [{ term: t('Confirmation.Payment'), description: order.data.paymentSummary }]
                    : []),
                  {
                    term: t('Checkout.ShippingMethod'),
                    description: shippingMethodName(order.data.shippingMethod),
                  },
                  { term: t('Confirmation.Lines'), description: String(order.data.lineCount) },
                  { term: t('Confirmation.Total'), description: formatMoney(order.data.grandTotal) },
                  { term: t('Checkout.BillTo'), description: order.data.billTo, wide: true },
                  {
                    term: t('Checkout.ShipTo'),
                    description:
                      order.data.shipTo.length > 1 ? (
                        <ul className={checkoutStyles.plainList}>
                          {order.data.shipTo.map((address) => (
                            <li key={address}>{address}</li>
                          ))}
                        </ul>
                      ) : (
                        order.data.shipTo[0]
                      ),
                    wide: true,
                  },
                ],
              },
            ]}
          />
        </section>
      ) : null}
      {order.data ? (
        <p>
          <Link href={hrefFor(pathFor('OrderDetails', { id: documentID }))}>
            {t('Confirmation.ViewOrder', { number: order.data.orderNumber })}
          </Link>
        </p>
      ) : null}
      <p>
        <Link href={hrefFor(pathFor('Shop'))}>{t('Confirmation.ContinueShopping')}</Link>
      </p>
    </section>
  );
}
