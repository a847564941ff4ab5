import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastHarness } from './ToastRegion.stories';
import type { ToastTone } from './toastQueue';

const meta = {
  title: 'Components/ToastRegion/Features',
  component: ToastHarness,
  args: { content: { tone: 'info', title: 'Prices updated' } },
} satisfies Meta<typeof ToastHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const showToast = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  return within(await within(document.body).findByRole('region', { name: 'Notifications' }));
};

const toneStory = (tone: ToastTone, title: string): Story => ({
  args: { content: { tone, title, description: 'More about it.' } },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    const toast = region.getByRole('alertdialog', { name: title });
    await expect(toast).toHaveAttribute('data-tone', tone);
    await expect(within(toast).getByText('More about it.')).toBeVisible();
  },
});

export const Info = toneStory('info', 'Prices updated');
export const Success = toneStory('success', 'Order saved');
export const Warning = toneStory('warning', 'Credit limit almost reached');
export const ErrorTone = toneStory('error', 'Order could not be saved');

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    const toast = region.getByRole('alertdialog', { name: 'Prices updated' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

const onClose = fn();

export const AutoDismissAfterTimeout: Story = {
  args: { options: { timeout: 800, onClose } },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    const toast = region.getByRole('alertdialog', { name: 'Prices updated' });
    // Move the pointer away: hovering the region pauses the timer.
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(onClose).toHaveBeenCalled();
  },
};

export const ErrorsStayUntilClosed: Story = {
  args: { content: { tone: 'error', title: 'Order could not be saved' } },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(region.getByRole('alertdialog', { name: 'Order could not be saved' })).toBeVisible();
  },
};

export const StacksSeveral: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    const region = await showToast(canvasElement);
    await waitFor(() => expect(region.getAllByRole('alertdialog')).toHaveLength(2));
  },
};

export const EnterOnCloseButtonCloses: Story = {
  args: { content: { tone: 'warning', title: 'Credit limit almost reached' } },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    const close = region.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
