import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractItems, contracts, deviceItems, products } from './fixtures';
import { ContractPicker, DevicePicker, WorkItemItems } from './WorkItemItems';

/**
 * The devices or contracts a work item request names (issue 19): removable while Unsubmitted, fixed once submitted;
 * the device search and the contract list they are added from.
 */
const meta = {
  title: 'Contracts/WorkItemItems',
  component: WorkItemItems,
  args: { kind: 'devices', items: deviceItems, viewOnly: false, onRemove: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WorkItemItems>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Devices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Devices' });
    expect(await within(table).findByText('FOC2231X001')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Remove N9K-C93180YC-FX FDO2287X001' }));
    expect(args.onRemove).toHaveBeenCalledWith(deviceItems[1]);
  },
};

/** A removal being sent: its Remove button is pending (it keeps the keyboard focus), the others disabled. */
export const Removing: Story = {
  args: { busy: true, removing: deviceItems[1]?.id ?? null },
  play: async ({ canvasElement, args }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Devices' });
    const removing = await within(table).findByRole('button', { name: 'Remove N9K-C93180YC-FX FDO2287X001' });
    await expect(removing).toHaveAttribute('data-pending', 'true');
    await expect(removing).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(table).getByRole('button', { name: 'Remove C9300-48P-A FOC2231X001' }),
    ).toBeDisabled();
    await userEvent.click(removing);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const SubmittedDevices: Story = {
  args: { viewOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Devices' });
    expect(await within(table).findByText('FDO2287X001')).toBeVisible();
    expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const ContractsToAssociate: Story = {
  args: { kind: 'contracts', items: contractItems },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Contracts to Associate' });
    expect(await within(table).findByText('CON-SNT-91827364')).toBeVisible();
  },
};

export const NoItemsYet: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('No items yet.')).toBeVisible();
  },
};

export const PickDevices: Story = {
  render: () => (
    <DevicePicker
      page={products}
      search=""
      onSearch={fn()}
      onPageChange={fn()}
      onAdd={fn(async () => true)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add selected' });
    expect(add).toBeDisabled();
    const table = await canvas.findByRole('grid', { name: 'Add Devices' });
    const row = await within(table).findByRole('row', { name: /FOC2245X003/ });
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(add).toBeEnabled();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by part or serial number' }),
      'isr{Enter}',
    );
  },
};

export const NothingLeftToAdd: Story = {
  render: () => (
    <DevicePicker
      page={{ ...products, totalRecords: 0, records: 0, data: [] }}
      search="zzz"
      onSearch={fn()}
      onPageChange={fn()}
      onAdd={fn(async () => true)}
    />
  ),
  play: async ({ canvasElement }) => {
    expect(
      within(canvasElement).getByText('Nothing to add: every match is already on the request.'),
    ).toBeVisible();
  },
};

export const PickContracts: Story = {
  render: () => <ContractPicker contracts={contracts} onAdd={fn(async () => true)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Add Contracts' });
    await userEvent.click(
      within(await within(table).findByRole('row', { name: /CON-PSS-55120034/ })).getByRole('checkbox'),
    );
    expect(canvas.getByRole('button', { name: 'Add selected' })).toBeEnabled();
  },
};

/**
 * Answers the addition once the play function has seen it pending: refused (the request was submitted meanwhile,
 * say). Held, not timed: a 300 ms timer could run out before the pending state was checked on a loaded machine.
 */
let refuse = () => {};
const refuseLater = () =>
  new Promise<boolean>((resolve) => {
    refuse = () => resolve(false);
  });

/**
 * Add selected pressed from the keyboard: pending while the contracts are sent (it keeps the focus, where a
 * disabled button would drop it to <body>); refused, the choice is kept and Add still has the focus, to try again.
 */
export const AddRefusedKeepsTheChoice: Story = {
  render: () => <ContractPicker contracts={contracts} onAdd={fn(refuseLater)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Add Contracts' });
    const checkbox = within(await within(table).findByRole('row', { name: /CON-PSS-55120034/ })).getByRole(
      'checkbox',
    );
    await userEvent.click(checkbox);
    const add = canvas.getByRole('button', { name: 'Add selected' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add).toHaveAttribute('data-pending', 'true'));
    await expect(add).toHaveFocus();
    refuse();
    await waitFor(() => expect(add).not.toHaveAttribute('data-pending'));
    await expect(add).toHaveFocus();
    await expect(add).toBeEnabled();
    await expect(checkbox).toBeChecked();
  },
};
