import { PASSWORD_MAX_LENGTH, type PasswordComplexity, type PasswordLinkInfo } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { newPasswordErrors, pathFor } from '@b2b-portal/flows/rules';
import { Button, Form, TextField } from '@b2b-portal/ui';
import { useId, useState } from 'react';
import { navigate } from '../../app/hashLocation';
import { PasswordRequirements } from '../../forms/PasswordRequirements';
import { useContractForm } from '../../forms/useContractForm';
import { ruleSchema } from '../../forms/validate';
import { api } from '../../services/api';
import { passwordEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/password';
import * as pageStyles from '../pages.css';
import * as styles from './password.css';

export interface SetPasswordFormProps {
  token: string;
  link: PasswordLinkInfo;
  /** The server's complexity requirements (002 §5), or the documents' defaults until they arrive. */
  requirements: PasswordComplexity;
  /** Where an expired link goes: /password-link-expired with the link's action and token. */
  expiredPath: string;
  onDone: () => void;
}

/**
 * The new password and its confirmation from a mailed link (002 §2, §5): the requirements listed above the fields,
 * the rules the password breaks on the password (the error codes' messages) and a mismatch on the confirmation,
 * checked before the call by the same rule the server runs; the server's refusal shows the same way. A link that
 * expired meanwhile goes to the expired link's page.
 */
export function SetPasswordForm({ token, link, requirements, expiredPath, onDone }: SetPasswordFormProps) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const requirementsId = useId();
  const form = useContractForm(
    ruleSchema((body: typeof values) => newPasswordErrors(body, requirements)),
    values,
    {
      send: (body) =>
        api
          .call(passwordEndpoints.resetPassword, { body: { ...body, token }, reportProblems: false })
          .catch((failure: unknown) => {
            if (isApiError(failure) && failure.code === 'PasswordLinkExpired') {
              navigate(expiredPath, { replace: true });
            }
            throw failure;
          }),
      onDone,
      invalidMessage: t('Password.Invalid'),
    },
  );
  const field = (name: keyof typeof values) => ({
    type: 'password' as const,
    autoComplete: 'new-password',
    value: values[name],
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      form.edited(name);
    },
    maxLength: PASSWORD_MAX_LENGTH,
    isRequired: true,
    isInvalid: form.fieldErrors[name] !== undefined,
    errorMessage: form.fieldErrors[name],
  });

  return (
    <>
      <p className={styles.text}>
        {t(link.action === 'create' ? 'Password.Create.Intro' : 'Password.Set.Intro', {
          username: link.username,
        })}
      </p>
      <PasswordRequirements id={requirementsId} password={values.password} requirements={requirements} />
      <Form
        className={styles.form}
        aria-label={t('Password.New')}
        error={form.error}
        refusals={form.refusals}
        onSubmit={(event) => void form.submit(event)}
      >
        {/* The account's username, for password managers (hidden from everyone else). */}
        <input type="text" autoComplete="username" value={link.username} readOnly hidden />
        <TextField label={t('Password.New')} aria-describedby={requirementsId} {...field('password')} />
        <TextField label={t('Password.Confirm')} {...field('confirmPassword')} />
        <div className={pageStyles.actions}>
          <Button type="submit" isPending={form.busy}>
            {t('Password.Set.Submit')}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The path of /password-link-expired for a link of the page's route. */
export function expiredPathFor(action: 'reset' | 'create', token: string): string {
  return pathFor('PasswordLinkExpired', { action, token });
}
