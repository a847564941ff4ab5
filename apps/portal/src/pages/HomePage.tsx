import { homeCrumbTarget, pathFor } from '@b2b-portal/flows/rules';
import { Link } from '@b2b-portal/ui';
import { useEffect } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import * as styles from './pages.css';

/**
 * Home (000 §2.2). A signed-in user who may see orders, quotes or invoices has Account Overview as home
 * (000 §2.4 step 2, §2.5 logo rule), so Home forwards there; others see the welcome page.
 */
export default function HomePage(_: PageProps) {
  const session = useSession();
  const signedIn = session.state.status === 'signedIn' ? session.state : null;
  const overview = signedIn !== null && homeCrumbTarget(session.permissions) === 'AccountOverview';

  useEffect(() => {
    if (overview) navigate(pathFor('AccountOverview'), { replace: true });
  }, [overview]);
  if (overview) return null;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {signedIn ? `Welcome, ${signedIn.context.user.firstName}` : 'Welcome to the Customer Portal'}
      </h1>
      <p className={styles.lead}>
        Shop the catalogue, request and approve quotes, follow orders, invoices and shipments, and manage
        contracts and devices in one place.
      </p>
      {signedIn ? (
        <p>Use the menu to open the areas your company has given you access to.</p>
      ) : (
        <p>
          <Link href={hrefFor(pathFor('Login'))}>Sign in</Link> with the account your company administrator
          gave you, or <Link href={hrefFor(pathFor('Registration'))}>register for an account</Link>.
        </p>
      )}
    </section>
  );
}
