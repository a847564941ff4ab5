import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Components/InlineAlert',
  component: InlineAlert,
  args: { children: 'Prices were updated to today’s catalogue prices.' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Prices were updated');
  },
};

export const Playground: Story = {
  args: { tone: 'warning', title: 'Checkout is blocked' },
};
