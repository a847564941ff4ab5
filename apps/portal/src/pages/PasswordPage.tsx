import { shellEndpoints } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { DEFAULT_PASSWORD_COMPLEXITY, pathFor } from '@b2b-portal/flows/rules';
import { InlineAlert, Link, Spinner } from '@b2b-portal/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { passwordEndpoints } from '../services/endpoints';
import { t } from '../services/messages/password';
import { problemMessage } from '../services/problems';
import * as pageStyles from './pages.css';
import { RequestResetForm } from './password/RequestResetForm';
import { expiredPathFor, SetPasswordForm } from './password/SetPasswordForm';

/**
 * /forgotPassword and /setPassword (000 §2.2, 002 §2: one page, query rpk). Without a link: the reset request by
 * e-mail. With one: the link is checked (ValidateLink); an expired link goes to /password-link-expired, an unknown
 * or spent one says 'Invalid Password reset request' and offers a new request; an open one asks the new password
 * against the server's requirements. Once set, the user signs in with it (every other session has ended).
 */
export default function PasswordPage({ route, query }: PageProps) {
  const token = typeof query.rpk === 'string' ? query.rpk : '';
  if (!token && route.name === 'SetPassword') {
    // A set-password link without its code (cut off in the mail): the same invalid link as a spent one, not a
    // reset request under a "Set Password" heading.
    return (
      <section className={pageStyles.narrowPage} aria-labelledby="page-title">
        <h1 id="page-title" className={pageStyles.title}>
          {route.title}
        </h1>
        <InvalidLink message={t('Password.InvalidRequest')} />
      </section>
    );
  }
  if (!token) return <RequestResetForm title={route.title} />;
  return (
    <SetPassword
      key={token}
      title={route.title}
      token={token}
      action={route.name === 'SetPassword' ? 'create' : 'reset'}
    />
  );
}

function SetPassword({ title, token, action }: { title: string; token: string; action: 'reset' | 'create' }) {
  const [done, setDone] = useState(false);
  const expiredPath = expiredPathFor(action, token);
  const link = useResource(
    (signal) => api.call(passwordEndpoints.validateLink, { body: { token }, signal, reportProblems: false }),
    [token],
  );
  const complexity = useResource(
    (signal) => api.call(shellEndpoints.passwordComplexity, { signal, reportProblems: false }),
    [],
  );
  const expired = isApiError(link.error) && link.error.code === 'PasswordLinkExpired';
  useEffect(() => {
    if (expired) navigate(expiredPath, { replace: true });
  }, [expired, expiredPath]);

  // Once set, the form (and the pressed button) goes: the focus moves to the message, not to the page's body.
  const doneMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneMessage.current?.focus();
  }, [done]);

  let body: ReactNode;
  if (done) {
    body = (
      <div ref={doneMessage} tabIndex={-1}>
        <InlineAlert
          tone="success"
          action={<Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>}
        >
          {t('Password.Set.Done')}
        </InlineAlert>
      </div>
    );
  } else if (link.status === 'loading' || expired) {
    body = <Spinner label={t('Password.Checking')} />;
  } else if (link.status === 'failed' || !link.data) {
    // A token the server never issues (too long, other characters) is refused by the contract's check (400): for
    // the person it is the same invalid link as an unknown one, not 'There was some problem…'.
    const invalid =
      isApiError(link.error) && (link.error.code === 'InvalidPasswordLink' || link.error.status === 400);
    body = <InvalidLink message={invalid ? t('Password.InvalidRequest') : problemMessage(link.error)} />;
  } else {
    body = (
      <SetPasswordForm
        token={token}
        link={link.data}
        requirements={complexity.data ?? DEFAULT_PASSWORD_COMPLEXITY}
        expiredPath={expiredPath}
        onDone={() => setDone(true)}
      />
    );
  }
  return (
    <section className={pageStyles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}

/** A link that cannot set a password: why, and the way to ask for a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <InlineAlert
      tone="error"
      action={<Link href={hrefFor(pathFor('ForgotPassword'))}>{t('Password.RequestNew')}</Link>}
    >
      {message}
    </InlineAlert>
  );
}
