import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'PO number', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'PO number' }), 'PO-42');
    await expect(args.onChange).toHaveBeenLastCalledWith('PO-42');
  },
};

export const Playground: Story = {
  args: { description: 'As printed on your purchase order.', placeholder: 'PO-0000' },
};
