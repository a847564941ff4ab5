import { REGISTRATION_LIMITS, type RegistrationBody, shellEndpoints } from '@b2b-portal/api';
import { DEFAULT_PASSWORD_COMPLEXITY, pathFor, registrationErrors } from '@b2b-portal/flows/rules';
import { Button, Form, InlineAlert, Link, RadioGroup, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { useContractForm } from '../forms/useContractForm';
import { ruleSchema } from '../forms/validate';
import { api } from '../services/api';
import { approvalEndpoints } from '../services/endpoints';
import { type TextKey, t } from '../services/messages/approvals';
import * as approvalStyles from './approvals.css';
import * as styles from './pages.css';

type Fields = Required<Omit<RegistrationBody, 'hasAccountNumber'>>;
type FieldName = keyof Fields;

const fields: readonly { name: FieldName; label: TextKey; type?: 'email' | 'tel' | 'password' }[] = [
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
 * (all required but the account number). The flows rule `registrationErrors` checks them before the call, the
 * password against the server's complexity requirements, and the server runs the same rule on the call; its
 * field errors (an unknown account number, a taken username) show after it.
 */
export default function RegistrationPage({ route }: PageProps) {
  const [hasAccountNumber, setHasAccountNumber] = useState(false);
  const [values, setValues] = useState<Fields>(empty);
  const [done, setDone] = useState(false);
  // The requirements the server will check the password against; the documents' defaults until they arrive.
  const complexity = useResource(
    (signal) => api.call(shellEndpoints.passwordComplexity, { signal, reportProblems: false }),
    [],
  );
  const requirements = complexity.data ?? DEFAULT_PASSWORD_COMPLEXITY;
  const form = useContractForm(
    ruleSchema((body: RegistrationBody) => registrationErrors(body, requirements)),
    { ...values, hasAccountNumber },
    {
      send: (body) => api.call(approvalEndpoints.register, { body, reportProblems: false }),
      onDone: () => setDone(true),
      // Refused before the call: a field left empty gets the documents' generic words (002 §5), values that are
      // all there but wrong the server's words for the same refusal (002 §8).
      invalidMessage: (errors) =>
        Object.values(errors).includes(t('Registration.FieldRequired'))
          ? t('Global.RequiredFields')
          : t('Registration.InvalidInput'),
    },
  );

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
      <Form
        className={approvalStyles.form}
        aria-label={route.title}
        error={form.error}
        refusals={form.refusals}
        onSubmit={(event) => void form.submit(event)}
      >
        <RadioGroup
          label={t('Registration.HasAccountNumber')}
          orientation="horizontal"
          options={[
            { value: 'yes', label: t('Registration.Yes') },
            { value: 'no', label: t('Registration.No') },
          ]}
          value={hasAccountNumber ? 'yes' : 'no'}
          onChange={(value) => {
            setHasAccountNumber(value === 'yes');
            form.edited('accountNumber');
          }}
        />
        {shown.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            type={'type' in field ? field.type : 'text'}
            value={values[field.name]}
            onChange={(value) => {
              setValues((previous) => ({ ...previous, [field.name]: value }));
              form.edited(field.name);
            }}
            maxLength={REGISTRATION_LIMITS[field.name]}
            isRequired
            isInvalid={form.fieldErrors[field.name] !== undefined}
            errorMessage={form.fieldErrors[field.name]}
          />
        ))}
        <div className={approvalStyles.actions}>
          <Button type="submit" isPending={form.busy}>
            {t('Registration.Submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
