import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderShipmentsPanel } from './OrderShipmentsSection';

/**
 * The order detail's Shipments (issue 17): the switch for this order's shipment mail with what it means, and each
 * shipment linked to its page with the lines it carries and its tracking (the carrier's links, 'Not Available'
 * as text).
 */
const shipment = {
  id: '6f1d2c1a-4a52-4c55-9a43-3b7d2b1c0a01',
  number: 'SH-700001',
  carrier: 'UPS',
  shipDate: '2026-11-27',
  lineNumbers: [1, 2, 3, 4],
  tracking: [
    {
      trackingNumber: '1Z4201FDAA77793499',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z4201FDAA77793499',
    },
    { trackingNumber: 'Not Available', trackingUrl: '' },
  ],
};

const meta = {
  title: 'Orders/OrderShipmentsPanel',
  component: OrderShipmentsPanel,
  args: { shipments: [shipment], subscribed: false, onSubscribedChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderShipmentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shipped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'SH-700001' });
    expect(link).toHaveAttribute('href', `#/shipment?number=SH-700001&id=${shipment.id}`);
    expect(canvas.getByRole('link', { name: 'Track 1Z4201FDAA77793499 with UPS' })).toBeVisible();
    expect(canvas.getByRole('status')).toHaveTextContent(
      'You will not receive shipment emails for this order.',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Subscribe to shipment notifications' }));
    expect(args.onSubscribedChange).toHaveBeenCalledWith(true);
  },
};

export const SubscribedNoShipments: Story = {
  args: { shipments: [], subscribed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('switch', { name: 'Subscribe to shipment notifications' })).toBeChecked();
    expect(canvas.getByRole('status')).toHaveTextContent('You will receive an email when this order ships.');
    expect(canvas.getByText('No shipments yet.')).toBeVisible();
  },
};

export const SavingFailed: Story = {
  args: { saving: false, error: 'You do not have access to this order.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('You do not have access to this order.')).toBeVisible();
  },
};

/** While the choice is saved the switch is read-only, not disabled: it keeps the focus of whoever pressed it. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Subscribe to shipment notifications' });
    expect(toggle).toBeEnabled();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveFocus();
    expect(toggle).not.toBeChecked();
    expect(args.onSubscribedChange).not.toHaveBeenCalled();
  },
};
