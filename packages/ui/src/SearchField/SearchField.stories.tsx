import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search orders', onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search orders' }),
      'PO-42{Enter}',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith('PO-42');
  },
};

export const Playground: Story = {
  args: { placeholder: 'Order or PO number', description: 'Keyword required.' },
};
