import { type PunchInRegistration, type RegisterPunchOutBody, USER_LIMITS } from '@b2b-portal/api';
import { Button, Form, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';
import { t } from '../../services/messages/shop';
import * as styles from '../pages.css';
import * as formStyles from './punchIn.css';

const loadBody = () => import('./punchInSchemas').then((module) => module.RegisterPunchOutBody);

const fields = [
  { name: 'firstName', label: 'PunchInRegistration.FirstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'PunchInRegistration.LastName', autoComplete: 'family-name' },
  { name: 'email', label: 'PunchInRegistration.Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'PunchInRegistration.Phone', autoComplete: 'tel', type: 'tel' },
] as const;

export interface PunchInRegistrationFormProps {
  /** The start page's id the registration is for. */
  id: string;
  /** What the procurement system's setup request said of its user, and who they register with. */
  prefill: PunchInRegistration;
  /** Registers and continues the punch-in (the page signs the new user in); rejects with the server's refusal. */
  register: (body: RegisterPunchOutBody) => Promise<void>;
}

/**
 * Punch-in registration (issue 18; 002 §1): the first punch-in of a procurement system's user who has no portal
 * user yet. Prefilled from the punch-in (names, e-mail, phone), checked by the contract before the call; the
 * server's refusals (the e-mail is a portal user's already, the punch-in is no longer valid) show above the
 * fields in the catalogue's words.
 */
export function PunchInRegistrationForm({ id, prefill, register }: PunchInRegistrationFormProps) {
  const [values, setValues] = useState({
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    email: prefill.email,
    phone: prefill.phone,
  });
  const form = useContractForm(loadBody, { id, ...values }, { send: register, onDone: () => undefined });
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('PunchInRegistration.Title')}
      </h1>
      <p>
        {prefill.procurementSystemName
          ? t('PunchInRegistration.Lead', {
              system: prefill.procurementSystemName,
              company: prefill.companyName,
            })
          : t('PunchInRegistration.LeadNoSystem', { company: prefill.companyName })}
      </p>
      <Form
        className={formStyles.form}
        aria-labelledby="page-title"
        error={form.error}
        refusals={form.refusals}
        onSubmit={(event) => void form.submit(event)}
      >
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field.name]: value }));
              form.edited(field.name);
            }}
            maxLength={USER_LIMITS[field.name]}
            isRequired={field.name !== 'phone'}
            isInvalid={form.fieldErrors[field.name] !== undefined}
            errorMessage={form.fieldErrors[field.name]}
          />
        ))}
        <div>
          <Button type="submit" isPending={form.busy}>
            {t('PunchInRegistration.Submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
