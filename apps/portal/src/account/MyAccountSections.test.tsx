import type { AddressInput, CheckoutAddress, Profile } from '@b2b-portal/api';
import { DEFAULT_PASSWORD_COMPLEXITY } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressesSection } from './AddressesSection';
import type { AccountServices } from './accountServices';
import { PasswordSection } from './PasswordSection';
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
