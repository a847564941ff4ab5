import type {
  AddressInput,
  CheckoutAddress,
  CheckoutContact,
  CompanyAddress,
  CompanyContact,
  CompanyContactPage,
  ContactInput,
  MatchingAddressQuery,
} from '@b2b-portal/api';
import { api } from '../services/api';
import { checkoutEndpoints, companyAddressEndpoints } from '../services/endpoints';

/**
 * The calls /addresses makes, as one object the page takes (its tests and stories give fakes): the company-wide
 * contacts by the letter of the last name, the company-wide addresses of a type, and their changes.
 */
export interface CompanyAddressServices {
  listContacts(query: { index: string; start: number }): Promise<CompanyContactPage>;
  addContact(body: ContactInput): Promise<CheckoutContact>;
  modifyContact(id: string, body: ContactInput): Promise<CompanyContact>;
  setContactStatus(id: string, active: boolean): Promise<CompanyContact>;
  listAddresses(type: 1 | 2): Promise<CompanyAddress[]>;
  addAddress(body: AddressInput): Promise<CompanyAddress>;
  modifyAddress(id: string, body: AddressInput): Promise<CompanyAddress>;
  setAddressStatus(id: string, active: boolean): Promise<CompanyAddress>;
  /** A company-wide address resembling the entered one (002 §5): the caller's own is no company address to pick. */
  matchAddress(query: MatchingAddressQuery): Promise<CheckoutAddress | null>;
}

const quiet = { reportProblems: false } as const;

/** The services over the portal's API client. */
export const apiCompanyAddressServices: CompanyAddressServices = {
  listContacts: (query) =>
    api.call(companyAddressEndpoints.listStorefrontContactsByIndex, { query, ...quiet }),
  addContact: (body) => api.call(checkoutEndpoints.addContact, { body, ...quiet }),
  modifyContact: (id, body) =>
    api.call(companyAddressEndpoints.modifyContact, { query: { id }, body, ...quiet }),
  setContactStatus: (id, active) =>
    api.call(companyAddressEndpoints.updateContactStatus, { body: { id, active }, ...quiet }),
  listAddresses: (type) =>
    api.call(companyAddressEndpoints.listCompanyAddresses, { query: { addressType: type }, ...quiet }),
  addAddress: (body) => api.call(companyAddressEndpoints.upsertAddress, { body, ...quiet }),
  modifyAddress: (id, body) =>
    api.call(companyAddressEndpoints.modifyAddress, { query: { id }, body, ...quiet }),
  setAddressStatus: (id, active) =>
    api.call(companyAddressEndpoints.updateAddressStatus, { body: { id, active }, ...quiet }),
  matchAddress: async (query) => {
    const { match } = await api.call(checkoutEndpoints.getMatchingAddress, {
      query: { ...query, scope: 'company' },
      ...quiet,
    });
    return match;
  },
};
