import type { MessageKey } from '@b2b-portal/api/messages';
import { pathFor, postLoginTarget } from '@b2b-portal/flows/rules';
import { LoginForm } from '@b2b-portal/ui';
import { useEffect, useState } from 'react';
import { navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { isApiError, useSession } from '../app/session';
import { tokenStore } from '../services/api';
import { t } from '../services/messages';
import * as styles from './pages.css';
import { safeInAppPath } from './safeRedirect';

/** Server codes of a failed login and the documents' words for them (002 §8). */
const loginErrors: Record<string, MessageKey> = {
  InvalidCredentials: 'Login.IncorrectCredentials',
  AccountDisabled: 'Login.AccountDisabled',
  CompanyNotConfigured: 'Login.CompanyNotConfigured',
  InvalidUser: 'Login.InvalidUser',
  CaptchaFailed: 'Login.CaptchaFailed',
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

/** Login (002 §2): username, then password; on success the redirect target or the post-login target. */
export default function LoginPage({ query }: PageProps) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirect = safeInAppPath(typeof query.redirectUrl === 'string' ? query.redirectUrl : null);

  const signedIn = session.state.status === 'signedIn' ? session.state : null;
  useEffect(() => {
    if (!signedIn) return;
    const target =
      redirect ??
      pathFor(
        postLoginTarget({ sessionId: tokenStore.getSessionId(), permissions: signedIn.context.permissions }),
      );
    navigate(target, { replace: true });
  }, [signedIn, redirect]);

  return (
    <div className={styles.narrowPage}>
      <LoginForm
        isPending={pending}
        serverError={error}
        onSubmit={async (credentials) => {
          setPending(true);
          setError(null);
          try {
            await session.login({ ...credentials, googleCaptcha: '' });
          } catch (failure) {
            setError(loginErrorMessage(failure));
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
