import { PASSWORD_RESET_EMAIL_MAX_LENGTH } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { Button, Form, InlineAlert, Link, TextField } from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { hrefFor } from '../../app/hashLocation';
import { useContractForm } from '../../forms/useContractForm';
import { api } from '../../services/api';
import { passwordEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/password';
import * as pageStyles from '../pages.css';
import * as styles from './password.css';

const schema = () => import('./passwordSchemas').then((module) => module.RequestResetPasswordQuery);

/**
 * /forgotPassword without a link (002 §2, §5 'Reset request needs an e-mail'): the e-mail address of the account.
 * The server answers the same whether an account uses it or not, so the page says the same in every case.
 */
export function RequestResetForm({ title }: { title: string }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  // Sending replaces the form by the message, and 'Send another link' the message by the form: the focus goes to
  // the message, then to the e-mail field, instead of dropping to the page's body with the pressed button (issue 18).
  const switched = useRef(false);
  const message = useRef<HTMLDivElement>(null);
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    if (sent) message.current?.focus();
    else fields.current?.querySelector('input')?.focus();
  }, [sent]);
  const form = useContractForm(
    schema,
    { Email: email },
    {
      send: (query) => api.call(passwordEndpoints.requestResetPassword, { query, reportProblems: false }),
      onDone: () => {
        switched.current = true;
        setSent(true);
      },
    },
  );

  return (
    <section className={pageStyles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      {sent ? (
        <div ref={message} tabIndex={-1}>
          <InlineAlert
            tone="success"
            action={
              <div className={pageStyles.alertActions}>
                <Button
                  variant="secondary"
                  onPress={() => {
                    switched.current = true;
                    setSent(false);
                    setEmail('');
                  }}
                >
                  {t('Password.Request.Again')}
                </Button>
                <Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>
              </div>
            }
          >
            {t('Password.Request.Sent')}
          </InlineAlert>
        </div>
      ) : (
        <div ref={fields}>
          <p className={styles.text}>{t('Password.Request.Intro')}</p>
          <Form
            className={styles.form}
            aria-label={title}
            error={form.error}
            refusals={form.refusals}
            onSubmit={(event) => void form.submit(event)}
          >
            <TextField
              label={t('Password.Request.Email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                form.edited('Email');
              }}
              maxLength={PASSWORD_RESET_EMAIL_MAX_LENGTH}
              isRequired
              isInvalid={form.fieldErrors.Email !== undefined}
              errorMessage={form.fieldErrors.Email}
            />
            <div className={pageStyles.actions}>
              <Button type="submit" isPending={form.busy}>
                {t('Password.Request.Submit')}
              </Button>
              <Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>
            </div>
          </Form>
        </div>
      )}
    </section>
  );
}
