import type { PageProps } from '../app/PageProps';
import { t } from '../services/messages';
import * as styles from './pages.css';

/**
 * Shown for a route of the table whose area is built in a later piece of work: the route, its title, guard
 * and permission are real; the page body is not there yet, and says so plainly.
 */
export default function NotAvailablePage({ route }: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <p className={styles.lead}>{t('Global.NotAvailableYet')}</p>
    </section>
  );
}
