import { buildSettingsMenu, pathFor } from '@b2b-portal/flows/rules';
import { Link } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { t } from '../services/messages/settings';
import * as styles from './pages.css';

/**
 * Settings & Administration (000 §2.7, 002 §2): the settings menu, each entry the user may open (Document
 * Categorization Hierarchy, Contacts & Addresses, Users, Approval Workflows).
 */
export default function SettingsPage({ route }: PageProps) {
  const session = useSession();
  const entries = buildSettingsMenu(session.permissions);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <p className={styles.lead}>{t('Settings.Lead')}</p>
      <nav aria-labelledby="page-title">
        <ul className={styles.tiles}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.tile}>
              <h2 className={styles.tileTitle}>
                {/* Settings entries always name a route; only the main menu has the punch-out entry. */}
                <Link href={hrefFor(pathFor(entry.routeTo as Exclude<typeof entry.routeTo, 'punchout'>))}>
                  {t(entry.name)}
                </Link>
              </h2>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
