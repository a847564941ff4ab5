import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { title: 'Components/Spinner/Features', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultLabel: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const Large: Story = {
  args: { size: 48, label: 'Loading report' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading report' });
    await expect((bar.firstElementChild as HTMLElement).getBoundingClientRect().width).toBe(48);
  },
};
