import type { CheckoutContact, ContactInput } from '@b2b-portal/api';
import type { SelectOption } from '@b2b-portal/ui';
import { lazy, Suspense } from 'react';
import { t } from '../services/messages/account';

// Checkout's contact dialog loads when it opens.
const AddContactModal = lazy(() =>
  import('../checkout/AddContactModal').then((module) => ({ default: module.AddContactModal })),
);

export interface ContactEditDialogProps {
  /** The contact changed; null: a new one. */
  contact: Pick<
    CheckoutContact,
    'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'jobTitle' | 'fax' | 'contactType'
  > | null;
  services: {
    addContact(body: ContactInput): Promise<CheckoutContact>;
    modifyContact(id: string, body: ContactInput): Promise<CheckoutContact>;
  };
  /** The contact type select (/addresses' company contacts). */
  contactTypes?: { label: string; options: readonly SelectOption[] };
  onClose: () => void;
  /** The dialog is done: what to say, the list to reload. */
  onDone: (message: string) => void;
}

/**
 * Adding or changing a contact (My Account's, /addresses' company ones): checkout's contact dialog with the job
 * title and fax, the stored contact's values when changing one, and what was done.
 */
export function ContactEditDialog({
  contact,
  services,
  contactTypes,
  onClose,
  onDone,
}: ContactEditDialogProps) {
  return (
    <Suspense fallback={null}>
      <AddContactModal
        title={contact ? t('Account.Contacts.Edit') : t('Account.Contacts.Add')}
        initial={
          contact
            ? {
                firstName: contact.firstName,
                lastName: contact.lastName,
                email: contact.email,
                phone: contact.phone,
                jobTitle: contact.jobTitle,
                fax: contact.fax,
              }
            : undefined
        }
        detailLabels={{ jobTitle: t('Account.Contacts.JobTitle'), fax: t('Account.Contacts.Fax') }}
        {...(contactTypes ? { contactTypes } : {})}
        {...(contact ? { initialContactType: contact.contactType } : {})}
        add={(body) => (contact ? services.modifyContact(contact.id, body) : services.addContact(body))}
        onClose={onClose}
        onAdded={() => onDone(contact ? t('Account.Contacts.Edited') : t('Account.Contacts.Added'))}
      />
    </Suspense>
  );
}
