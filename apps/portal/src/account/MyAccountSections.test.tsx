import type {
  AddressInput,
  CheckoutAddress,
  CheckoutContact,
  ContactInput,
  Profile,
  SavedPaymentMethod,
} from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { DEFAULT_PASSWORD_COMPLEXITY } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressesSection } from './AddressesSection';
import type { AccountServices } from './accountServices';
import { ContactsSection } from './ContactsSection';
import { PasswordSection } from './PasswordSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { ProfileSection } from './ProfileSection';
import { VendorCredentialsSection } from './VendorCredentialsSection';

const profile: Profile = {
  id: '0b7f2a52-5d2e-4a53-9a49-6f0e2c1d9b11',
  firstName: 'Jamie',
  lastName: 'Reyes',
  email: 'buyer3@northwind.example',
  phone: '555-010-0100',
  fax: '',
  username: 'buyer3@northwind.example',
};

const address = (id: string, name: string, isPersonal: boolean, isPrimary = false): CheckoutAddress => ({
  id,
  type: 2,
  name,
  line1: '1200 Walnut Street',
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
  isPrimary,
  isPersonal,
});

/** Fakes of every call; a test overrides the ones it watches. */
function fakeServices(overrides: Partial<AccountServices> = {}): AccountServices {
  const never = () => new Promise<never>(() => undefined);
  return {
    passwordComplexity: async () => DEFAULT_PASSWORD_COMPLEXITY,
    getProfile: async () => profile,
    modifyProfile: vi.fn(async (body) => ({ ...profile, ...body })),
    changePassword: vi.fn(async () => ({ ok: true })),
    getVendorCredentials: async () => ({ ccoId: 'northwind-cfg', passwordSet: true }),
    setVendorCredentials: vi.fn(async (body) => ({ ccoId: body.ccoId, passwordSet: true })),
    listSavedCards: never,
    setPrimaryCard: never,
    deleteCard: never,
    listContacts: never,
    addContact: never,
    modifyContact: never,
    deleteContact: never,
    setPrimaryContact: never,
    listAddresses: never,
    addAddress: never,
    modifyAddress: never,
    deleteAddress: never,
    setPrimaryAddress: never,
    matchAddress: never,
    ...overrides,
  } as AccountServices;
}

describe('My Account: profile (002 §3 User, §5)', () => {
  it('should refuse a blank first name before any call, then save and say so', async () => {
    const services = fakeServices();
    const onSaved = vi.fn();
    render(<ProfileSection services={services} onSaved={onSaved} />);
    const section = await screen.findByRole('region', { name: 'Profile' });
    const firstName = await within(section).findByRole('textbox', { name: 'First Name' });
    await userEvent.clear(firstName);
    await userEvent.click(within(section).getByRole('button', { name: 'Save Profile' }));
    expect(await within(section).findByText('This field is required.')).toBeInTheDocument();
    expect(services.modifyProfile).not.toHaveBeenCalled();

    await userEvent.type(firstName, 'Jamie-Lee');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Data saved successfully.'),
    );
    expect(services.modifyProfile).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Jamie-Lee' }));
    expect(onSaved).toHaveBeenCalled();
  });

  it('should ask for the current password only once the e-mail changes', async () => {
    render(<ProfileSection services={fakeServices()} />);
    const section = await screen.findByRole('region', { name: 'Profile' });
    const email = await within(section).findByRole('textbox', { name: 'E-mail' });
    const currentPassword = () => within(section).queryByLabelText(/Current password/);
    expect(currentPassword()).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'jamie@northwind.example');
    expect(currentPassword()).toBeInTheDocument();
  });
});

describe('My Account: change password (002 §5, §8)', () => {
  it('should mark each requirement as the new password is typed and refuse an unconfirmed one before the call', async () => {
    const services = fakeServices();
    render(<PasswordSection services={services} />);
    const section = await screen.findByRole('region', { name: 'Change Password' });
    const requirements = within(section).getByRole('list', { name: 'The new password needs' });
    expect(within(requirements).getByText(/at least 10 characters/)).toHaveTextContent('not met yet');
    await userEvent.type(within(section).getByLabelText(/^Old Password/), 'Demo-Portal-2026!');
    await userEvent.type(within(section).getByLabelText(/^New Password/), 'New-Secret-2027?');
    expect(within(requirements).getByText(/at least 10 characters/)).toHaveTextContent('(met)');
    await userEvent.type(within(section).getByLabelText(/^Confirm Password/), 'New-Secret-2028?');
    await userEvent.click(within(section).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(within(section).getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
        'Password and Confirm Password do not match.',
      ),
    );
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Password and Confirm Password do not match.',
    );
    expect(services.changePassword).not.toHaveBeenCalled();

    const confirm = within(section).getByLabelText(/^Confirm Password/);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'New-Secret-2027?');
    await userEvent.click(within(section).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Password changed successfully.'),
    );
    expect(within(section).getByLabelText(/^New Password/)).toHaveValue('');
  });
});

