import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../storySupport/heldAnswer.fixtures';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button/Features',
  component: Button,
  args: { onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of buttonVariants) {
      await expect(canvas.getByRole('button', { name: variant })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'small' });
    const large = canvas.getByRole('button', { name: 'large' });
    await expect(small.getBoundingClientRect().height).toBeLessThan(large.getBoundingClientRect().height);
  },
};

export const Disabled: Story = {
  args: { children: 'Submit order', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit order' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While its request runs, a pending button shows a turning mark, ignores presses and keeps its colours. */
export const Pending: Story = {
  args: { children: 'Submit order', isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit order' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

const refusal = heldAnswer();

/**
 * Sends the form, pending for the request (held until the play function has seen it pending), then refused with a
 * message: as the portal's forms do.
 */
function RefusedForm() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setPending(true);
        setMessage('');
        void refusal.wait().then(() => {
          setPending(false);
          setMessage('Please enter a title.');
        });
      }}
      style={{ display: 'flex', gap: 8, alignItems: 'center' }}
    >
      <input aria-label="Title" />
      <Button type="submit" isPending={pending}>
        Send request
      </Button>
      <p role="status">{pending ? 'Sending…' : message}</p>
    </form>
  );
}

/**
 * A keyboard user sends a form: the button goes pending and keeps the focus (a disabled one would drop it to
 * <body>), and keeps it when the request is refused, so they fix and send again from where they were.
 */
export const PendingKeepsTheFocus: Story = {
  render: () => <RefusedForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send request' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending…');
    await expect(button).toHaveFocus();
    refusal.release();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Please enter a title.'));
    await expect(button).not.toHaveAttribute('data-pending');
    await expect(button).toHaveFocus();
  },
};

export const KeyboardActivation: Story = {
  args: { children: 'Save cart' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
