import { isApiError } from '@b2b-portal/api/client';
import { pathFor } from '@b2b-portal/flows/rules';
import { Link, Spinner } from '@b2b-portal/ui';
import { useEffect, useState } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { api, tokenStore } from '../services/api';
import { punchInEndpoints } from '../services/endpoints';
import { t } from '../services/messages/shop';
import { problemMessage } from '../services/problems';
import { PUNCH_IN_OPERATION_KEY, PUNCH_OUT_SYSTEM_NAME_KEY } from '../services/punchOutForm';
import * as styles from './pages.css';

/**
 * /punch-in?id= (000 §2.2, issue 4): the start page a procurement system opens after its setup request. The id
 * is used once: the server signs the mapped user in with a session id (sent back on every call, and the reason
 * the header offers no logout), the punch-out image goes to session storage, and the user lands on the post-login
 * target of 000 §2.5. A missing profile goes to the Error page with its code (000 §8); an unknown, expired or
 * used id says so here, since the procurement system must start again.
 */
export default function PunchInPage({ query }: PageProps) {
  const session = useSession();
  const id = typeof query.id === 'string' ? query.id : '';
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the one-time id is used once, on arrival.
  useEffect(() => {
    if (!id) {
      setFailure(t('PunchIn.Unknown'));
      return;
    }
    let live = true;
    (async () => {
      try {
        const answer = await api.call(punchInEndpoints.punchInLogin, {
          query: { id },
          reportProblems: false,
        });
        await session.acceptTokens(answer.tokenInfo, answer.sessionId);
        tokenStore.setPunchOutImageUrl(answer.punchOutImageUrl);
        sessionStorage.setItem(PUNCH_IN_OPERATION_KEY, answer.operation);
        sessionStorage.setItem(PUNCH_OUT_SYSTEM_NAME_KEY, answer.procurementSystemName);
        if (live) navigate(pathFor(answer.postLoginTarget), { replace: true });
      } catch (error) {
        if (!live) return;
        if (isApiError(error) && error.code === 'NoPunchOutProfile') {
          navigate(pathFor('Error', { code: 'NoPunchOutProfile' }), { replace: true });
          return;
        }
        setFailure(problemMessage(error));
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!failure) {
    return (
      <div className={styles.narrowPage}>
        <Spinner label={t('PunchIn.SigningIn')} />
      </div>
    );
  }
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('PunchIn.FailedTitle')}
      </h1>
      <p role="alert">{failure}</p>
      <p>{t('PunchIn.StartAgain')}</p>
      <p>
        <Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>
      </p>
    </section>
  );
}
