import type { DocumentLink, Order, QuoteContact } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { DescriptionList, formatDate, Link } from '@b2b-portal/ui';
import { hrefFor } from '../../app/hashLocation';
import { useMayOpen } from '../../app/mayOpen';
import { t } from '../../services/messages/orders';
import * as styles from '../pages.css';

/** A person of the reseller: name, then mail (a link) and phone, each on its line. */
function Contact({ contact }: { contact: QuoteContact }) {
  return (
    <span className={styles.contactLines}>
      <span>{contact.name}</span>
      {contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : null}
      {contact.phone ? <span>{contact.phone}</span> : null}
    </span>
  );
}

const linkTo = (route: 'Quote' | 'Requisition', document: DocumentLink | null) =>
  document ? <Link href={hrefFor(pathFor(route, { id: document.id }))}>{document.number}</Link> : null;

/**
 * An order's summary (001 §3 "Order detail"): the order (number, date, title, PO, who placed it, company when
 * affiliated, business unit, blanket PO (a link to it for whoever may open it), terms, shipping, the quote and requisition it came from, comments), then
 * the reseller's account manager and inside sales. An empty field shows a dash.
 */
export function OrderHeader({ order }: { order: Order }) {
  const mayOpenBlanketPo = useMayOpen()('BlanketPurchaseOrder');
  return (
    <DescriptionList
      layout="grid"
      headingLevel={2}
      labels={{ notGiven: t('Document.NotGiven') }}
      groups={[
        {
          title: t('Order.Summary'),
          items: [
            { term: t('Order.Number'), description: order.orderNumber },
            { term: t('Order.Date'), description: formatDate(order.orderDate) },
            { term: t('Order.Name'), description: order.title },
            { term: t('Order.Po'), description: order.po },
            { term: t('Order.OrderedBy'), description: order.orderedBy },
            ...(order.affiliatedCompany
              ? [{ term: t('Order.Company'), description: order.affiliatedCompany }]
              : []),
            { term: t('Order.BusinessUnit'), description: order.businessUnitName },
            {
              term: t('Order.BlanketPo'),
              description:
                order.blanketOrderID && mayOpenBlanketPo ? (
                  <Link href={hrefFor(pathFor('BlanketPurchaseOrder', { id: order.blanketOrderID }))}>
                    {order.blanketPo}
                  </Link>
                ) : (
                  order.blanketPo
                ),
            },
            { term: t('Order.PaymentTerm'), description: order.paymentTerm },
            { term: t('Order.ShippingMethod'), description: order.shippingMethod },
            { term: t('Order.Quote'), description: linkTo('Quote', order.quote) },
            { term: t('Order.Requisition'), description: linkTo('Requisition', order.requisition) },
            { term: t('Order.Comments'), description: order.comments, wide: true },
          ],
        },
        {
          title: t('Document.Contacts'),
          items: [
            {
              term: t('Order.AccountManager'),
              // A row of its own: the e-mail address is too long for a grid column (it broke inside).
              wide: true,
              description: order.accountManager ? <Contact contact={order.accountManager} /> : null,
            },
            {
              term: t('Order.InsideSales'),
              wide: true,
              description: order.insideSales ? <Contact contact={order.insideSales} /> : null,
            },
          ],
        },
      ]}
    />
  );
}
