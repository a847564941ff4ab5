import { pathFor } from '@b2b-portal/flows/rules';
import { Spinner } from '@b2b-portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { destinationFor, followDestination } from '../app/postLogin';
import { useSession } from '../app/session';
import { t } from '../services/messages';
import * as styles from './pages.css';

/**
 * /redirect (000 §2.2): another application hands over a signed-in user with token_type, access_token and
 * refresh_token; the tokens are stored like a login and the user goes to `url` when it is an in-app path this
 * user may open, else to the landing page (told why when the page was refused; see `postLoginDestination`).
 * Without tokens the user goes to Login.
 */
export default function RedirectPage({ query }: PageProps) {
  const session = useSession();
  const { token_type, access_token, refresh_token, url } = query;
  const [accepted, setAccepted] = useState(false);
  const destination = useMemo(
    () => (accepted ? destinationFor(session, url) : null),
    [accepted, session, url],
  );
  const email = session.state.status === 'signedIn' ? session.state.context.user.email : '';

  useEffect(() => {
    if (destination) followDestination(destination, email);
  }, [destination, email]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the tokens in the URL
  useEffect(() => {
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string') {
      navigate(pathFor('Login'), { replace: true });
      return;
    }
    const type = typeof token_type === 'string' && token_type ? token_type : 'Bearer';
    session
      .acceptTokens({ type, access_token, refresh_token })
      .then(() => setAccepted(true))
      .catch(() => navigate(pathFor('Login'), { replace: true }));
  }, []);

  return (
    <div className={styles.narrowPage}>
      <Spinner label={t('Global.Loading')} />
    </div>
  );
}
