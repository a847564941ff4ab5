import { type CaptchaChallenge, LOGIN_LIMITS } from '@b2b-portal/api';
import type { CoreMessageKey } from '@b2b-portal/api/messages';
import { type LoginCredentials, type LoginFieldErrors, LoginForm, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { destinationFor, followDestination, landingTitle } from '../app/postLogin';
import { isApiError, useSession } from '../app/session';
import { serverFieldErrors } from '../forms/validate';
import { t } from '../services/messages';
import { useSingleSignOn } from './login/useSingleSignOn';
import * as styles from './pages.css';

/** Server codes of a failed login and the documents' words for them (002 §8). */
const loginErrors: Record<string, CoreMessageKey> = {
  InvalidCredentials: 'Login.IncorrectCredentials',
  AccountDisabled: 'Login.AccountDisabled',
  CompanyNotConfigured: 'Login.CompanyNotConfigured',
  InvalidUser: 'Login.InvalidUser',
  CaptchaFailed: 'Login.CaptchaFailed',
  CaptchaRequired: 'Login.CaptchaRequired',
  TooManyRequests: 'Http.TooManyRequests',
};

function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const key = error.problem ? loginErrors[error.problem.code] : undefined;
    if (key) return t(key);
    if (error.status === 0) return t('Http.RequestFailure');
    return t('Login.SomethingWentWrong');
  }
  return t('Login.Failed');
}

/** The challenge a refused login asks for (CaptchaRequired, CaptchaFailed), read from the server's answer. */
function challengeOf(error: unknown): CaptchaChallenge | null {
  if (!isApiError(error)) return null;
  const captcha = (error.body as { captcha?: Partial<CaptchaChallenge> } | null)?.captcha;
  if (captcha?.provider !== 'sandbox' && captcha?.provider !== 'recaptcha') return null;
  return {
    provider: captcha.provider,
    siteKey: typeof captcha.siteKey === 'string' ? captcha.siteKey : undefined,
  };
}

type CredentialsCheck = (credentials: LoginCredentials) => LoginFieldErrors;

/** Told when a signed-in user arrives with a redirect they may not open; rare, so not part of the first paint. */
const LoginRefused = lazy(() => import('./login/LoginRefused'));

/** The check asked once an account or the sign-in is under attack; rare, so not part of the first paint either. */
const HumanCheck = lazy(() => import('./login/HumanCheck'));

/**
 * The contract's check of the credentials ('Please enter your username.'…, `./login/checkCredentials`), loaded
 * right after the first paint: it brings zod and the contract's schemas, which the first paint does not wait for
 * (issue 14). Until it is there, the form's own check refuses a blank username or password in the same words.
 */
function useContractCheck(): CredentialsCheck | undefined {
  const [check, setCheck] = useState<CredentialsCheck>();
  useEffect(() => {
    let live = true;
    void import('./login/checkCredentials').then(({ checkCredentials }) => {
      if (live) setCheck(() => checkCredentials);
    });
    return () => {
      live = false;
    };
  }, []);
  return check;
}

function LoginWait() {
  return (
    <div className={styles.narrowPage} role="status">
      <Spinner label={t('Global.Loading')} />
    </div>
  );
}

/**
 * Login (002 §2): username, then password; on success the redirect target or the landing page.
 *
 * A signed-in user never bounces between Login and a page: the redirect is followed only when the guard lets
 * this user open it (`postLoginDestination`). Signed in here with a redirect they may not open, the user lands
 * on their landing page, told why once; arriving here already signed in with such a redirect (the guard's
 * `forbidden`, a bookmark, a reload), the page says who is signed in and that they may not open it, and offers
 * to sign in as someone else (the redirect kept) or to go to the landing page.
 */
export default function LoginPage({ query }: PageProps) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors | undefined>();
  /** The server asked a challenge of this sign-in; `captchaToken` is its answer ('' until passed). */
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [captchaToken, setCaptchaToken] = useState('');
  const [challengeRound, setChallengeRound] = useState(0);
  /** The form was submitted on this page: a sign-in that follows happened here, not before arriving. */
  const [submitted, setSubmitted] = useState(false);
  const checkCredentials = useContractCheck();
  const sso = useSingleSignOn(query);
  const destination = useMemo(() => destinationFor(session, query.redirectUrl), [session, query.redirectUrl]);
  const email = session.state.status === 'signedIn' ? session.state.context.user.email : '';
  const refused = destination?.kind === 'landing' && !submitted ? destination.refused : undefined;

  useEffect(() => {
    if (destination && !refused) followDestination(destination, email);
  }, [destination, refused, email]);

  if (destination && refused) {
    return (
      <Suspense fallback={<LoginWait />}>
        <LoginRefused
          email={email}
          page={refused.title}
          landing={landingTitle(destination)}
          landingHref={hrefFor(destination.path)}
          onSignInAsSomeoneElse={() =>
            void session.logout({
              to: 'Login',
              redirectUrl: typeof query.redirectUrl === 'string' ? query.redirectUrl : undefined,
            })
          }
        />
      </Suspense>
    );
  }

  // Loading the stored user, or on the way to the destination.
  if (session.state.status !== 'signedOut') return <LoginWait />;

  return (
    <div className={styles.narrowPage}>
      <LoginForm
        isPending={pending}
        serverError={error ?? sso.message}
        onUsernameEntered={sso.onUsernameEntered}
        singleSignOn={sso.singleSignOn}
        validate={checkCredentials}
        limits={LOGIN_LIMITS}
        fieldErrors={fieldErrors}
        challenge={
          challenge ? (
            <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
              <HumanCheck key={challengeRound} challenge={challenge} onToken={setCaptchaToken} />
            </Suspense>
          ) : undefined
        }
        onSubmit={async (credentials) => {
          setPending(true);
          setError(null);
          setFieldErrors(undefined);
          setSubmitted(true);
          try {
            await session.login({ ...credentials, googleCaptcha: captchaToken });
          } catch (failure) {
            setError(loginErrorMessage(failure));
            setFieldErrors(serverFieldErrors(failure) ?? undefined);
            // A token answers one attempt: a new check is drawn for the next (a passed one stays asked).
            const asked = challengeOf(failure);
            if (asked || challenge) {
              setChallenge(asked ?? challenge);
              setCaptchaToken('');
              setChallengeRound((round) => round + 1);
            }
          } finally {
            setPending(false);
          }
        }}
        labels={{
          title: t('Login.Title'),
          username: t('Login.Username'),
          password: t('Login.Password'),
          next: t('Login.Next'),
          signIn: t('Login.SignIn'),
          forgotPassword: t('Login.ForgotPassword'),
          register: t('Login.Register'),
          usernameRequired: t('Login.UsernameRequired'),
          passwordRequired: t('Login.PasswordRequired'),
        }}
      />
    </div>
  );
}
