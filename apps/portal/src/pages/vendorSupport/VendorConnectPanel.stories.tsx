import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VendorConnectPanel } from './VendorConnectPanel';

/**
 * What a vendor support page shows until the user's manufacturer access is there (002 §4, issue 20): the check,
 * the button that opens the manufacturer's authorization popup, the wait while it is open, and why the last try
 * did not connect.
 */
const meta = {
  title: 'VendorSupport/VendorConnectPanel',
  component: VendorConnectPanel,
  args: { state: { status: 'disconnected' }, onConnect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VendorConnectPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Connect to the manufacturer' })).toBeVisible();
    expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect to the manufacturer' }));
    expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: { state: { status: 'checking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(
      canvas.getByRole('progressbar', { name: 'Checking your manufacturer access…' }),
    ).toBeInTheDocument();
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WaitingForThePopup: Story = {
  args: { state: { status: 'waiting' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Approve the access there.');
    // Pending, not gone: a keyboard user keeps the focus on it while the popup is open.
    const button = canvas.getByRole('button', { name: 'Connect to the manufacturer' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    state: { status: 'disconnected', message: 'The manufacturer did not grant access. Please try again.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('The manufacturer did not grant access. Please try again.')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Connect to the manufacturer' })).toBeEnabled();
  },
};
