import type { PunchInLoginAnswer, PunchInRegistration, RegisterPunchOutBody } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { pathFor } from '@b2b-portal/flows/rules';
import { Link, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { api, tokenStore } from '../services/api';
import { punchInEndpoints } from '../services/endpoints';
import { t } from '../services/messages/shop';
import { problemMessage } from '../services/problems';
import { PUNCH_IN_OPERATION_KEY, PUNCH_OUT_SYSTEM_NAME_KEY } from '../services/punchOutForm';
import * as styles from './pages.css';

/** The registration form: loaded only for a procurement user's first punch-in (issue 18). */
const PunchInRegistrationForm = lazy(() =>
  import('./punchIn/PunchInRegistrationForm').then((module) => ({
    default: module.PunchInRegistrationForm,
  })),
);

/**
 * /punch-in?id= (000 §2.2, issue 4): the start page a procurement system opens after its setup request. The id
 * is used once: the server signs the mapped user in with a session id (sent back on every call, and the reason
 * the header offers no logout), the punch-out image goes to session storage, and the user lands on the post-login
 * target of 000 §2.5. A missing profile goes to the Error page with its code (000 §8); an unknown, expired or
 * used id says so here, since the procurement system must start again. Issue 18: a procurement system's user
 * linked to no portal user yet registers here first (the punch-in registration form, prefilled from the
 * punch-in), and is signed in to the punch-in by it; a disabled user or an identifier the portal does not accept
 * for the company says so here in the catalogue's words.
 */
export default function PunchInPage({ query }: PageProps) {
  const session = useSession();
  const id = typeof query.id === 'string' ? query.id : '';
  const [failure, setFailure] = useState<string | null>(null);
  const [registration, setRegistration] = useState<PunchInRegistration | null>(null);

  const signIn = async (answer: PunchInLoginAnswer) => {
    await session.acceptTokens(answer.tokenInfo, answer.sessionId);
    tokenStore.setPunchOutImageUrl(answer.punchOutImageUrl);
    sessionStorage.setItem(PUNCH_IN_OPERATION_KEY, answer.operation);
    sessionStorage.setItem(PUNCH_OUT_SYSTEM_NAME_KEY, answer.procurementSystemName);
    navigate(pathFor(answer.postLoginTarget), { replace: true });
  };

  const register = async (body: RegisterPunchOutBody) => {
    const answer = await api.call(punchInEndpoints.registerPunchOut, { body, reportProblems: false });
    await signIn(answer);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the one-time id is used once, on arrival.
  useEffect(() => {
    if (!id) {
      setFailure(t('PunchIn.Unknown'));
      return;
    }
    let live = true;
    const open = async (again: boolean): Promise<void> => {
      try {
        const answer = await api.call(punchInEndpoints.punchInLogin, {
          query: { id },
          reportProblems: false,
        });
        if (live) await signIn(answer);
      } catch (error) {
        if (!live) return;
        if (isApiError(error) && error.code === 'NoPunchOutProfile') {
          navigate(pathFor('Error', { code: 'NoPunchOutProfile' }), { replace: true });
          return;
        }
        if (isApiError(error) && error.code === 'PunchInRegistrationRequired') {
          try {
            const prefill = await api.call(punchInEndpoints.punchInRegistration, {
              query: { id },
              reportProblems: false,
            });
            if (live) setRegistration(prefill);
          } catch (refusal) {
            if (!live) return;
            // Registered meanwhile (another tab): the start page now signs them in.
            if (!again && isApiError(refusal) && refusal.code === 'PunchInAlreadyRegistered')
              return open(true);
            setFailure(problemMessage(refusal));
          }
          return;
        }
        setFailure(problemMessage(error));
      }
    };
    void open(false);
    return () => {
      live = false;
    };
  }, []);

  if (registration && !failure) {
    return (
      <Suspense fallback={<Spinner label={t('PunchInRegistration.Loading')} />}>
        <PunchInRegistrationForm id={id} prefill={registration} register={register} />
      </Suspense>
    );
  }
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
