import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import { fakeManufacturerSearch, manufacturers } from './ComboBox.fixtures';

const meta = {
  title: 'Components/ComboBox/Features',
  component: ComboBox,
  args: { label: 'Manufacturer', options: manufacturers, onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Manufacturer' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('dell');
    await expect(input).toHaveValue('Dell');
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const NoRecordsFound: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Manufacturer' }), 'zzz');
    await expect(await body.findByText('No records found.')).toBeVisible();
    await expect(body.queryByRole('option', { name: 'Cisco' })).not.toBeInTheDocument();
  },
};

export const AsyncLoading: Story = {
  args: { options: undefined, loadOptions: fakeManufacturerSearch(1500) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Manufacturer' }), 'mic');
    await expect(await body.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await userEvent.click(await body.findByRole('option', { name: 'Microsoft' }, { timeout: 3000 }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('microsoft');
    await waitFor(() => expect(body.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const AsyncNoRecordsFound: Story = {
  args: { options: undefined, loadOptions: fakeManufacturerSearch(100) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Manufacturer' }), 'acme');
    await expect(await body.findByText('No records found.', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Manufacturer required.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Manufacturer' }),
    ).toHaveAccessibleDescription('Manufacturer required.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Manufacturer' })).toBeDisabled();
  },
};
