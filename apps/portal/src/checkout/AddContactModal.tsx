import { type CheckoutContact, CONTACT_LIMITS, type ContactInput } from '@b2b-portal/api';
import { Button, Form, Modal, Select, type SelectOption, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../forms/useContractForm';
import { t } from '../services/messages/checkout';
import * as styles from './CheckoutFlow.css';

/**
 * The contract's check of a contact, loaded when the dialog opens (issue 14: zod and the contract's schemas are no
 * part of the checkout's first paint).
 */
const loadContactInput = () => import('./checkoutSchemas').then((module) => module.ContactInput);

type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobTitle: string;
  fax: string;
};

/**
 * Adds a contact of the caller's own during checkout (`companyuser/addusercontact`); My Account adds and changes
 * its contacts with it too (`initial`, `title`, `submitLabel`, and the job title and fax with `detailLabels`).
 */
export function AddContactModal({
  add,
  onClose,
  onAdded,
  initial,
  title = t('Checkout.AddContact'),
  submitLabel = title,
  detailLabels,
  contactTypes,
  initialContactType = 1,
}: {
  add: (contact: ContactInput) => Promise<CheckoutContact>;
  onClose: () => void;
  onAdded: (contact: CheckoutContact) => void;
  /** The values the form starts from (a contact being changed). */
  initial?: Partial<ContactValues>;
  /** @default 'Add Contact' */
  title?: string;
  /** @default the title */
  submitLabel?: string;
  /** The labels of the job title and fax (002 §3 Contact): with them, the form asks for both too. */
  detailLabels?: { jobTitle: string; fax: string };
  /** The contact types to choose from and the field's label (002 §3); without them the contact is a Business one. */
  contactTypes?: { label: string; options: readonly SelectOption[] };
  /** The contact type the form starts from (a contact being changed). @default 1 (Business) */
  initialContactType?: number;
}) {
  const [contactType, setContactType] = useState(initialContactType);
  const [values, setValues] = useState<ContactValues>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    jobTitle: '',
    fax: '',
    ...initial,
  });
  // The contract's check of the contact, in its words ('This field is required.', 'Please enter a valid email…').
  const form = useContractForm(
    loadContactInput,
    { ...values, contactType, setAsPrimary: false },
    // Refused before the call: 'Please enter all required fields…' when one is empty, else 'Please correct the
    // marked fields…' (an email in a wrong form, a name too long).
    { send: add, onDone: onAdded },
  );
  const { fieldErrors, error, refusals, busy, submit } = form;
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
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} title={title}>
      {/* ui's Form: a refused submit announces the message again and takes the focus to the first invalid field. */}
      <Form onSubmit={submit} error={error} refusals={refusals} className={styles.fields}>
        <TextField label={t('Checkout.Field.FirstName')} {...field('firstName')} />
        <TextField label={t('Checkout.Field.LastName')} {...field('lastName')} />
        <TextField label={t('Checkout.Field.Email')} type="email" {...field('email')} />
        <TextField label={t('Checkout.Field.Phone')} type="tel" {...field('phone')} />
        {contactTypes ? (
          <Select
            label={contactTypes.label}
            options={contactTypes.options}
            selectedKey={contactType}
            onSelectionChange={(key) => setContactType(Number(key))}
            isRequired
          />
        ) : null}
        {detailLabels ? (
          <>
            <TextField label={detailLabels.jobTitle} {...field('jobTitle')} />
            <TextField label={detailLabels.fax} type="tel" {...field('fax')} />
          </>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('Global.Cancel')}
          </Button>
          <Button type="submit" isPending={busy}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
