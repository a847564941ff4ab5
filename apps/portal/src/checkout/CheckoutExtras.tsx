import { type CheckoutContact, CONTACT_LIMITS, ContactInput } from '@b2b-portal/api';
import { checkAttachmentDescription } from '@b2b-portal/flows/rules';
import { type Attachment, AttachmentDropZone, Button, InlineAlert, Modal, TextField } from '@b2b-portal/ui';
import { type ReactNode, useState } from 'react';
import { useContractForm } from '../forms/useContractForm';
import { attachmentDropZoneProps } from '../services/attachmentLabels';
import { t } from '../services/messages/checkout';
import { problemMessage } from '../services/problems';
import * as styles from './CheckoutFlow.css';

/**
 * Pieces of the checkout that talk to the API besides the machine: the PO document attached on order details
 * (uploaded as a draft of an order and claimed by submitWorkflow), a contact added during checkout, and
 * "make primary" for the choices of a step (001 §7 setuserprimary…).
 */

export interface UploadedPo {
  id: string;
  fileName: string;
}

/** Uploads a PO document as a draft attachment of an order; the uploads are listed with the attached ids. */
export function PoAttachments({
  uploaded,
  upload: store,
  onUploaded,
  onRemove,
}: {
  uploaded: readonly UploadedPo[];
  /** Stores one file as a draft attachment of an order; answers its id. */
  upload: (file: File, description: string) => Promise<string>;
  onUploaded: (upload: UploadedPo) => void;
  onRemove: (id: string) => void;
}) {
  const [chosen, setChosen] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  const upload = async () => {
    setError(null);
    const missing = chosen.find(
      (attachment) => checkAttachmentDescription(attachment.description) !== undefined,
    );
    if (missing) {
      setError(t('Attachment.DescriptionRequired'));
      return;
    }
    setBusy(true);
    try {
      for (const attachment of chosen) {
        const id = await store(attachment.file, attachment.description.trim());
        onUploaded({ id, fileName: attachment.file.name });
      }
      setChosen([]);
      setGeneration((value) => value + 1);
    } catch (failure) {
      const message = problemMessage(failure);
      const prefix = t('Attachment.UploadFailed');
      setError(message.startsWith(prefix) ? message : `${prefix} ${message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="po-attachments" className={styles.fields}>
      <h3 id="po-attachments" className={styles.summaryTitle}>
        {t('Checkout.AttachPo')}
      </h3>
      <AttachmentDropZone
        {...attachmentDropZoneProps}
        key={generation}
        requireDescription
        onChange={setChosen}
        isDisabled={busy}
      />
      {chosen.length > 0 ? (
        <Button variant="secondary" onPress={upload} isDisabled={busy}>
          {t('Checkout.UploadPo')}
        </Button>
      ) : null}
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {uploaded.length > 0 ? (
        <ul aria-label={t('Checkout.AttachedPo')}>
          {uploaded.map((file) => (
            <li key={file.id}>
              {file.fileName}{' '}
              <Button variant="ghost" size="small" onPress={() => onRemove(file.id)}>
                {t('Checkout.RemovePo', { fileName: file.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

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
    ContactInput,
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

export type PrimaryKind = 'billTo' | 'shipTo' | 'contact' | 'carrierAccount' | 'card';

/**
 * Whether a choice is the caller's primary of its kind: the one they made primary here last, else what the
 * checkout's lists say. The lists load once per checkout, so once another choice was made primary their
 * `isPrimary` still marks the old one, which is no longer the primary.
 */
export function isPrimaryChoice(id: string, listedAsPrimary: boolean, madePrimary: string | null): boolean {
  return madePrimary === null ? listedAsPrimary : id === madePrimary;
}

/**
 * Makes the chosen entry the caller's primary (only their own default changes). "This is your primary choice." is
 * said once, under the primary address (a bill-to or ship-to) only (issue 16): a primary contact, carrier account
 * or card shows nothing, so a step never says it twice. With `label`, the button and its message sit in a region
 * named "<label>: Make primary" (none when nothing is shown).
 */
export function SetPrimaryButton({
  kind,
  id,
  isPrimary,
  setPrimary,
  label,
}: {
  kind: PrimaryKind;
  id: string;
  isPrimary: boolean;
  setPrimary: (kind: PrimaryKind, id: string) => Promise<void>;
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | { error: string }>('idle');
  const [madePrimary, setMadePrimary] = useState<string | null>(null);
  const isAddress = kind === 'billTo' || kind === 'shipTo';
  const wrap = (content: ReactNode) =>
    label ? (
      <section aria-label={`${label}: ${t('Checkout.SetPrimary')}`} className={styles.primaryChoice}>
        {content}
      </section>
    ) : (
      content
    );
  if (isPrimaryChoice(id, isPrimary, madePrimary)) {
    return isAddress ? wrap(<p className={styles.muted}>{t('Checkout.IsPrimary')}</p>) : null;
  }
  const press = async () => {
    setState('busy');
    try {
      await setPrimary(kind, id);
      setMadePrimary(id);
      setState('idle');
    } catch (failure) {
      setState({ error: problemMessage(failure) });
    }
  };
  return wrap(
    <div>
      <Button variant="ghost" size="small" onPress={press} isDisabled={state === 'busy'}>
        {t('Checkout.SetPrimary')}
      </Button>
      {typeof state === 'object' ? <InlineAlert tone="error">{state.error}</InlineAlert> : null}
    </div>,
  );
}
