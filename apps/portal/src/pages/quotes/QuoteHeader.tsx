import type { Quote, QuoteContact } from '@b2b-portal/api';
import { DescriptionList, formatDate, Link } from '@b2b-portal/ui';
import { t } from '../../services/messages/quotes';
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

/**
 * A quote's header fields (001 §3) as a grid: the document (number, title, dates, people, business unit, the
 * order and pricing request it belongs to), then the reseller's people to ask. An empty field shows a dash.
 */
export function QuoteHeader({ quote }: { quote: Quote }) {
  return (
    <DescriptionList
      layout="grid"
      headingLevel={2}
      labels={{ notGiven: t('Document.NotGiven') }}
      groups={[
        {
          title: t('Document.Details'),
          items: [
            { term: t('Quote.Number'), description: quote.quoteNumber },
            { term: t('Quote.Name'), description: quote.title },
            { term: t('Quote.Created'), description: formatDate(quote.createdDate) },
            { term: t('Quote.Expires'), description: quote.expiresAt ? formatDate(quote.expiresAt) : null },
            { term: t('Quote.Requester'), description: quote.requester },
            { term: t('Quote.CreatedBy'), description: quote.createdBy },
            { term: t('Quote.BusinessUnit'), description: quote.businessUnitName },
            { term: t('Quote.OrderNumber'), description: quote.orderNumber },
            { term: t('Quote.PricingRequest'), description: quote.pricingRequestNumber },
          ],
        },
        {
          title: t('Document.Contacts'),
          items: [
            {
              term: t('Quote.AccountManager'),
              // A row of its own: the e-mail address is too long for a grid column (it broke inside).
              wide: true,
              description: quote.accountManager ? <Contact contact={quote.accountManager} /> : null,
            },
            {
              term: t('Quote.InsideSales'),
              wide: true,
              description: quote.insideSalesRep ? <Contact contact={quote.insideSalesRep} /> : null,
            },
          ],
        },
      ]}
    />
  );
}
