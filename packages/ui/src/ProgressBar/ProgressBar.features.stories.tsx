import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar/Features',
  component: ProgressBar,
  args: { label: 'Export', value: 75 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutValueText: Story = {
  args: { showValue: false, label: undefined, 'aria-label': 'Download progress' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Download progress' });
    await expect(bar).not.toHaveTextContent('75%');
    await expect(bar).toHaveAttribute('aria-valuetext', '75%');
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Export' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
