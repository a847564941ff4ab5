import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyAddressServices } from '../addresses/companyAddressServices';
import { fakeCompany } from '../addresses/fakeCompany';
import AddressesPage from './AddressesPage';

/** /addresses as a company's administrator and as a buyer who may only read it (002 §2, §5, §6). */

const { session } = vi.hoisted(() => ({ session: { permissions: [] as string[] } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const renderPage = (services: CompanyAddressServices) =>
  render(<AddressesPage route={routeByName('Addresses')} query={{}} services={services} />);

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('AddressesPage', { timeout: 60_000 }, () => {
  it('should disable an enabled ship-to and enable a disabled one, saying so', async () => {
    session.permissions = ['addresses', 'shoppingcart'];
    const services = fakeCompany(vi.fn);
    const user = userEvent.setup();
    renderPage(services);
    const shipTos = await screen.findByRole('region', { name: 'Ship-to Addresses' });
    const main = (await within(shipTos).findByText('Main Campus')).closest('li') as HTMLElement;
    expect(within(main).getByText('Enabled')).toBeInTheDocument();
    const clinic = within(shipTos).getByText('Clinic West').closest('li') as HTMLElement;
    expect(within(clinic).getByText('Disabled')).toBeInTheDocument();
    // The bill-to is in its own list.
    expect(within(shipTos).queryByText('Accounts Payable')).toBeNull();

    await user.click(within(shipTos).getByRole('button', { name: 'Disable: Main Campus' }));
    await waitFor(() =>
      expect(within(shipTos).getByRole('status')).toHaveTextContent(
        'Address disabled successfully. It is no longer offered at checkout.',
      ),
    );
    expect(services.setAddressStatus).toHaveBeenCalledWith('a1', false);
    expect(within(main).getByText('Disabled')).toBeInTheDocument();
    await user.click(within(shipTos).getByRole('button', { name: 'Enable: Clinic West' }));
    await waitFor(() =>
      expect(within(shipTos).getByRole('status')).toHaveTextContent('Address enabled successfully.'),
    );
    expect(services.setAddressStatus).toHaveBeenLastCalledWith('a2', true);
  });

  it('should offer the similar company address when one resembling it is added, and add nothing when it is picked', async () => {
    session.permissions = ['addresses'];
    const services = fakeCompany(vi.fn);
    const user = userEvent.setup();
    renderPage(services);
    const shipTos = await screen.findByRole('region', { name: 'Ship-to Addresses' });
    await user.click(within(shipTos).getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Campus');
    await user.type(within(dialog).getByRole('textbox', { name: /^Address line 1/ }), '1200 Walnut');
    await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Philadelphia');
    await choose(user, /State$/, 'Pennsylvania');
    await user.type(within(dialog).getByRole('textbox', { name: /^ZIP code/ }), '19107');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '215-555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    const choice = await within(dialog).findByRole('radiogroup', { name: 'Confirm the address' });
    await user.click(within(choice).getByRole('radio', { name: /Use suggested/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm address' }));
    await waitFor(() =>
      expect(within(shipTos).getByRole('status')).toHaveTextContent(
        'The company already has this address: Main Campus. Nothing was added.',
      ),
    );
    expect(services.addAddress).not.toHaveBeenCalled();
  });

  it('should list the contacts by the letter of the last name, a page at a time, and add one of a type', async () => {
    session.permissions = ['addresses'];
    const services = fakeCompany(vi.fn);
    const user = userEvent.setup();
    renderPage(services);
    const section = await screen.findByRole('region', { name: 'Company Contacts' });
    await within(section).findByText(/Last00/);
    const cards = () =>
      within(within(section).getByRole('list', { name: 'Company Contacts' })).getAllByRole('listitem');
    expect(cards()).toHaveLength(10);
    await user.click(within(section).getByRole('button', { name: /Next page/ }));
    await within(section).findByText(/Mast11/);
    expect(services.listContacts).toHaveBeenLastCalledWith({ index: '', start: 2 });

    await choose(user, /Last name starts with/, 'M');
    await within(section).findByText(/Mast11/);
    expect(services.listContacts).toHaveBeenLastCalledWith({ index: 'M', start: 1 });
    expect(cards()).toHaveLength(1);
    await choose(user, /Last name starts with/, 'Q');
    expect(
      await within(section).findByText('No contact has a last name starting with Q.'),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Kim');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Quinn');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'kim@northwind.example');
    await choose(user, /Contact Type/, 'Technical');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Contact added successfully.'),
    );
    expect(services.addContact).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Kim', lastName: 'Quinn', contactType: 2 }),
    );
  });

  it('should show the company’s addresses and contacts without a way to change them to a buyer without the addresses permission', async () => {
    session.permissions = ['shoppingcart'];
    renderPage(fakeCompany(vi.fn));
    const shipTos = await screen.findByRole('region', { name: 'Ship-to Addresses' });
    await within(shipTos).findByText('Main Campus');
    expect(
      screen.getByText(
        "You can see the company's addresses and contacts. To change them, contact your Company Administrator.",
      ),
    ).toBeInTheDocument();
    await screen.findAllByText(/Last0/);
    expect(screen.queryByRole('button', { name: /^Add |^Edit |^Disable|^Enable/ })).toBeNull();
  });
});
