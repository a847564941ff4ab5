import type { ChangePasswordBody, PasswordComplexity } from '@b2b-portal/api';
import { DEFAULT_PASSWORD_COMPLEXITY } from '@b2b-portal/flows/rules';
import { Button, Form, TextField } from '@b2b-portal/ui';
import { useCallback, useState } from 'react';
import { useResource } from '../app/useResource';
import { PasswordRequirements } from '../forms/PasswordRequirements';
import { useContractForm } from '../forms/useContractForm';
import { ruleSchema } from '../forms/validate';
import { t } from '../services/messages/account';
import { AccountSection } from './AccountSection';
import * as styles from './account.css';
import type { AccountServices } from './accountServices';

const empty: ChangePasswordBody = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The password change form: old, new and confirmation, checked as typed and again by the server. */
export function PasswordForm({
  requirements,
  change,
  onChanged,
}: {
  requirements: PasswordComplexity;
  change: (body: ChangePasswordBody) => Promise<unknown>;
  onChanged: () => void;
}) {
  const [values, setValues] = useState(empty);
  // The shared rule (`changePasswordErrors` of flows) against the server's requirements, as a schema to load.
  const rule = useCallback(
    () =>
      import('./passwordRule').then(({ changePasswordErrors }) =>
        ruleSchema((body: ChangePasswordBody) => changePasswordErrors(body, requirements)),
      ),
    [requirements],
  );
  const form = useContractForm(rule, values, {
    send: change,
    onDone: () => {
      setValues(empty);
      onChanged();
    },
    // A field left empty: the documents' generic words (002 §5); else the first refusal's own words.
    invalidMessage: (errors) => {
      const messages = Object.values(errors);
      return messages.includes(t('Field.Required'))
        ? t('Global.RequiredFields')
        : (messages[0] ?? t('Global.RequiredFields'));
    },
  });
  const field = (name: keyof ChangePasswordBody, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => {
        setValues((previous) => ({ ...previous, [name]: value }));
        form.edited(name);
      }}
      isRequired
      isInvalid={form.fieldErrors[name] !== undefined}
      errorMessage={form.fieldErrors[name]}
    />
  );
  return (
    <Form
      className={styles.form}
      aria-label={t('Account.Password')}
      error={form.error}
      refusals={form.refusals}
      onSubmit={(event) => void form.submit(event)}
    >
      {field('oldPassword', t('Account.Password.Old'), 'current-password')}
      {field('newPassword', t('Account.Password.New'), 'new-password')}
      <PasswordRequirements password={values.newPassword} requirements={requirements} />
      {field('confirmPassword', t('Account.Password.Confirm'), 'new-password')}
      <div className={styles.actions}>
        <Button type="submit" isPending={form.busy}>
          {t('Account.Password.Save')}
        </Button>
      </div>
    </Form>
  );
}

/** My Account's password section ('Password changed successfully.'). */
export function PasswordSection({ services }: { services: AccountServices }) {
  // The requirements the server checks with; the documents' defaults until they arrive.
  const complexity = useResource(() => services.passwordComplexity(), [services]);
  const [message, setMessage] = useState('');
  return (
    <AccountSection id="password" title={t('Account.Password')} message={message}>
      <PasswordForm
        requirements={complexity.data ?? DEFAULT_PASSWORD_COMPLEXITY}
        change={(body) => {
          setMessage('');
          return services.changePassword(body);
        }}
        onChanged={() => setMessage(t('Account.Password.Changed'))}
      />
    </AccountSection>
  );
}
