import type { CompanyAddress, CompanyContact } from '@b2b-portal/api';
import type { CompanyAddressServices } from './companyAddressServices';

/** Wraps a call to watch it (vitest's `vi.fn`, Storybook's `fn`): what it answers is the call's. */
type Spy = (call: (...args: never[]) => unknown) => unknown;

export const address = (
  id: string,
  name: string,
  line1: string,
  active = true,
  type = 2,
): CompanyAddress => ({
  id,
  type,
  name,
  line1,
  line2: '',
  line3: '',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19107',
  countryCode: 'USA',
  countryName: 'United States',
  formatted: '',
  contactName: '',
  email: '',
  phone: '',
  erpCode: '',
  flags: 0,
  contactID: '',
  firstName: '',
  lastName: '',
  fax: '',
  isPrimary: false,
  isPersonal: false,
  active,
});

export const contact = (
  id: string,
  firstName: string,
  lastName: string,
  contactType = 1,
): CompanyContact => ({
  id,
  contactType,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@northwind.example`,
  phone: '',
  fax: '',
  jobTitle: '',
  isPrimary: false,
  isPersonal: false,
  active: true,
});

/** A company in memory: the calls change it as the server would. */
/**
 * A company in memory for /addresses' tests and stories: two ship-tos (one disabled), a bill-to and twelve
 * contacts (eleven under L, one under M); the calls change it as the server would. `spy` wraps each call
 * (vitest's `vi.fn`, Storybook's `fn`); the entered street 'Walnut' resembles the Main Campus.
 */
export function fakeCompany(spy: Spy = (call) => call) {
  let addresses = [
    address('a1', 'Main Campus', '1200 Walnut Street'),
    address('a2', 'Clinic West', '5 Elm Road', false),
    address('b1', 'Accounts Payable', '400 Market Street', true, 1),
  ];
  const contacts = Array.from({ length: 12 }, (_, index) =>
    contact(`c${index}`, `Person${index}`, `${index < 11 ? 'L' : 'M'}ast${String(index).padStart(2, '0')}`),
  );
  const services: CompanyAddressServices = {
    listContacts: async ({ index, start }) => {
      const matching = contacts.filter((entry) => !index || entry.lastName.startsWith(index));
      return {
        start,
        size: 10,
        totalRecords: matching.length,
        records: 10,
        sortBy: 0,
        data: matching.slice((start - 1) * 10, start * 10),
      };
    },
    addContact: async (body) => ({ ...contact('new', body.firstName, body.lastName), ...body }),
    modifyContact: async () => contacts[0]!,
    setContactStatus: async () => contacts[0]!,
    listAddresses: async (type) => addresses.filter((entry) => entry.type === type),
    addAddress: async (body) => address('new', body.name ?? '', body.line1 ?? ''),
    modifyAddress: async () => addresses[0]!,
    setAddressStatus: async (id: string, active: boolean) => {
      addresses = addresses.map((entry) => (entry.id === id ? { ...entry, active } : entry));
      return addresses.find((entry) => entry.id === id)!;
    },
    // The entered street resembles the Main Campus.
    matchAddress: async (query) => ((query.line1 ?? '').includes('Walnut') ? addresses[0]! : null),
  };
  return Object.fromEntries(
    Object.entries(services).map(([name, call]) => [name, spy(call)]),
  ) as unknown as CompanyAddressServices;
}
