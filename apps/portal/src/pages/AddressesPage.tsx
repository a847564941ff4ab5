import { COMPANY_ADDRESSES_WRITE_PERMISSION } from '@b2b-portal/api';
import { hasPermission } from '@b2b-portal/flows/rules';
import { InlineAlert } from '@b2b-portal/ui';
import * as styles from '../account/account.css';
import { CompanyAddressesSection } from '../addresses/CompanyAddressesSection';
import { CompanyContactsSection } from '../addresses/CompanyContactsSection';
import { apiCompanyAddressServices, type CompanyAddressServices } from '../addresses/companyAddressServices';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { t } from '../services/messages/account';
import * as pageStyles from './pages.css';

/**
 * /addresses, Contacts & Addresses (002 §2 addresses|shoppingcart, §6): the company-wide contacts and the ship-to and
 * bill-to addresses every user of the company shares. A holder of addresses changes them; shoppingcart alone reads
 * (the server refuses the changes anyway). The caller's own addresses and defaults are My Account's.
 */
export default function AddressesPage({
  route,
  services = apiCompanyAddressServices,
}: PageProps & { services?: CompanyAddressServices }) {
  const session = useSession();
  const canChange = hasPermission(session.permissions, COMPANY_ADDRESSES_WRITE_PERMISSION);
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <p className={pageStyles.lead}>{t('Addresses.Lead')}</p>
      {canChange ? null : <InlineAlert tone="info">{t('Addresses.ReadOnly')}</InlineAlert>}
      <div className={styles.sections}>
        <CompanyContactsSection services={services} canChange={canChange} />
        <CompanyAddressesSection services={services} type={2} canChange={canChange} />
        <CompanyAddressesSection services={services} type={1} canChange={canChange} />
      </div>
    </section>
  );
}
