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
    ruleSchema((body: typeof values) => setPasswordErrors(body, requirements)),
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
      invalidMessage: refusalOf,
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

/**
 * What keeps the two fields from being sent: each left empty is required (002 §5: the generic words), else the
 * rules the password breaks and a confirmation that differs (`newPasswordErrors`, the server's rule).
 */
function setPasswordErrors(
  values: { password: string; confirmPassword: string },
  requirements: PasswordComplexity,
): { path: string; message: string }[] {
  const required = (['password', 'confirmPassword'] as const)
    .filter((name) => values[name] === '')
    .map((path) => ({ path, message: t('Field.Required') }));
  if (required.length === 0) return newPasswordErrors(values, requirements);
  // An empty password breaks every rule too; the one thing to say of it is that it is missing.
  const password = values.password === '' ? [] : newPasswordErrors(values, requirements);
  return [...required, ...password.filter((error) => error.path === 'password')];
}

/**
 * The form's message for a refusal: a field left empty gets 'Please enter all required fields and try again.', a
 * password that breaks a rule 'The password does not meet the requirements.', and a confirmation that alone
 * differs says so ('Password and Confirm Password do not match.') instead of blaming a password that is fine.
 */
function refusalOf(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  if (messages.includes(t('Field.Required'))) return t('Global.RequiredFields');
  if (errors.password !== undefined) return t('Password.Invalid');
  return messages[0] ?? t('Password.Invalid');
}

/** The path of /password-link-expired for a link of the page's route. */
export function expiredPathFor(action: 'reset' | 'create', token: string): string {
  return pathFor('PasswordLinkExpired', { action, token });
}
