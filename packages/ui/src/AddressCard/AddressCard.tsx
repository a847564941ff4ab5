import { formatPhone } from '../format/format';
import { fillTemplate } from '../format/template';
import { badge, card } from '../foundations/surface.css';
import * as styles from './AddressCard.css';

/** An address as the portal shows it (001 §3 Address, 002 §3). */
export interface Address {
  /** Stable id (the address id). */
  id: string;
  /** Company or site name. */
  name?: string;
  /** First address line. */
  line1?: string;
  /** Second address line. */
  line2?: string;
  /** Third address line. */
  line3?: string;
  /** City. */
  city?: string;
  /** State or province code. */
  state?: string;
  /** ZIP or postal code. */
  zipCode?: string;
  /** Country name (or code when no name is known). */
  country?: string;
  /** Name of the contact at this address. */
  contactName?: string;
  /** Phone number as stored; shown as ddd-ddd-dddd. */
  phone?: string;
  /** The account's primary address of its type. @default false */
  isPrimary?: boolean;
}

/** Every text the address card shows. */
export interface AddressCardLabels {
  /** The primary badge. @default 'Primary' */
  primary: string;
  /** Contact line template with `{name}`. @default 'Attn: {name}' */
  contact: string;
  /** Phone line template with `{phone}`. @default 'Phone: {phone}' */
  phone: string;
}

export const defaultAddressCardLabels: AddressCardLabels = {
  primary: 'Primary',
  contact: 'Attn: {name}',
  phone: 'Phone: {phone}',
};

export interface AddressCardProps {
  /** The address to show. */
  address: Address;
  /** Id of the element holding the name, so a radio or a region can be labelled by it. */
  nameId?: string;
  /** Draw without its own border and padding (inside a picker option that already has one). @default false */
  bare?: boolean;
  /** Extra class on the card. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<AddressCardLabels>;
}

/** "City, ST 12345": the parts that exist, US-style. */
export function formatCityLine({
  city,
  state,
  zipCode,
}: Pick<Address, 'city' | 'state' | 'zipCode'>): string {
  const region = [state, zipCode].filter(Boolean).join(' ');
  return [city, region].filter(Boolean).join(', ');
}

/** One address: name, lines 1–3, city/state/ZIP, country, contact and phone, and a primary badge. */
export function AddressCard({
  address,
  nameId,
  bare = false,
  className,
  labels: overrides,
}: AddressCardProps) {
  const labels = { ...defaultAddressCardLabels, ...overrides };
  const cityLine = formatCityLine(address);
  const phone = formatPhone(address.phone);
  return (
    <div className={[bare ? undefined : card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={nameId} className={styles.name}>
          {address.name}
        </span>
        {address.isPrimary ? <span className={badge.primary}>{labels.primary}</span> : null}
      </div>
      <div className={styles.lines}>
        {[address.line1, address.line2, address.line3, cityLine, address.country]
          .filter((line): line is string => Boolean(line))
          .map((line, index) => (
            // Lines can repeat (two empty-ish parts), so the position is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list of at most five lines
            <span key={index}>{line}</span>
          ))}
      </div>
      {address.contactName || phone ? (
        <div className={[styles.lines, styles.contact].join(' ')}>
          {address.contactName ? (
            <span>{fillTemplate(labels.contact, { name: address.contactName })}</span>
          ) : null}
          {phone ? <span>{fillTemplate(labels.phone, { phone })}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
