import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DownloadToasts } from './DownloadToasts';

const meta = {
  title: 'Components/DownloadToasts',
  component: DownloadToasts,
  parameters: { layout: 'fullscreen' },
  args: {
    toasts: [
      { downloadId: 'orders-export', isDownloading: true, downloadProgression: 60 },
      { downloadId: 'invoices-export', isDownloading: false, downloadProgression: 30, failed: true },
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof DownloadToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Downloads' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getByRole('status')).toHaveTextContent('Downloading file...');
    await expect(within(region).getByRole('alert')).toHaveTextContent('Download Failed');
  },
};

export const Playground: Story = {};
