import type { PageProps } from '../app/PageProps';
import { ShipmentNotificationsSection } from './account/ShipmentNotificationsSection';
import * as styles from './pages.css';

/**
 * /account, My Account (002 §2). Of its sections (profile, password, vendor credentials, shipment notification
 * subscriptions, payment methods, contacts, addresses) the shipment notifications are here so far (issue 17).
 */
export default function MyAccountPage({ route }: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <ShipmentNotificationsSection />
    </section>
  );
}
