import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type DownloadToast, DownloadToasts } from './DownloadToasts';

const meta = {
  title: 'Components/DownloadToasts/Features',
  component: DownloadToasts,
  parameters: { layout: 'fullscreen' },
  args: { toasts: [], onClose: fn() },
} satisfies Meta<typeof DownloadToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

const barDuration = (bar: HTMLElement) => {
  const fill = bar.querySelector('span > span > span') ?? bar.querySelector('[style*="width"]');
  return getComputedStyle(fill as HTMLElement).getPropertyValue('transition-duration');
};

export const Downloading: Story = {
  args: { toasts: [{ downloadId: 'a', isDownloading: true, downloadProgression: 45 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Export')).toBeVisible();
    await expect(canvas.getByText('Downloading file...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
  },
};

export const Failed: Story = {
  args: { toasts: [{ downloadId: 'b', isDownloading: false, downloadProgression: 30, failed: true }] },
  play: async ({ canvasElement }) => {
    const toast = within(canvasElement).getByRole('alert');
    await expect(toast).toHaveTextContent('Download Failed');
    await expect(toast).toHaveTextContent('Something went wrong');
    await expect(within(toast).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const CloseMarkRemoves: Story = {
  render: function Render(args) {
    const [toasts, setToasts] = useState<DownloadToast[]>([
      { downloadId: 'one', isDownloading: true, downloadProgression: 30 },
      { downloadId: 'two', isDownloading: true, downloadProgression: 80 },
    ]);
    return (
      <DownloadToasts
        {...args}
        toasts={toasts}
        onClose={(id) => {
          args.onClose(id);
          setToasts((current) => current.filter((toast) => toast.downloadId !== id));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledWith('one');
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(1));
  },
};

export const SlowBarAtOrBelowThirtyPercent: Story = {
  args: {
    toasts: [
      { downloadId: 'slow', isDownloading: true, downloadProgression: 30 },
      { downloadId: 'fast', isDownloading: true, downloadProgression: 31 },
    ],
  },
  parameters: {
    docs: { description: { story: 'With reduced motion the global styles cut both to 0.01 ms.' } },
  },
  play: async ({ canvasElement }) => {
    const [slow, fast] = within(canvasElement).getAllByRole('progressbar');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      // The test runner asks for reduced motion: the global styles cut every transition to ~0.
      await expect(Number.parseFloat(barDuration(slow as HTMLElement))).toBeLessThan(0.001);
      await expect(Number.parseFloat(barDuration(fast as HTMLElement))).toBeLessThan(0.001);
    } else {
      await expect(barDuration(slow as HTMLElement)).toBe('5s');
      await expect(barDuration(fast as HTMLElement)).toBe('1s');
    }
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Downloads' });
    await expect(region).toBeEmptyDOMElement();
  },
};
