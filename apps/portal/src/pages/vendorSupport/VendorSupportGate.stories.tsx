import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { problem } from './fixtures';
import { VendorSupportGate } from './VendorSupportGate';

/**
 * What every vendor support page wraps its look-ups in (issue 20): the content once the manufacturer access is
 * there, the connect panel until then, and back to the panel when a look-up answers 409 (access withdrawn).
 */
const meta = {
  title: 'VendorSupport/VendorSupportGate',
  component: VendorSupportGate,
  args: {
    connection: { state: { status: 'connected' }, connect: fn(), lost: fn() },
    children: <p>The look-ups.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VendorSupportGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('The look-ups.')).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Connect to the manufacturer' })).toBeNull();
    expect(args.connection.lost).not.toHaveBeenCalled();
  },
};

export const NotConnected: Story = {
  args: { connection: { state: { status: 'disconnected' }, connect: fn(), lost: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByText('The look-ups.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect to the manufacturer' }));
    expect(args.connection.connect).toHaveBeenCalledTimes(1);
  },
};

/** A look-up answered 409: the gate tells the connection, which goes back to the button. */
export const AccessWithdrawn: Story = {
  args: {
    connection: { state: { status: 'connected' }, connect: fn(), lost: fn() },
    failure: problem(409, 'VendorNotConnected', 'Your manufacturer access has expired or was withdrawn.'),
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.connection.lost).toHaveBeenCalled());
  },
};

export const AccessExpiredMessage: Story = {
  args: {
    connection: {
      state: {
        status: 'disconnected',
        message: 'Your manufacturer access has expired or was withdrawn. Please connect again.',
      },
      connect: fn(),
      lost: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(
      canvas.getByText('Your manufacturer access has expired or was withdrawn. Please connect again.'),
    ).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Connect to the manufacturer' })).toBeEnabled();
  },
};
