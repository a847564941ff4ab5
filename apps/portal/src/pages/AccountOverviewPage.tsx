import { buildMainMenu, pathFor } from '@b2b-portal/flows/rules';
import { Link } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { t } from '../services/messages';
import * as styles from './pages.css';

/**
 * Account Overview (000 §2.3, 002 §2): the signed-in user's starting page. It opens every area the user may
 * use (the same rule as the main menu) and carries the two service tiles of 002: an asset-management advisory
 * inquiry and custom eProcurement services.
 */
export default function AccountOverviewPage(_: PageProps) {
  const session = useSession();
  if (session.state.status !== 'signedIn') return null;
  const { user } = session.state.context;
  const areas = buildMainMenu({ permissions: session.permissions, features: session.features }).filter(
    (item) => item.routeTo !== 'AccountOverview' && item.routeTo !== 'punchout',
  );

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('Menu.AccountOverview')}
      </h1>
      <p className={styles.lead}>{t('Header.Greeting', { firstName: user.firstName })}</p>
      <section aria-labelledby="areas-title">
        <h2 id="areas-title">Your areas</h2>
        <ul className={styles.tiles}>
          {areas.map((area) => (
            <li key={area.id} className={styles.tile}>
              <h3 className={styles.tileTitle}>
                <Link href={hrefFor(pathFor(area.routeTo as Exclude<typeof area.routeTo, 'punchout'>))}>
                  {t(area.name)}
                </Link>
              </h3>
              {area.subMenus && area.subMenus.length > 0 ? (
                <p>{area.subMenus.map((sub) => t(sub.name)).join(' · ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="services-title">
        <h2 id="services-title">Services</h2>
        <ul className={styles.tiles}>
          <li className={styles.tile}>
            <h3 className={styles.tileTitle}>Asset management advisory</h3>
            <p>Ask our advisors to review your installed base, contracts and renewals and suggest savings.</p>
            <Link href={hrefFor(pathFor('Help', { tab: 'contacts' }))}>Contact your sales team</Link>
          </li>
          <li className={styles.tile}>
            <h3 className={styles.tileTitle}>Custom eProcurement services</h3>
            <p>
              Connect your procurement system by punch-out (cXML or OCI) and order from your own catalogue.
            </p>
            <Link href={hrefFor(pathFor('Help', { tab: 'about' }))}>Learn more</Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
