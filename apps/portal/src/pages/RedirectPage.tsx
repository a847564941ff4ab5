import { pathFor, postLoginTarget } from '@b2b-portal/flows/rules';
import { Spinner } from '@b2b-portal/ui';
import { useEffect } from 'react';
import { navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { tokenStore } from '../services/api';
import { t } from '../services/messages';
import * as styles from './pages.css';
import { safeInAppPath } from './safeRedirect';

/**
 * /redirect (000 §2.2): another application hands over a signed-in user with token_type, access_token and
 * refresh_token; the tokens are stored like a login and the user goes to `url` (an in-app path) or to the
 * post-login target. Without tokens the user goes to Login.
 */
export default function RedirectPage({ query }: PageProps) {
  const session = useSession();
  const { token_type, access_token, refresh_token, url } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the tokens in the URL
  useEffect(() => {
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string') {
      navigate(pathFor('Login'), { replace: true });
      return;
    }
    const type = typeof token_type === 'string' && token_type ? token_type : 'Bearer';
    session
      .acceptTokens({ type, access_token, refresh_token })
      .then((context) => {
        const target =
          safeInAppPath(typeof url === 'string' ? url : null) ??
          pathFor(
            postLoginTarget({ sessionId: tokenStore.getSessionId(), permissions: context.permissions }),
          );
        navigate(target, { replace: true });
      })
      .catch(() => navigate(pathFor('Login'), { replace: true }));
  }, []);

  return (
    <div className={styles.narrowPage}>
      <Spinner label={t('Global.Loading')} />
    </div>
  );
}
