import { type CheckoutContact, CONTACT_LIMITS, type ContactInput } from '@b2b-portal/api';
import { Button, InlineAlert, Modal, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../forms/useContractForm';
import { t } from '../services/messages/checkout';
import * as styles from './CheckoutFlow.css';

/**
 * The contract's check of a contact, loaded when the dialog opens (issue 14: zod and the contract's schemas are no
 * part of the checkout's first paint).
 */
const loadContactInput = () => import('./checkoutSchemas').then((module) => module.ContactInput);

/** Adds a contact of the caller's own during checkout (`companyuser/addusercontact`). */
export function AddContactModal({
  add,
  onClose,
  onAdded,
}: {
  add: (contact: ContactInput) => Promise<CheckoutContact>;
  onClose: () => void;
  onAdded: (contact: CheckoutContact) => void;
}) {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  // The contract's check of the contact, in its words ('This field is required.', 'Please enter a valid email…').
  const form = useContractForm(
    loadContactInput,
    { ...values, setAsPrimary: false },
    { send: add, onDone: onAdded, invalidMessage: t('Checkout.RequiredFields') },
  );
  const { fieldErrors, error, busy, submit } = form;
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: set(name),
    maxLength: CONTACT_LIMITS[name].max,
    isRequired: CONTACT_LIMITS[name].min > 0,
    isInvalid: fieldErrors[name] !== undefined,
    errorMessage: fieldErrors[name],
  });

  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} title={t('Checkout.AddContact')}>
      <form onSubmit={submit} noValidate className={styles.fields}>
        {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        <TextField label={t('Checkout.Field.FirstName')} {...field('firstName')} />
        <TextField label={t('Checkout.Field.LastName')} {...field('lastName')} />
        <TextField label={t('Checkout.Field.Email')} type="email" {...field('email')} />
        <TextField label={t('Checkout.Field.Phone')} type="tel" {...field('phone')} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('Global.Cancel')}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {t('Checkout.AddContact')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
