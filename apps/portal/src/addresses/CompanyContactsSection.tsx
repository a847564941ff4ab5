import {
  COMPANY_CONTACTS_PAGE_SIZE,
  type CompanyContact,
  enumerationItems,
  enumerationName,
} from '@b2b-portal/api';
import { Button, ContactCard, Pagination, Select, StatusPill } from '@b2b-portal/ui';
import { useState } from 'react';
import { AccountListSection } from '../account/AccountListSection';
import * as styles from '../account/account.css';
import { ContactEditDialog } from '../account/ContactEditDialog';
import { distinctNames } from '../app/distinctNames';
import { useResource } from '../app/useResource';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import type { CompanyAddressServices } from './companyAddressServices';

type Editing = { contact: CompanyContact | null } | null;

const ALL = 'all';
/** The alphabet filter's choices (listStorefrontContactsByIndex): every contact, or A to Z. */
const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** 002 §3's contact types: Business, Technical, Accounts Payable. */
const contactTypeOptions = enumerationItems('ContactType').map((entry) => ({
  id: entry.value,
  label: entry.name,
}));

const nameOf = (contact: CompanyContact) => `${contact.firstName} ${contact.lastName}`;

/**
 * The company-wide contacts of /addresses (002 §2, §3, §7): filtered by the letter the last name starts with, a page
 * at a time, each with its contact type and whether it is enabled. With `canChange` (the addresses permission):
 * add and edit (checkout's contact dialog with the contact type, job title and fax), and enable or disable.
 */
export function CompanyContactsSection({
  services,
  canChange,
}: {
  services: CompanyAddressServices;
  canChange: boolean;
}) {
  const [index, setIndex] = useState(ALL);
  const [page, setPage] = useState(1);
  const query = { index: index === ALL ? '' : index, start: page };
  const resource = useResource(() => services.listContacts(query), [services, index, page]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const reload = async (done: string) => {
    resource.replace(await services.listContacts(query));
    setMessage(done);
  };
  const setStatus = async (contact: CompanyContact, active: boolean) => {
    setMessage('');
    setError('');
    try {
      await services.setContactStatus(contact.id, active);
      await reload(active ? t('Addresses.ContactEnabled') : t('Addresses.ContactDisabled'));
    } catch (failure) {
      setError(problemMessage(failure));
    }
  };
  const answer = resource.data;
  // Each card's buttons name their contact; a namesake's add the e-mail, phone or job title that tells them apart.
  const names = distinctNames(answer?.data ?? [], nameOf, (contact) => [
    contact.email,
    contact.phone,
    contact.jobTitle,
  ]);
  const label = (contact: CompanyContact) => names.get(contact) ?? nameOf(contact);
  return (
    <AccountListSection
      id="company-contacts"
      title={t('Addresses.Contacts')}
      message={message}
      {...(canChange
        ? {
            addLabel: t('Account.Contacts.Add'),
            onAdd: () => {
              setMessage('');
              setEditing({ contact: null });
            },
          }
        : {})}
      filter={
        <div className={styles.filter}>
          <Select
            label={t('Addresses.Contacts.Index')}
            options={[
              { id: ALL, label: t('Addresses.Contacts.All') },
              ...letters.map((letter) => ({ id: letter, label: letter })),
            ]}
            selectedKey={index}
            onSelectionChange={(key) => {
              setIndex(String(key));
              setPage(1);
              setMessage('');
            }}
          />
        </div>
      }
      error={error}
      items={answer?.data}
      failed={resource.status === 'failed' ? resource.error : undefined}
      emptyText={
        index === ALL
          ? t('Addresses.Contacts.None')
          : t('Addresses.Contacts.NoneForLetter', { letter: index })
      }
      renderItem={(contact) => (
        <>
          <ContactCard contact={contact} />
          <p className={styles.muted}>
            {t('Addresses.Contacts.TypeOf', {
              type: enumerationName('ContactType', contact.contactType) ?? String(contact.contactType),
            })}
          </p>
          <div>
            <StatusPill
              tone={contact.active ? 'success' : 'neutral'}
              status={contact.active ? t('Addresses.Enabled') : t('Addresses.Disabled')}
            />
          </div>
          {canChange ? (
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
              <Button
                variant="ghost"
                size="small"
                aria-label={t(contact.active ? 'Addresses.DisableNamed' : 'Addresses.EnableNamed', {
                  name: label(contact),
                })}
                onPress={() => void setStatus(contact, !contact.active)}
              >
                {contact.active ? t('Addresses.Disable') : t('Addresses.Enable')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      footer={
        answer && answer.totalRecords > COMPANY_CONTACTS_PAGE_SIZE ? (
          <Pagination
            page={page}
            pageSize={COMPANY_CONTACTS_PAGE_SIZE}
            totalRecords={answer.totalRecords}
            pageRecords={answer.data.length}
            onPageChange={setPage}
          />
        ) : null
      }
    >
      {editing ? (
        <ContactEditDialog
          contact={editing.contact}
          services={services}
          contactTypes={{ label: t('Addresses.Contacts.Type'), options: contactTypeOptions }}
          onClose={() => setEditing(null)}
          onDone={(done) => {
            setEditing(null);
            void reload(done);
          }}
        />
      ) : null}
    </AccountListSection>
  );
}
