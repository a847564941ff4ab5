import { CHECKOUT_PERMISSION, ORDER_READ_PERMISSION } from '@b2b-portal/api';
import { hasPermission } from '@b2b-portal/flows/rules';
import { Button } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { AddressesSection } from '../account/AddressesSection';
import * as styles from '../account/account.css';
import { type AccountServices, apiAccountServices } from '../account/accountServices';
import { ContactsSection } from '../account/ContactsSection';
import { PasswordSection } from '../account/PasswordSection';
import { PaymentMethodsSection } from '../account/PaymentMethodsSection';
import { ProfileSection } from '../account/ProfileSection';
import { VendorCredentialsSection } from '../account/VendorCredentialsSection';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { t } from '../services/messages/account';
import { t as shipmentText } from '../services/messages/shipments';
import { ShipmentNotificationsSection } from './account/ShipmentNotificationsSection';
import * as pageStyles from './pages.css';

interface AccountPart {
  /** The section's element id; its heading is `${id}-title` (the shipments section's own id for it). */
  id: string;
  heading: string;
  title: string;
  element: ReactNode;
}

/** Moves to a section: scrolls its heading into view and puts the focus there (the hash is the router's). */
function goTo(headingId: string) {
  const heading = document.getElementById(headingId);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus();
}

/**
 * /account, My Account (002 §2): one page, a section navigation beside the sections, each section its own form or
 * list with its own success message (002 §8): profile, change password, vendor credentials, shipment notification
 * subscriptions, payment methods, contacts, shipping and billing addresses. A section the caller's permissions do
 * not reach (checkout's addresses and cards, the orders' notifications, setting vendor credentials) is left out;
 * the server refuses those calls anyway.
 */
export default function MyAccountPage({
  route,
  services = apiAccountServices,
}: PageProps & { services?: AccountServices }) {
  const session = useSession();
  const may = (requirement: Parameters<typeof hasPermission>[1]) =>
    hasPermission(session.permissions, requirement);
  const parts: AccountPart[] = [
    {
      id: 'profile',
      heading: 'profile-title',
      title: t('Account.Profile'),
      element: <ProfileSection services={services} onSaved={() => void session.refreshUser?.()} />,
    },
    {
      id: 'password',
      heading: 'password-title',
      title: t('Account.Password'),
      element: <PasswordSection services={services} />,
    },
  ];
  if (may('shoppingcart'))
    parts.push({
      id: 'vendor-credentials',
      heading: 'vendor-credentials-title',
      title: t('Account.Vendor'),
      element: <VendorCredentialsSection services={services} />,
    });
  if (may(ORDER_READ_PERMISSION))
    parts.push({
      id: 'shipment-notifications-section',
      heading: 'shipment-notifications',
      title: shipmentText('Shipment.Notifications'),
      element: <ShipmentNotificationsSection />,
    });
  if (may(CHECKOUT_PERMISSION))
    parts.push(
      {
        id: 'payment-methods',
        heading: 'payment-methods-title',
        title: t('Account.PaymentMethods'),
        element: <PaymentMethodsSection services={services} />,
      },
      {
        id: 'contacts',
        heading: 'contacts-title',
        title: t('Account.Contacts'),
        element: <ContactsSection services={services} />,
      },
      {
        id: 'shipping-addresses',
        heading: 'shipping-addresses-title',
        title: t('Account.ShippingAddresses'),
        element: <AddressesSection services={services} type={2} />,
      },
      {
        id: 'billing-addresses',
        heading: 'billing-addresses-title',
        title: t('Account.BillingAddresses'),
        element: <AddressesSection services={services} type={1} />,
      },
    );
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <div className={styles.layout}>
        <nav aria-label={t('Account.Sections')} className={styles.nav}>
          <ul className={styles.navList}>
            {parts.map((part) => (
              <li key={part.id}>
                <Button variant="ghost" size="small" onPress={() => goTo(part.heading)}>
                  {part.title}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {parts.map((part) => (
            <div key={part.id}>{part.element}</div>
          ))}
        </div>
      </div>
    </section>
  );
}
