import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';
import { createToastQueue, type ShowToastOptions, type ToastContent, useToast } from './toastQueue';

/** A region with its own queue and a button that shows `content`, the way an app does. */
export function ToastHarness({
  content,
  options,
  ...props
}: Omit<ToastRegionProps, 'queue'> & { content: ToastContent; options?: ShowToastOptions }) {
  const [queue] = useState(() => createToastQueue());
  const toast = useToast(queue);
  return (
    <>
      <Button onPress={() => toast.show(content, options)}>Show toast</Button>
      <ToastRegion {...props} queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/ToastRegion',
  excludeStories: ['ToastHarness'],
  component: ToastHarness,
  args: { content: { tone: 'success', title: 'Order saved', description: 'SO-10442 was saved as a draft.' } },
} satisfies Meta<typeof ToastHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Order saved')).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    content: { tone: 'info', title: 'Prices updated', description: 'The price list of March is active.' },
  },
};
