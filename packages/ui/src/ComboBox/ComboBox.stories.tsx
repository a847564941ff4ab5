import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import { manufacturers } from './ComboBox.fixtures';

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'Manufacturer', options: manufacturers, onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Manufacturer' }), 'len');
    await userEvent.click(await body.findByRole('option', { name: 'Lenovo' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('lenovo');
  },
};

export const Playground: Story = { args: { placeholder: 'Start typing', description: 'As on the invoice.' } };
