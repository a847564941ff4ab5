import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShipmentNotificationsPanel } from './ShipmentNotificationsSection';

/**
 * My Account's shipment notifications (002 §3 "all orders, one order, none"): the all-orders switch, the orders
 * followed one by one, and off for all.
 */
const meta = {
  title: 'Account/ShipmentNotificationsPanel',
  component: ShipmentNotificationsPanel,
  args: {
    settings: {
      allOrders: false,
      orders: [
        {
          orderID: '6f1d2c1a-4a52-4c55-9a43-3b7d2b1c0a01',
          orderNumber: 'SO-300003',
          title: 'Radiology network refresh',
        },
      ],
    },
    onAllOrdersChange: fn(),
    onUnsubscribeAll: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShipmentNotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('link', { name: 'SO-300003' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Email me when any of my orders ships' }));
    expect(args.onAllOrdersChange).toHaveBeenCalledWith(true);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Unsubscribe from all shipment notifications' }),
    );
    expect(args.onUnsubscribeAll).toHaveBeenCalled();
  },
};

export const AllOrders: Story = {
  args: { settings: { allOrders: true, orders: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('switch', { name: 'Email me when any of my orders ships' })).toBeChecked();
    expect(canvas.getByText('You do not follow any order one by one.')).toBeVisible();
  },
};

export const NoneAfterOffForAll: Story = {
  args: { settings: { allOrders: false, orders: [] }, message: 'All orders unsubscribed.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('All orders unsubscribed.');
    expect(
      canvas.getByRole('button', { name: 'Unsubscribe from all shipment notifications' }),
    ).toBeDisabled();
  },
};

export const SavingFailed: Story = {
  args: { error: 'Something went wrong.' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Something went wrong.')).toBeVisible();
  },
};
