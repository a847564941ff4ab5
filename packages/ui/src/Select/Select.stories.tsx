import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Select } from './Select';

const options = [
  { id: 'all', label: 'All documents' },
  { id: 'orders', label: 'Orders' },
  { id: 'invoices', label: 'Invoices' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Document type', options, defaultSelectedKey: 'all', onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Document type/ })).toHaveTextContent(
      'All documents',
    );
  },
};

export const Playground: Story = { args: { description: 'Narrows the search.' } };
