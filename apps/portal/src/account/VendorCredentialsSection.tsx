import {
  VENDOR_CREDENTIALS_LIMITS,
  type VendorCredentials,
  type VendorCredentialsInput,
} from '@b2b-portal/api';
import { Button, Form, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useResource } from '../app/useResource';
import { useContractForm } from '../forms/useContractForm';
import { t } from '../services/messages/account';
import { AccountSection, Loading } from './AccountSection';
import * as styles from './account.css';
import type { AccountServices } from './accountServices';

const loadVendorInput = () => import('./accountSchemas').then((module) => module.VendorCredentialsInput);

/**
 * The company's vendor credentials (002 §2, §5: CCO ID and password required; §6 company-wide). The password is
 * never shown: only whether one is set; saving always sends a new one.
 */
export function VendorCredentialsForm({
  current,
  save,
  onSaved,
}: {
  current: VendorCredentials;
  save: (body: VendorCredentialsInput) => Promise<VendorCredentials>;
  onSaved: (answer: VendorCredentials) => void;
}) {
  const [values, setValues] = useState({ ccoId: current.ccoId, password: '' });
  const form = useContractForm(loadVendorInput, values, {
    send: save,
    onDone: (answer) => {
      setValues({ ccoId: answer.ccoId, password: '' });
      onSaved(answer);
    },
  });
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    form.edited(name);
  };
  return (
    <Form
      className={styles.form}
      aria-label={t('Account.Vendor')}
      error={form.error}
      refusals={form.refusals}
      onSubmit={(event) => void form.submit(event)}
    >
      <p className={styles.muted}>{t('Account.Vendor.Intro')}</p>
      <p className={styles.muted}>
        {current.passwordSet ? t('Account.Vendor.PasswordSet') : t('Account.Vendor.PasswordNotSet')}
      </p>
      <TextField
        label={t('Account.Vendor.CcoId')}
        value={values.ccoId}
        onChange={set('ccoId')}
        maxLength={VENDOR_CREDENTIALS_LIMITS.ccoId.max}
        isRequired
        autoComplete="off"
        isInvalid={form.fieldErrors.ccoId !== undefined}
        errorMessage={form.fieldErrors.ccoId}
      />
      <TextField
        label={t('Account.Vendor.Password')}
        type="password"
        value={values.password}
        onChange={set('password')}
        maxLength={VENDOR_CREDENTIALS_LIMITS.password.max}
        isRequired
        autoComplete="new-password"
        isInvalid={form.fieldErrors.password !== undefined}
        errorMessage={form.fieldErrors.password}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={form.busy}>
          {t('Account.Vendor.Save')}
        </Button>
      </div>
    </Form>
  );
}

/** My Account's vendor credentials section. */
export function VendorCredentialsSection({ services }: { services: AccountServices }) {
  const resource = useResource(() => services.getVendorCredentials(), [services]);
  const [message, setMessage] = useState('');
  return (
    <AccountSection id="vendor-credentials" title={t('Account.Vendor')} message={message}>
      {resource.data ? (
        <VendorCredentialsForm
          current={resource.data}
          save={(body) => {
            setMessage('');
            return services.setVendorCredentials(body);
          }}
          onSaved={(answer) => {
            resource.replace(answer);
            setMessage(t('Account.Saved'));
          }}
        />
      ) : (
        <Loading failed={resource.status === 'failed' ? resource.error : undefined} />
      )}
    </AccountSection>
  );
}
