import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses } from '../AddressCard/AddressCard.fixtures';
import { AddressPicker } from './AddressPicker';

const meta = {
  title: 'Components/AddressPicker',
  component: AddressPicker,
  args: { addresses, onChange: fn(), onAddNew: fn() },
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Contoso Warehouse' }));
    await expect(args.onChange).toHaveBeenCalledWith('a2');
  },
};

export const Playground: Story = { args: { isDisabled: false, labels: { label: 'Ship to' } } };
