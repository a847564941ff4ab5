import { pathFor } from '@b2b-portal/flows/rules';
import { Button, Form, InlineAlert, Link } from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useContractForm } from '../forms/useContractForm';
import { api } from '../services/api';
import { passwordEndpoints } from '../services/endpoints';
import { t } from '../services/messages/password';
import * as pageStyles from './pages.css';
import * as styles from './password/password.css';

// The contract's check of the token (letters, digits, _ and -, at most 128), loaded when the form is sent.
const tokenBody = () => import('./password/passwordSchemas').then((module) => module.PasswordLinkBody);

/**
 * /password-link-expired?action=&token= (000 §2.2; 002 §8 'Password Link Expired', 'Link has expired, Please
 * generate reset request again.'): where an expired reset or create-password link lands. With its token the page
 * mails the link's user a new link of the same kind (ResendCreatePasswordLink), never to an address typed here;
 * without one, or when that was refused, it offers a new reset request instead.
 */
export default function PasswordLinkExpiredPage({ route, query }: PageProps) {
  const token = typeof query.token === 'string' ? query.token : '';
  // Another link's page starts afresh (the hash changed, the page stayed): not 'sent' for the last one.
  return <ExpiredLink key={token} title={route.title} token={token} />;
}

/**
 * The page for one token. A token the server could never have issued is 'Invalid Password reset request' before
 * any call. Sending replaces the form by its message, and a refusal leaves the form with no field to mark: the
 * focus goes to the message either way, instead of staying with the pressed button (disabled while the call ran)
 * and dropping to the page's body.
 */
function ExpiredLink({ title, token }: { title: string; token: string }) {
  const [sent, setSent] = useState(false);
  const form = useContractForm(
    tokenBody,
    { token },
    {
      send: (body) => api.call(passwordEndpoints.resendCreatePasswordLink, { body, reportProblems: false }),
      onDone: () => setSent(true),
      invalidMessage: t('Password.InvalidRequest'),
    },
  );
  const message = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sent) message.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (form.refusals === 0) return;
    const alert = formRef.current?.querySelector<HTMLElement>('[role="alert"]');
    if (!alert) return;
    alert.tabIndex = -1;
    alert.focus();
  }, [form.refusals]);

  return (
    <section className={pageStyles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      {sent ? (
        <div ref={message} tabIndex={-1}>
          <InlineAlert
            tone="success"
            action={<Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>}
          >
            {t('Password.Resent')}
          </InlineAlert>
        </div>
      ) : (
        <>
          <p className={styles.text}>{t('Password.LinkExpired')}</p>
          {token ? (
            <Form
              ref={formRef}
              className={styles.form}
              aria-label={title}
              error={form.error}
              refusals={form.refusals}
              onSubmit={(event) => void form.submit(event)}
            >
              <div className={pageStyles.actions}>
                <Button type="submit" isPending={form.busy}>
                  {t('Password.Resend')}
                </Button>
              </div>
            </Form>
          ) : null}
          {/* One way on at a time (two links of like words did different things): the new link by mail for the
              link's own user, the reset request by username when there is no token or the resend was refused. */}
          {!token || form.refusals > 0 ? (
            <p className={styles.text}>
              <Link href={hrefFor(pathFor('ForgotPassword'))}>{t('Password.RequestNew')}</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
