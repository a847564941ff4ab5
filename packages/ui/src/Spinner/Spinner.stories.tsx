import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading orders…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading orders…' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Playground: Story = { args: { size: 32 } };
