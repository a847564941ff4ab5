import { pathFor } from '@b2b-portal/flows/rules';
import { Button, Form, InlineAlert, Link } from '@b2b-portal/ui';
import { useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useContractForm } from '../forms/useContractForm';
import { ruleSchema } from '../forms/validate';
import { api } from '../services/api';
import { passwordEndpoints } from '../services/endpoints';
import { t } from '../services/messages/password';
import * as pageStyles from './pages.css';
import * as styles from './password/password.css';

const anyToken = ruleSchema((_: { token: string }) => []);

/**
 * /password-link-expired?action=&token= (000 §2.2; 002 §8 'Password Link Expired', 'Link has expired, Please
 * generate reset request again.'): where an expired reset or create-password link lands. With its token the page
 * mails the link's user a new link of the same kind (ResendCreatePasswordLink), never to an address typed here;
 * without one, it offers a new reset request.
 */
export default function PasswordLinkExpiredPage({ route, query }: PageProps) {
  const token = typeof query.token === 'string' ? query.token : '';
  const [sent, setSent] = useState(false);
  const form = useContractForm(
    anyToken,
    { token },
    {
      send: (body) => api.call(passwordEndpoints.resendCreatePasswordLink, { body, reportProblems: false }),
      onDone: () => setSent(true),
    },
  );

  return (
    <section className={pageStyles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      {sent ? (
        <InlineAlert
          tone="success"
          action={<Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>}
        >
          {t('Password.Resent')}
        </InlineAlert>
      ) : (
        <>
          <p className={styles.text}>{t('Password.LinkExpired')}</p>
          {token ? (
            <Form
              className={styles.form}
              aria-label={route.title}
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
          <p className={styles.text}>
            <Link href={hrefFor(pathFor('ForgotPassword'))}>{t('Password.RequestNew')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
