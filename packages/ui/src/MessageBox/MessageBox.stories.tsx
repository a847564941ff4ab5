import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { MessageBox, type MessageBoxProps, messageBoxTypes } from './MessageBox';

/** Opens the box from a button and closes it through `onClose`, the way the portal does. */
export function MessageBoxHarness({ onClose, ...props }: Omit<MessageBoxProps, 'isOpen'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Show message</Button>
      <MessageBox
        {...props}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/MessageBox',
  component: MessageBox,
  excludeStories: ['MessageBoxHarness'],
  args: {
    isOpen: false,
    type: 'info',
    title: 'Session timed out',
    message: 'Your session has timed out. Please log in again.',
    onClose: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: messageBoxTypes } },
  render: (args) => <MessageBoxHarness {...args} />,
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show message' }));
    const box = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Session timed out',
    });
    await expect(within(box).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const Playground: Story = {};
