import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyAddressesSection } from './CompanyAddressesSection';
import { CompanyContactsSection } from './CompanyContactsSection';
import type { CompanyAddressServices } from './companyAddressServices';
import { fakeCompany } from './fakeCompany';

/**
 * /addresses' sections (002 §2, §3, §6): the company-wide ship-to and bill-to addresses, enabled or disabled, and
 * the company's contacts by the letter of their last name, a page at a time. A holder of addresses changes them;
 * shoppingcart alone reads.
 */
const meta = {
  title: 'Addresses/CompanySections',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const withCalls = (overrides: Partial<CompanyAddressServices>): CompanyAddressServices => ({
  ...fakeCompany(fn),
  ...overrides,
});

export const ShipTosEnabledAndDisabled: Story = {
  render: () => <CompanyAddressesSection services={fakeCompany(fn)} type={2} canChange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = (await canvas.findByText('Main Campus')).closest('li') as HTMLElement;
    await expect(within(main).getByText('Enabled')).toBeVisible();
    const clinic = canvas.getByText('Clinic West').closest('li') as HTMLElement;
    await expect(within(clinic).getByText('Disabled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Address' })).toBeEnabled();
  },
};

export const AddressDisabled: Story = {
  render: () => <CompanyAddressesSection services={fakeCompany(fn)} type={2} canChange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable: Main Campus' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Address disabled successfully. It is no longer offered at checkout.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Enable: Main Campus' })).toBeVisible();
  },
};

export const BillTosReadOnly: Story = {
  render: () => <CompanyAddressesSection services={fakeCompany(fn)} type={1} canChange={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Accounts Payable')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AddressesLoading: Story = {
  render: () => (
    <CompanyAddressesSection
      services={withCalls({ listAddresses: () => new Promise(() => undefined) })}
      type={2}
      canChange
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  },
};

export const AddressesFailed: Story = {
  render: () => (
    <CompanyAddressesSection
      services={withCalls({ listAddresses: async () => Promise.reject(new Error('offline')) })}
      type={2}
      canChange
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const NoAddresses: Story = {
  render: () => (
    <CompanyAddressesSection services={withCalls({ listAddresses: async () => [] })} type={2} canChange />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The company has no addresses of this kind yet.'),
    ).toBeVisible();
  },
};

export const ContactsFirstPage: Story = {
  render: () => <CompanyContactsSection services={fakeCompany(fn)} canChange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Company Contacts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getAllByText('Contact type: Business')[0]).toBeVisible();
  },
};

export const ContactsByLetter: Story = {
  render: () => <CompanyContactsSection services={fakeCompany(fn)} canChange={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Last00/);
    await userEvent.click(canvas.getByRole('button', { name: /Last name starts with/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'M' }));
    await expect(await canvas.findByText(/Mast11/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit|^Disable|^Add/ })).toBeNull();
  },
};

export const ContactsNoneForLetter: Story = {
  render: () => (
    <CompanyContactsSection
      services={withCalls({
        listContacts: async ({ start }) => ({
          start,
          size: 10,
          totalRecords: 0,
          records: 0,
          sortBy: 0,
          data: [],
        }),
      })}
      canChange
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The company has no contacts yet.')).toBeVisible();
  },
};
