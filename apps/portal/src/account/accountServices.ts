import type {
  AddressInput,
  ChangePasswordBody,
  CheckoutAddress,
  CheckoutContact,
  ContactInput,
  MatchingAddressQuery,
  PasswordComplexity,
  Profile,
  ProfileInput,
  SavedPaymentMethod,
  VendorCredentials,
  VendorCredentialsInput,
} from '@b2b-portal/api';
import { api, loadShellEndpoints } from '../services/api';
import { accountEndpoints, checkoutEndpoints, paymentEndpoints } from '../services/endpoints';

/**
 * The calls My Account makes, as one object the page takes (its tests and stories give fakes). Addresses,
 * contacts and saved cards are checkout's calls; profile, password, vendor credentials and the changes to the
 * caller's own addresses and contacts are My Account's (`accountEndpoints`).
 */
export interface AccountServices {
  passwordComplexity(): Promise<PasswordComplexity>;
  getProfile(): Promise<Profile>;
  modifyProfile(body: ProfileInput): Promise<Profile>;
  changePassword(body: ChangePasswordBody): Promise<unknown>;
  getVendorCredentials(): Promise<VendorCredentials>;
  setVendorCredentials(body: VendorCredentialsInput): Promise<VendorCredentials>;
  listSavedCards(): Promise<SavedPaymentMethod[]>;
  setPrimaryCard(id: string): Promise<unknown>;
  deleteCard(id: string): Promise<unknown>;
  listContacts(): Promise<CheckoutContact[]>;
  addContact(body: ContactInput): Promise<CheckoutContact>;
  modifyContact(id: string, body: ContactInput): Promise<CheckoutContact>;
  deleteContact(id: string): Promise<unknown>;
  setPrimaryContact(id: string): Promise<unknown>;
  listAddresses(type: 1 | 2): Promise<CheckoutAddress[]>;
  addAddress(body: AddressInput): Promise<CheckoutAddress>;
  modifyAddress(id: string, body: AddressInput): Promise<CheckoutAddress>;
  deleteAddress(id: string): Promise<unknown>;
  setPrimaryAddress(id: string, type: 1 | 2): Promise<unknown>;
  matchAddress(query: MatchingAddressQuery): Promise<CheckoutAddress | null>;
}

const quiet = { reportProblems: false } as const;

/** The services over the portal's API client. */
export const apiAccountServices: AccountServices = {
  passwordComplexity: async () => api.call((await loadShellEndpoints()).passwordComplexity, quiet),
  getProfile: () => api.call(accountEndpoints.getProfile, quiet),
  modifyProfile: (body) => api.call(accountEndpoints.modifyProfile, { body, ...quiet }),
  changePassword: (body) => api.call(accountEndpoints.changePassword, { body, ...quiet }),
  getVendorCredentials: () => api.call(accountEndpoints.getPunchOutProfile, quiet),
  setVendorCredentials: (body) => api.call(accountEndpoints.setPunchOutProfile, { body, ...quiet }),
  listSavedCards: async () =>
    (
      await api.call(checkoutEndpoints.listPaymentInformation, {
        query: { start: 1, records: -1, sortBy: 0 },
        ...quiet,
      })
    ).data,
  setPrimaryCard: (id) => api.call(checkoutEndpoints.setUserPrimaryPaymentMethod, { body: { id }, ...quiet }),
  deleteCard: (id) => api.call(paymentEndpoints.deletePaymentMethod, { query: { id }, ...quiet }),
  listContacts: () => api.call(checkoutEndpoints.listContactByUserId, quiet),
  addContact: (body) => api.call(checkoutEndpoints.addUserContact, { body, ...quiet }),
  modifyContact: (id, body) => api.call(accountEndpoints.modifyContact, { query: { id }, body, ...quiet }),
  deleteContact: (id) => api.call(accountEndpoints.deleteContact, { query: { id }, ...quiet }),
  setPrimaryContact: (id) => api.call(checkoutEndpoints.setUserPrimaryContact, { body: { id }, ...quiet }),
  listAddresses: (type) =>
    api.call(checkoutEndpoints.listAddresses, { query: { addressType: type }, ...quiet }),
  addAddress: (body) => api.call(checkoutEndpoints.addAddress, { body, ...quiet }),
  modifyAddress: (id, body) => api.call(accountEndpoints.modifyAddress, { query: { id }, body, ...quiet }),
  deleteAddress: (id) => api.call(accountEndpoints.deleteAddress, { query: { id }, ...quiet }),
  setPrimaryAddress: (id, type) =>
    api.call(checkoutEndpoints.setUserPrimaryAddress, {
      body: { addressID: id, addressType: type },
      ...quiet,
    }),
  matchAddress: async (query) =>
    (await api.call(checkoutEndpoints.getMatchingAddress, { query, ...quiet })).match,
};
