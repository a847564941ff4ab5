import { PASSWORD_RESET_EMAIL_MAX_LENGTH } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { Button, Form, InlineAlert, Link, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
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
  const form = useContractForm(
    schema,
    { Email: email },
    {
      send: (query) => api.call(passwordEndpoints.requestResetPassword, { query, reportProblems: false }),
      onDone: () => setSent(true),
    },
  );

  return (
    <section className={pageStyles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      {sent ? (
        <InlineAlert
          tone="success"
          action={
            <div className={pageStyles.alertActions}>
              <Button
                variant="secondary"
                onPress={() => {
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
      ) : (
        <>
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
              <Button type="submit" isDisabled={form.busy}>
                {t('Password.Request.Submit')}
              </Button>
              <Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
