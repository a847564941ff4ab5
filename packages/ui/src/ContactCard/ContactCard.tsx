import { formatPhone } from '../format/format';
import { card, definition, definitionList, term } from '../foundations/surface.css';
import { Link } from '../Link/Link';
import * as styles from './ContactCard.css';

/** A contact (002 §3): the person an address, an order or an account is attached to. */
export interface Contact {
  /** Stable id (contact id). */
  id: string;
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
  /** Job title. */
  jobTitle?: string;
  /** Email address; shown as a mailto link. */
  email?: string;
  /** Phone number as stored; shown as ddd-ddd-dddd. */
  phone?: string;
  /** Fax number as stored; shown as ddd-ddd-dddd. */
  fax?: string;
}

/** Every text the contact card shows. */
export interface ContactCardLabels {
  /** Email label. @default 'Email' */
  email: string;
  /** Phone label. @default 'Phone' */
  phone: string;
  /** Fax label. @default 'Fax' */
  fax: string;
}

export const defaultContactCardLabels: ContactCardLabels = { email: 'Email', phone: 'Phone', fax: 'Fax' };

export interface ContactCardProps {
  /** The contact to show. */
  contact: Contact;
  /** Extra class on the card. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<ContactCardLabels>;
}

/** A contact: full name, job title, then email, phone and fax, each only when known. */
export function ContactCard({ contact, className, labels: overrides }: ContactCardProps) {
  const labels = { ...defaultContactCardLabels, ...overrides };
  const fullName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const phone = formatPhone(contact.phone);
  const fax = formatPhone(contact.fax);
  return (
    <div className={[card, className].filter(Boolean).join(' ')}>
      <span className={styles.name}>{fullName}</span>
      {contact.jobTitle ? <span className={styles.jobTitle}>{contact.jobTitle}</span> : null}
      {contact.email || phone || fax ? (
        <dl className={definitionList}>
          {contact.email ? (
            <div style={{ display: 'contents' }}>
              <dt className={term}>{labels.email}</dt>
              <dd className={definition}>
                <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div style={{ display: 'contents' }}>
              <dt className={term}>{labels.phone}</dt>
              <dd className={definition}>{phone}</dd>
            </div>
          ) : null}
          {fax ? (
            <div style={{ display: 'contents' }}>
              <dt className={term}>{labels.fax}</dt>
              <dd className={definition}>{fax}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
