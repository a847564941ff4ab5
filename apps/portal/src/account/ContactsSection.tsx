import type { CheckoutContact } from '@b2b-portal/api';
import { Button, ContactCard } from '@b2b-portal/ui';
import { useState } from 'react';
import { distinctNames } from '../app/distinctNames';
import { useResource } from '../app/useResource';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import { AccountListSection } from './AccountListSection';
import * as styles from './account.css';
import type { AccountServices } from './accountServices';
import { ContactEditDialog } from './ContactEditDialog';
import { ConfirmDelete } from './lazyDialogs';

type Editing = { contact: CheckoutContact | null } | null;

const nameOf = (contact: CheckoutContact) => `${contact.firstName} ${contact.lastName}`;

/**
 * My Account's own contacts (002 §2 "my contacts", §3 Contact): add, edit, delete, make primary, each with its
 * success message of 002 §8. The form is checkout's add-contact dialog, with the job title and fax.
 */
export function ContactsSection({ services }: { services: AccountServices }) {
  const resource = useResource(() => services.listContacts(), [services]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CheckoutContact | null>(null);
  const reload = async (done: string) => {
    resource.replace(await services.listContacts());
    setMessage(done);
  };
  // Each card's buttons name their contact; a namesake's add the e-mail, phone or job title that tells them apart.
  const names = distinctNames(resource.data ?? [], nameOf, (contact) => [
    contact.email,
    contact.phone,
    contact.jobTitle,
  ]);
  const label = (contact: CheckoutContact) => names.get(contact) ?? nameOf(contact);
  return (
    <AccountListSection
      id="contacts"
      title={t('Account.Contacts')}
      message={message}
      addLabel={t('Account.Contacts.Add')}
      onAdd={() => {
        setMessage('');
        setEditing({ contact: null });
      }}
      error={error}
      items={resource.data}
      failed={resource.status === 'failed' ? resource.error : undefined}
      emptyText={t('Account.Contacts.None')}
      renderItem={(contact) => (
        <>
          <ContactCard contact={contact} />
          {contact.isPrimary ? <p className={styles.muted}>{t('Account.Primary')}</p> : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              aria-label={t('Account.Contacts.EditNamed', { name: label(contact) })}
              onPress={() => {
                setMessage('');
                setEditing({ contact });
              }}
            >
              {t('Account.Contacts.Edit')}
            </Button>
            {contact.isPrimary ? null : (
              <Button
                variant="secondary"
                size="small"
                aria-label={t('Account.Contacts.MakePrimaryNamed', { name: label(contact) })}
                onPress={async () => {
                  setMessage('');
                  setError('');
                  try {
                    await services.setPrimaryContact(contact.id);
                    await reload(t('Account.PrimaryContactSet'));
                  } catch (failure) {
                    setError(problemMessage(failure));
                  }
                }}
              >
                {t('Account.PaymentMethods.MakePrimary')}
              </Button>
            )}
            <Button
              variant="ghost"
              size="small"
              aria-label={t('Account.Contacts.DeleteNamed', { name: label(contact) })}
              onPress={() => setDeleting(contact)}
            >
              {t('Account.Delete')}
            </Button>
          </div>
        </>
      )}
    >
      {editing ? (
        <ContactEditDialog
          contact={editing.contact}
          services={services}
          onClose={() => setEditing(null)}
          onDone={(done) => {
            setEditing(null);
            void reload(done);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          question={t('Account.Contacts.ConfirmDelete', { name: label(deleting) })}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await services.deleteContact(deleting.id);
            setDeleting(null);
            await reload(t('Account.Contacts.Deleted'));
          }}
        />
      ) : null}
    </AccountListSection>
  );
}
