import type { DocumentAddress } from '@b2b-portal/api';
import { type Address, DocumentAddresses } from '@b2b-portal/ui';
import { useId } from 'react';
import { t } from '../services/messages/documents';

/** The portal's reseller is in the USA: a domestic address does not repeat its country. */
const DOMESTIC = new Set(['USA', 'US', '']);

/** A document's copy of an address as the address card shows it. */
export function toCardAddress(key: string, address: DocumentAddress | null): Address | null {
  if (!address) return null;
  return {
    id: key,
    name: address.name,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: DOMESTIC.has(address.countryCode) ? undefined : address.countryCode,
    contactName: address.contactName,
    phone: address.phone,
  };
}

export interface DocumentAddressesSectionProps {
  billTo: DocumentAddress | null;
  shipTo: DocumentAddress | null;
  endUser: DocumentAddress | null;
}

/** The "Addresses" section of a document's detail page: bill-to, ship-to and end user. */
export function DocumentAddressesSection({ billTo, shipTo, endUser }: DocumentAddressesSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Document.Addresses')}</h2>
      <DocumentAddresses
        emptyText={t('Document.NoAddress')}
        entries={[
          { key: 'billTo', title: t('Document.BillTo'), address: toCardAddress('billTo', billTo) },
          { key: 'shipTo', title: t('Document.ShipTo'), address: toCardAddress('shipTo', shipTo) },
          { key: 'endUser', title: t('Document.EndUser'), address: toCardAddress('endUser', endUser) },
        ]}
      />
    </section>
  );
}
