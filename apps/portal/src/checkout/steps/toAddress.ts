import type { CheckoutAddress } from '@b2b-portal/api';
import type { Address } from '@b2b-portal/ui';

/** An address of the address book as ui's `AddressCard` and `AddressSuggestion` draw it. */
export const toAddress = (address: CheckoutAddress): Address => ({
  id: address.id,
  name: address.name,
  line1: address.line1,
  line2: address.line2 || undefined,
  line3: address.line3 || undefined,
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
  country: address.countryCode === 'USA' ? undefined : address.countryName,
  contactName: address.contactName || undefined,
  phone: address.phone || undefined,
  isPrimary: address.isPrimary,
});
