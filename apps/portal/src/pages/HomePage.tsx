import { homeAreas, homeCrumbTarget, pathFor } from '@b2b-portal/flows/rules';
import { Link } from '@b2b-portal/ui';
import { useEffect } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { t } from '../services/messages/home';
import * as styles from './pages.css';

/**
 * Home (000 §2.2). A signed-in user who may see orders, quotes or invoices has Account Overview as home
 * (000 §2.4 step 2, §2.5 logo rule), so Home forwards there. Any other signed-in user lands here on the areas they
 * may open, as links (issue 16: the user administrator, who may not shop, landed on a shopping welcome with no
 * link to Settings); the signed-out see the welcome with sign-in and registration.
 */
export default function HomePage(_: PageProps) {
  const session = useSession();
  const signedIn = session.state.status === 'signedIn' ? session.state : null;
  const overview = signedIn !== null && homeCrumbTarget(session.permissions) === 'AccountOverview';

  useEffect(() => {
    if (overview) navigate(pathFor('AccountOverview'), { replace: true });
  }, [overview]);
  if (overview) return null;

  if (!signedIn) {
    return (
      <section className={styles.page} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {t('Home.Welcome')}
        </h1>
        <p className={styles.lead}>{t('Home.Lead')}</p>
        <p>
          <Link href={hrefFor(pathFor('Login'))}>{t('Home.SignIn')}</Link> {t('Home.SignInText')}{' '}
          <Link href={hrefFor(pathFor('Registration'))}>{t('Home.Register')}</Link>.
        </p>
      </section>
    );
  }

  const areas = homeAreas({ permissions: session.permissions, features: session.features }).filter(
    (area) => area.routeTo !== 'punchout',
  );
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('Home.WelcomeUser', { firstName: signedIn.context.user.firstName })}
      </h1>
      <h2 id="home-areas" className={styles.tileTitle}>
        {t('Home.Areas')}
      </h2>
      {areas.length > 0 ? (
        <>
          <p className={styles.lead}>{t('Home.AreasLead')}</p>
          <ul aria-labelledby="home-areas">
            {areas.map((area) => (
              <li key={area.id}>
                <Link href={hrefFor(pathFor(area.routeTo as Exclude<typeof area.routeTo, 'punchout'>))}>
                  {t(area.name)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.lead}>{t('Home.NoAreas')}</p>
      )}
    </section>
  );
}
