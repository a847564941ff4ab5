import type { AddressInput, CheckoutAddress, MatchingAddressQuery } from '@b2b-portal/api';
import type { AddressFormValues } from '@b2b-portal/ui';
import { lazy, Suspense } from 'react';
import { t } from '../services/messages/account';

// Checkout's address dialog (its form, the suggestion, the contract's check) loads when it opens.
const NewAddressModal = lazy(() =>
  import('../checkout/steps/NewAddressModal').then((module) => ({ default: module.NewAddressModal })),
);

/** The address form's values of a stored address (an address being changed: My Account, /addresses). */
export const formValuesOf = (address: CheckoutAddress): AddressFormValues => ({
  name: address.name,
  line1: address.line1,
  line2: address.line2,
  line3: address.line3,
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
  countryCode: address.countryCode,
  firstName: address.firstName,
  lastName: address.lastName,
  email: address.email,
  phone: address.phone,
  setAsPrimary: address.isPrimary,
});

export interface AddressEditDialogProps {
  /** 1 billing, 2 shipping. */
  type: 1 | 2;
  /** The address changed; null: a new one. */
  address: CheckoutAddress | null;
  services: {
    addAddress(body: AddressInput): Promise<CheckoutAddress>;
    modifyAddress(id: string, body: AddressInput): Promise<CheckoutAddress>;
    matchAddress(query: MatchingAddressQuery): Promise<CheckoutAddress | null>;
  };
  /** What to say when the user keeps the suggested address (nothing added). */
  suggestionKept: (name: string) => string;
  onClose: () => void;
  /** The dialog is done: what to say, the list to reload. */
  onDone: (message: string) => void;
}

/**
 * Adding or changing an address (My Account's, /addresses' company ones): checkout's address dialog with its
 * similar-address suggestion (002 §5), the stored address's values when changing one, and what was done.
 */
export function AddressEditDialog({
  type,
  address,
  services,
  suggestionKept,
  onClose,
  onDone,
}: AddressEditDialogProps) {
  return (
    <Suspense fallback={null}>
      <NewAddressModal
        type={type}
        title={address ? t('Account.Addresses.Edit') : t('Account.Addresses.Add')}
        {...(address ? { initial: formValuesOf(address), exceptId: address.id } : {})}
        services={{
          addAddress: (body) =>
            address ? services.modifyAddress(address.id, body) : services.addAddress(body),
          matchAddress: services.matchAddress,
        }}
        onClose={onClose}
        onChosen={(chosen, added) =>
          onDone(
            !added
              ? suggestionKept(chosen.name)
              : address
                ? t('Account.Addresses.Edited')
                : t('Account.Addresses.Added'),
          )
        }
      />
    </Suspense>
  );
}