describe('My Account: vendor credentials (002 §5)', () => {
  it('should say a password is set without ever showing it, and require both fields', async () => {
    const services = fakeServices();
    render(<VendorCredentialsSection services={services} />);
    const section = await screen.findByRole('region', { name: 'Vendor Credentials' });
    expect(await within(section).findByText(/A password is set/)).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'CCO ID' })).toHaveValue('northwind-cfg');
    expect(within(section).getByLabelText(/^CCO Password/)).toHaveValue('');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Vendor Credentials' }));
    expect(await within(section).findByText('This field is required.')).toBeInTheDocument();
    expect(services.setVendorCredentials).not.toHaveBeenCalled();
    await userEvent.type(within(section).getByLabelText(/^CCO Password/), 'Vendor-Secret');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Vendor Credentials' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Data saved successfully.'),
    );
    expect(services.setVendorCredentials).toHaveBeenCalledWith({
      ccoId: 'northwind-cfg',
      password: 'Vendor-Secret',
    });
  });
});

describe('My Account: shipping addresses (002 §2, §6)', () => {
  it('should offer edit and delete on the caller’s own addresses only, and delete after asking', async () => {
    let list = [address('a1', 'Main Campus', false, true), address('a2', 'Home Office', true)];
    const deleteAddress = vi.fn(async (id: string) => {
      list = list.filter((entry) => entry.id !== id);
    });
    render(
      <AddressesSection
        type={2}
        services={fakeServices({ listAddresses: async () => list, deleteAddress })}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Shipping Addresses' });
    await within(section).findByText('Home Office');
    expect(within(section).queryByRole('button', { name: 'Edit Address: Main Campus' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Delete: Main Campus' })).toBeNull();
    expect(within(section).getByText('Company address')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Delete: Home Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete the address Home Office?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Address deleted successfully.'),
    );
    expect(deleteAddress).toHaveBeenCalledWith('a2');
    expect(within(section).queryByText('Home Office')).toBeNull();
  });

  it('should move the focus to the heading when Make primary, or the delete, takes away the pressed button', async () => {
    let list = [address('a1', 'Main Campus', false, true), address('a2', 'Home Office', true)];
    const setPrimaryAddress = vi.fn(async (id: string) => {
      list = list.map((entry) => ({ ...entry, isPrimary: entry.id === id }));
    });
    const deleteAddress = vi.fn(async (id: string) => {
      list = list.filter((entry) => entry.id !== id);
    });
    const user = userEvent.setup();
    render(
      <AddressesSection
        type={2}
        services={fakeServices({ listAddresses: async () => list, setPrimaryAddress, deleteAddress })}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Shipping Addresses' });
    const heading = within(section).getByRole('heading', { name: 'Shipping Addresses' });
    const makePrimary = await within(section).findByRole('button', { name: 'Make primary: Home Office' });
    makePrimary.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Primary address set successfully.'),
    );
    expect(makePrimary).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());

    within(section).getByRole('button', { name: 'Delete: Home Office' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    within(dialog).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Address deleted successfully.'),
    );
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('should tell two addresses of one name apart in their buttons by the street', async () => {
    const list = [
      address('a1', 'Home Office', true),
      { ...address('a2', 'home office', true), line1: '88 Pine Street' },
    ];
    render(<AddressesSection type={2} services={fakeServices({ listAddresses: async () => list })} />);
    const section = await screen.findByRole('region', { name: 'Shipping Addresses' });
    expect(
      await within(section).findByRole('button', { name: 'Edit Address: Home Office (1200 Walnut Street)' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Edit Address: home office (88 Pine Street)' }),
    ).toBeInTheDocument();
  });

  it('should keep the focus where it is when the change leaves it in place', async () => {
    const list = [address('a1', 'Main Campus', false, true), address('a2', 'Home Office', true)];
    const user = userEvent.setup();
    render(
      <AddressesSection
        type={2}
        services={fakeServices({
          listAddresses: async () => list,
          setPrimaryAddress: vi.fn(async () => {
            throw new ApiError({
              status: 500,
              endpointId: 'companyuser.setUserPrimaryAddress',
              body: { code: 'ServerError', message: 'Server Error, please try again later', traceId: 't' },
            });
          }),
        })}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Shipping Addresses' });
    const makePrimary = await within(section).findByRole('button', { name: 'Make primary: Home Office' });
    makePrimary.focus();
    await user.keyboard('{Enter}');
    await within(section).findByRole('alert');
    expect(makePrimary).toHaveFocus();
  });

  it('should edit an own address without suggesting the address itself', async () => {
    let list = [address('a2', 'Home Office', true)];
    const modifyAddress = vi.fn(async (_id: string, body: AddressInput) => {
      list = [{ ...list[0]!, name: body.name ?? '' }];
      return list[0]!;
    });
    // The address being edited resembles itself: it is never offered as the suggestion.
    const matchAddress = vi.fn(async () => list[0]!);
    render(
      <AddressesSection
        type={2}
        services={fakeServices({ listAddresses: async () => list, modifyAddress, matchAddress })}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Shipping Addresses' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit Address: Home Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Home Office');
    await userEvent.clear(name);
    await userEvent.type(name, 'Home Office East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Address edited successfully.'),
    );
    expect(modifyAddress).toHaveBeenCalledWith(
      'a2',
      expect.objectContaining({ name: 'Home Office East', type: 2 }),
    );
    expect(screen.queryByRole('radiogroup', { name: 'Confirm the address' })).toBeNull();
  });
});

const card = (id: string, last4: string, extra: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  id,
  cardType: 'Visa',
  maskedCardNumber: `XXXXXXXXXXXX${last4}`,
  expirationMonth: 4,
  expirationYear: 2029,
  cardHolder: 'Jamie Reyes',
  isExpired: false,
  isPrimary: false,
  ...extra,
});

const refusal = (status: number, code: string, message: string) =>
  new ApiError({ status, endpointId: 'account', body: { code, message, traceId: 'trace-1' } });

describe('My Account: payment methods (002 §3 saved card)', () => {
  // Listing, make primary, delete and refusals through the real calls: PaymentMethodsSection.test.tsx.
  it('should show an expired card as expired, with nothing to make it primary', async () => {
    const list = [
      card('c1', '4242', { isPrimary: true }),
      card('c2', '1881'),
      card('c3', '0005', { isExpired: true, expirationYear: 2024 }),
    ];
    render(<PaymentMethodsSection services={fakeServices({ listSavedCards: async () => list })} />);
    const section = await screen.findByRole('region', { name: 'My Payment Methods' });
    const items = within(
      await within(section).findByRole('list', { name: 'My Payment Methods' }),
    ).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('Expired 04/2024');
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /Make primary/ })).toBeNull();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Make primary: Visa 1881' }),
    ).toBeVisible();
  });
});

const contact = (id: string, firstName: string, extra: Partial<CheckoutContact> = {}): CheckoutContact => ({
  id,
  contactType: 1,
  firstName,
  lastName: 'Okafor',
  fullName: `${firstName} Okafor`,
  email: `${firstName.toLowerCase()}@northwind.example`,
  phone: '555-010-0200',
  fax: '',
  jobTitle: 'Buyer',
  isPrimary: false,
  isPersonal: true,
  ...extra,
});

describe('My Account: contacts (002 §2 my contacts, §3 Contact, §8)', () => {
  /** A contact list kept by the fakes as the server keeps it. */
  function contactServices(initial: CheckoutContact[]) {
    let list = initial;
    const services = fakeServices({
      listContacts: async () => list,
      addContact: vi.fn(async (body: ContactInput) => {
        const added = contact('k9', body.firstName, { lastName: body.lastName, email: body.email });
        list = [...list, added];
        return added;
      }),
      modifyContact: vi.fn(async (id: string, body: ContactInput) => {
        list = list.map((entry) => (entry.id === id ? { ...entry, ...body, fullName: '' } : entry));
        return list.find((entry) => entry.id === id) as CheckoutContact;
      }),
      deleteContact: vi.fn(async (id: string) => {
        list = list.filter((entry) => entry.id !== id);
      }),
      setPrimaryContact: vi.fn(async (id: string) => {
        list = list.map((entry) => ({ ...entry, isPrimary: entry.id === id }));
      }),
    });
    return services;
  }

  it('should refuse a contact without a valid e-mail before any call, then add it and say so', async () => {
    const services = contactServices([contact('k1', 'Ada', { isPrimary: true })]);
    render(<ContactsSection services={services} />);
    const section = await screen.findByRole('region', { name: 'My Contacts' });
    await within(section).findByText(/Ada Okafor/);
    await userEvent.click(within(section).getByRole('button', { name: 'Add Contact' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Contact' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Bea');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Nakamura');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'bea@');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Contact' }));
    expect(await dialog.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(services.addContact).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'northwind.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Contact added successfully.'),
    );
    expect(services.addContact).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Bea', lastName: 'Nakamura', email: 'bea@northwind.example' }),
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('should edit a contact with its stored values, make another primary, and delete one after asking', async () => {
    const services = contactServices([contact('k1', 'Ada', { isPrimary: true }), contact('k2', 'Cy')]);
    render(<ContactsSection services={services} />);
    const section = await screen.findByRole('region', { name: 'My Contacts' });
    expect(within(section).queryByRole('button', { name: 'Make primary: Ada Okafor' })).toBeNull();

    await userEvent.click(await within(section).findByRole('button', { name: 'Edit Contact: Cy Okafor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Contact' }));
    const jobTitle = dialog.getByRole('textbox', { name: 'Job Title' });
    expect(jobTitle).toHaveValue('Buyer');
    expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('cy@northwind.example');
    await userEvent.clear(jobTitle);
    await userEvent.type(jobTitle, 'IT Manager');
    await userEvent.click(dialog.getByRole('button', { name: 'Edit Contact' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Contact edited successfully.'),
    );
    expect(services.modifyContact).toHaveBeenCalledWith(
      'k2',
      expect.objectContaining({ jobTitle: 'IT Manager', email: 'cy@northwind.example' }),
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Make primary: Cy Okafor' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Primary contact set successfully.'),
    );
    expect(services.setPrimaryContact).toHaveBeenCalledWith('k2');
    expect(within(section).getByRole('button', { name: 'Make primary: Ada Okafor' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Delete: Ada Okafor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Delete the contact Ada Okafor?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Contact deleted successfully.'),
    );
    expect(services.deleteContact).toHaveBeenCalledWith('k1');
    expect(within(section).queryByText(/Ada Okafor/)).toBeNull();
  });

  it('should tell namesakes apart in the buttons: each names its contact with what differs', async () => {
    const services = contactServices([
      contact('k1', 'Ada', { isPrimary: true }),
      contact('k2', 'Ada', { email: 'ada.okafor@contoso.example' }),
      contact('k3', 'Cy'),
    ]);
    render(<ContactsSection services={services} />);
    const section = await screen.findByRole('region', { name: 'My Contacts' });
    await within(section).findAllByText(/Ada Okafor/);
    const edits = within(section)
      .getAllByRole('button', { name: /^Edit Contact:/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(edits).toEqual([
      'Edit Contact: Ada Okafor (ada@northwind.example)',
      'Edit Contact: Ada Okafor (ada.okafor@contoso.example)',
      'Edit Contact: Cy Okafor',
    ]);
    await userEvent.click(
      within(section).getByRole('button', { name: 'Delete: Ada Okafor (ada.okafor@contoso.example)' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Delete the contact Ada Okafor (ada.okafor@contoso.example)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(services.deleteContact).toHaveBeenCalledWith('k2'));
    // One Ada left: her buttons say her name alone again.
    expect(
      await within(section).findByRole('button', { name: 'Edit Contact: Ada Okafor' }),
    ).toBeInTheDocument();
  });

  it('should say there are no contacts yet', async () => {
    render(<ContactsSection services={contactServices([])} />);
    const section = await screen.findByRole('region', { name: 'My Contacts' });
    expect(await within(section).findByText('You have no contacts of your own yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it("should show the server's refusal of a change in the section", async () => {
    const services = fakeServices({
      listContacts: async () => [contact('k1', 'Ada', { isPrimary: true }), contact('k2', 'Cy')],
      setPrimaryContact: vi.fn(async () => {
        throw refusal(404, 'NotFound', 'Result not found');
      }),
    });
    render(<ContactsSection services={services} />);
    const section = await screen.findByRole('region', { name: 'My Contacts' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Make primary: Cy Okafor' }));
    expect(await within(section).findByText('Result not found')).toBeInTheDocument();
  });
});
