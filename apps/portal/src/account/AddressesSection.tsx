import type { CheckoutAddress } from '@b2b-portal/api';
import { AddressCard, Button } from '@b2b-portal/ui';
import { useState } from 'react';
import { distinctNames } from '../app/distinctNames';
import { useResource } from '../app/useResource';
import { toAddress } from '../checkout/steps/toAddress';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import { AccountListSection } from './AccountListSection';
import { AddressEditDialog } from './AddressEditDialog';
import * as styles from './account.css';
import type { AccountServices } from './accountServices';
import { ConfirmDelete } from './lazyDialogs';

type Editing = { address: CheckoutAddress | null } | null;

/**
 * My Account's shipping (type 2) or billing (type 1) addresses (002 §2): the company's and the caller's own, the
 * caller's primary first. Any may be made the caller's primary (a default of this user only, 002 §6); the caller's
 * own may be edited and deleted (company-wide ones on /addresses). Adding or editing goes through checkout's
 * address dialog, with its similar-address suggestion (002 §5): choosing the suggested one adds nothing.
 */
export function AddressesSection({ services, type }: { services: AccountServices; type: 1 | 2 }) {
  const resource = useResource(() => services.listAddresses(type), [services, type]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CheckoutAddress | null>(null);
  const id = type === 2 ? 'shipping-addresses' : 'billing-addresses';
  const title = type === 2 ? t('Account.ShippingAddresses') : t('Account.BillingAddresses');
  const reload = async (done: string) => {
    resource.replace(await services.listAddresses(type));
    setMessage(done);
  };
  // Each card's buttons name their address; a namesake's add the street, city or ZIP code that tells them apart.
  const names = distinctNames(
    resource.data ?? [],
    (address) => address.name,
    (address) => [address.line1, address.city, address.zipCode, address.line2],
  );
  const label = (address: CheckoutAddress) => names.get(address) ?? address.name;
  return (
    <AccountListSection
      id={id}
      title={title}
      message={message}
      addLabel={t('Account.Addresses.Add')}
      onAdd={() => {
        setMessage('');
        setEditing({ address: null });
      }}
      error={error}
      items={resource.data}
      failed={resource.status === 'failed' ? resource.error : undefined}
      emptyText={t('Account.Addresses.None')}
      renderItem={(address) => (
        <>
          <AddressCard address={toAddress(address)} labels={{ primary: t('Account.Primary') }} />
          {address.isPersonal ? null : (
            <p className={styles.companyWide}>{t('Account.Addresses.CompanyWide')}</p>
          )}
          <div className={styles.actions}>
            {address.isPrimary ? null : (
              <Button
                variant="secondary"
                size="small"
                aria-label={t('Account.Addresses.MakePrimaryNamed', { name: label(address) })}
                onPress={async () => {
                  setMessage('');
                  setError('');
                  try {
                    await services.setPrimaryAddress(address.id, type);
                    await reload(t('Account.PrimarySet'));
                  } catch (failure) {
                    setError(problemMessage(failure));
                  }
                }}
              >
                {t('Account.PaymentMethods.MakePrimary')}
              </Button>
            )}
            {address.isPersonal ? (
              <>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('Account.Addresses.EditNamed', { name: label(address) })}
                  onPress={() => {
                    setMessage('');
                    setEditing({ address });
                  }}
                >
                  {t('Account.Addresses.Edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={t('Account.Addresses.DeleteNamed', { name: label(address) })}
                  onPress={() => setDeleting(address)}
                >
                  {t('Account.Delete')}
                </Button>
              </>
            ) : null}
          </div>
        </>
      )}
    >
      {editing ? (
        <AddressEditDialog
          type={type}
          address={editing.address}
          services={services}
          suggestionKept={(name) => t('Account.Addresses.SuggestionKept', { name })}
          onClose={() => setEditing(null)}
          onDone={(done) => {
            setEditing(null);
            void reload(done);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          question={t('Account.Addresses.ConfirmDelete', { name: label(deleting) })}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await services.deleteAddress(deleting.id);
            setDeleting(null);
            await reload(t('Account.Addresses.Deleted'));
          }}
        />
      ) : null}
    </AccountListSection>
  );
}
