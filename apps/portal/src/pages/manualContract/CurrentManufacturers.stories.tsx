import type { CurrentManufacturer, MaintenanceContractSummary } from '@b2b-portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CurrentManufacturers } from './CurrentManufacturers';

/** The manufacturers with uploaded contracts (issue 19): counts, ERP accounts, last upload; view or delete. */
const paloAlto: CurrentManufacturer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Palo Alto Networks',
  code: 'PANW',
  contracts: 1,
  devices: 6,
  erpAccountNumbers: ['C-100234'],
  lastUploadedAt: '2026-11-20T15:30:00.000Z',
};
const fortinet: CurrentManufacturer = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Fortinet',
  code: 'FTNT',
  contracts: 2,
  devices: 9,
  erpAccountNumbers: ['C-100234', 'C-100235'],
  lastUploadedAt: '2026-11-21T09:05:00.000Z',
};
const contract: MaintenanceContractSummary = {
  id: '00000000-0000-4000-8000-000000000011',
  contractNumber: 'PANW-PREM-20931',
  contractType: 'Premium Support',
  dataSource: 3,
  manufacturerId: paloAlto.id,
  manufacturerName: paloAlto.name,
  erpAccountNumber: 'C-100234',
  description: '',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  deviceCount: 6,
};

const meta = {
  title: 'Contracts/Manual upload/CurrentManufacturers',
  component: CurrentManufacturers,
  args: { manufacturers: [fortinet, paloAlto], shown: null, onShow: fn(), onDelete: fn(), busy: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CurrentManufacturers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two manufacturers; View shows one's contracts, Delete asks the page to confirm. */
export const Listed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Palo Alto Networks' })).toBeVisible();
    await expect(canvas.getByText('C-100234, C-100235')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View contracts of Palo Alto Networks' }));
    await expect(args.onShow).toHaveBeenCalledWith(paloAlto);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete contracts of Fortinet' }));
    await expect(args.onDelete).toHaveBeenCalledWith(fortinet);
  },
};

/** One manufacturer's contracts shown under the table; its button now hides them. */
export const ContractsShown: Story = {
  args: { shown: { manufacturer: paloAlto, contracts: [contract] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Uploaded contracts of Palo Alto Networks' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'PANW-PREM-20931' })).toBeVisible();
    await expect(canvas.getByText('12/31/2027')).toBeVisible();
    const hide = canvas.getByRole('button', { name: 'Hide contracts of Palo Alto Networks' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    await expect(args.onShow).toHaveBeenCalledWith(null);
  },
};

/** Nothing uploaded yet. */
export const Empty: Story = {
  args: { manufacturers: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No contracts have been uploaded yet.'),
    ).toBeVisible();
  },
};

/** An upload is under way: Delete waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Delete contracts of Fortinet' })).toBeDisabled();
  },
};
