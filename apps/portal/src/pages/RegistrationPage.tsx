import { approvalEndpoints, type RegistrationBody } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import type { MessageKey } from '@b2b-portal/api/messages';
import { pathFor } from '@b2b-portal/flows/rules';
import { Button, InlineAlert, Link, RadioGroup, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { t } from '../services/messages';
import { problemMessage } from '../services/problems';
import * as approvalStyles from './approvals.css';
import * as styles from './pages.css';

type Fields = Required<Omit<RegistrationBody, 'hasAccountNumber'>>;
type FieldName = keyof Fields;

const fields: readonly { name: FieldName; label: MessageKey; type?: 'email' | 'tel' | 'password' }[] = [
  { name: 'companyName', label: 'Registration.CompanyName' },
  { name: 'firstName', label: 'Registration.FirstName' },
  { name: 'lastName', label: 'Registration.LastName' },
  { name: 'email', label: 'Registration.Email', type: 'email' },
  { name: 'phone', label: 'Registration.Phone', type: 'tel' },
  { name: 'jobTitle', label: 'Registration.JobTitle' },
  { name: 'username', label: 'Registration.Username' },
  { name: 'password', label: 'Registration.Password', type: 'password' },
  { name: 'confirmPassword', label: 'Registration.ConfirmPassword', type: 'password' },
];

const empty: Fields = {
  accountNumber: '',
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  jobTitle: '',
  username: '',
  password: '',
  confirmPassword: '',
};

/**
 * /registration (002 §2, §5): whether the user has a customer account number, then the registration fields
 * (all required but the account number). The server checks them (the password against the complexity
 * requirements) and answers with the documents' messages and the fields at fault.
 */
export default function RegistrationPage({ route }: PageProps) {
  const [hasAccountNumber, setHasAccountNumber] = useState(false);
  const [values, setValues] = useState<Fields>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await api.call(approvalEndpoints.register, {
        body: { ...values, hasAccountNumber },
        reportProblems: false,
      });
      setDone(true);
    } catch (failure) {
      setError(problemMessage(failure));
      const errors = isApiError(failure) ? (failure.problem?.errors ?? []) : [];
      setFieldErrors(Object.fromEntries(errors.map((e) => [e.path, e.message])));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section className={styles.narrowPage} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {route.title}
        </h1>
        <InlineAlert tone="success">{t('Registration.Submitted')}</InlineAlert>
        <Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>
      </section>
    );
  }

  const shown = hasAccountNumber
    ? [{ name: 'accountNumber', label: 'Registration.AccountNumber' } as const, ...fields]
    : fields;
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      <form
        className={approvalStyles.form}
        aria-label={route.title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <RadioGroup
          label={t('Registration.HasAccountNumber')}
          orientation="horizontal"
          options={[
            { value: 'yes', label: t('Registration.Yes') },
            { value: 'no', label: t('Registration.No') },
          ]}
          value={hasAccountNumber ? 'yes' : 'no'}
          onChange={(value) => setHasAccountNumber(value === 'yes')}
        />
        {shown.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            type={'type' in field ? field.type : 'text'}
            value={values[field.name]}
            onChange={(value) => {
              setValues((previous) => ({ ...previous, [field.name]: value }));
              // A changed field is checked again on the next submit.
              setFieldErrors(({ [field.name]: _changed, ...rest }) => rest);
            }}
            isRequired
            isInvalid={fieldErrors[field.name] !== undefined}
            errorMessage={fieldErrors[field.name]}
          />
        ))}
        <div className={approvalStyles.actions}>
          <Button type="submit" isDisabled={busy}>
            {t('Registration.Submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
