import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses } from '../AddressCard/AddressCard.fixtures';
import { AddressPicker } from './AddressPicker';

const meta = {
  title: 'Components/AddressPicker/Features',
  component: AddressPicker,
  args: { addresses, onChange: fn(), onAddNew: fn() },
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrimarySelectedFirst: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Choose an address' });
    await expect(within(group).getByRole('radio', { name: 'Contoso Ltd. Head Office' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Contoso Warehouse' })).not.toBeChecked();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Contoso Ltd. Head Office' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const warehouse = canvas.getByRole('radio', { name: 'Contoso Warehouse' });
    await expect(warehouse).toHaveFocus();
    await expect(warehouse).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a2');
  },
};

export const AddNewAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const addNew = canvas.getByRole('button', { name: 'Add new address' });
    await expect(addNew).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddNew).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAddAction: Story = {
  args: { onAddNew: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Add new address' }),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved addresses.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add new address' })).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { value: 'a3', labels: { label: 'Ship to' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Ship to' });
    await expect(within(group).getByRole('radio', { name: 'Contoso Pittsburgh Branch' })).toBeChecked();
  },
};
