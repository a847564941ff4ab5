import type { CompanyAddress } from '@b2b-portal/api';
import { AddressCard, Button, StatusPill } from '@b2b-portal/ui';
import { useState } from 'react';
import { AccountListSection } from '../account/AccountListSection';
import { AddressEditDialog } from '../account/AddressEditDialog';
import * as styles from '../account/account.css';
import { distinctNames } from '../app/distinctNames';
import { useResource } from '../app/useResource';
import { toAddress } from '../checkout/steps/toAddress';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import type { CompanyAddressServices } from './companyAddressServices';

type Editing = { address: CompanyAddress | null } | null;

/**
 * The company-wide ship-to (type 2) or bill-to (type 1) addresses of /addresses (002 §2, §6), enabled and disabled.
 * With `canChange` (the addresses permission): add and edit through checkout's address dialog with its
 * similar-address suggestion (002 §5: picking the suggested company address adds nothing), and enable or disable
 * (a disabled address is offered nowhere, checkout included). Without it the list is read only.
 */
export function CompanyAddressesSection({
  services,
  type,
  canChange,
}: {
  services: CompanyAddressServices;
  type: 1 | 2;
  canChange: boolean;
}) {
  const resource = useResource(() => services.listAddresses(type), [services, type]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const id = type === 2 ? 'company-ship-tos' : 'company-bill-tos';
  const title = type === 2 ? t('Addresses.ShipTos') : t('Addresses.BillTos');
  const reload = async (done: string) => {
    resource.replace(await services.listAddresses(type));
    setMessage(done);
  };
  const setStatus = async (address: CompanyAddress, active: boolean) => {
    setMessage('');
    setError('');
    try {
      await services.setAddressStatus(address.id, active);
      await reload(active ? t('Addresses.AddressEnabled') : t('Addresses.AddressDisabled'));
    } catch (failure) {
      setError(problemMessage(failure));
    }
  };
  // Each card's buttons name their address; a namesake's add the street, city or ZIP code that tells them apart.
  const names = distinctNames(
    resource.data ?? [],
    (address) => address.name,
    (address) => [address.line1, address.city, address.zipCode, address.line2],
  );
  const label = (address: CompanyAddress) => names.get(address) ?? address.name;
  return (
    <AccountListSection
      id={id}
      title={title}
      message={message}
      {...(canChange
        ? {
            addLabel: t('Account.Addresses.Add'),
            onAdd: () => {
              setMessage('');
              setEditing({ address: null });
            },
          }
        : {})}
      error={error}
      items={resource.data}
      failed={resource.status === 'failed' ? resource.error : undefined}
      emptyText={t('Addresses.None')}
      renderItem={(address) => (
        <>
          <AddressCard address={toAddress(address)} labels={{ primary: t('Account.Primary') }} />
          <div>
            <StatusPill
              tone={address.active ? 'success' : 'neutral'}
              status={address.active ? t('Addresses.Enabled') : t('Addresses.Disabled')}
            />
          </div>
          {canChange ? (
            <div className={styles.actions}>
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
                aria-label={t(address.active ? 'Addresses.DisableNamed' : 'Addresses.EnableNamed', {
                  name: label(address),
                })}
                onPress={() => void setStatus(address, !address.active)}
              >
                {address.active ? t('Addresses.Disable') : t('Addresses.Enable')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    >
      {editing ? (
        <AddressEditDialog
          type={type}
          address={editing.address}
          services={services}
          suggestionKept={(name) => t('Addresses.SuggestionKept', { name })}
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
