import { Link } from '@b2b-portal/ui';
import { t } from '../services/messages';
import * as styles from './pages.css';

export interface NotFoundPageProps {
  /** The address asked for, as the person typed or followed it (`/no-such-page`). */
  path: string;
  /** The person's landing page (Account Overview, Home…): its title and address. */
  landing: string;
  landingHref: string;
}

/**
 * An address no route of the table has (the documents are silent, see the portal's README): the page says so at
 * that address, which stays in the address bar to be checked, and offers the person's landing page. Nothing
 * navigates by itself.
 */
export default function NotFoundPage({ path, landing, landingHref }: NotFoundPageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('Global.PageNotFoundTitle')}
      </h1>
      <p className={styles.lead}>{t('Global.PageNotFound', { path, landing })}</p>
      <p>
        <Link href={landingHref}>{t('Login.GoTo', { landing })}</Link>
      </p>
    </section>
  );
}
