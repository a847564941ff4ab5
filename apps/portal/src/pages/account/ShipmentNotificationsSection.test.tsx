import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShipmentNotificationsSection } from './ShipmentNotificationsSection';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../services/api', () => ({ api: { call, download: vi.fn() } }));

const ORDER_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';
const followed = { orderID: ORDER_ID, orderNumber: 'SO-300003', title: 'Radiology network refresh' };

afterEach(() => call.mockReset());

describe('ShipmentNotificationsSection (002 §3: all orders, one order, none)', () => {
  it('should turn on all orders, list the orders followed one by one, and turn everything off', async () => {
    let settings = { allOrders: false, orders: [followed] };
    call.mockImplementation(async (endpoint: { id: string }, options: { body?: { subscribe: boolean } }) => {
      if (endpoint.id === 'order.SetSubscribeToAllOrders') {
        settings = { ...settings, allOrders: options.body?.subscribe ?? false };
      }
      if (endpoint.id === 'order.unsubscribeAllShipmentNotifications')
        settings = { allOrders: false, orders: [] };
      return settings;
    });
    render(<ShipmentNotificationsSection />);
    const section = await screen.findByRole('region', { name: 'Shipment Notifications' });
    const allOrders = await within(section).findByRole('switch', {
      name: 'Email me when any of my orders ships',
    });
    expect(allOrders).not.toBeChecked();
    expect(within(section).getByRole('link', { name: 'SO-300003' })).toHaveAttribute(
      'href',
      `#/order?id=${ORDER_ID}`,
    );
    await userEvent.click(allOrders);
    expect(allOrders).toBeChecked();
    expect(
      within(section).getByText('You will receive an email for every shipment of the orders you can see.'),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'order.SetSubscribeToAllOrders' }),
      expect.objectContaining({ body: { subscribe: true } }),
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Unsubscribe from all shipment notifications' }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent('All orders unsubscribed.');
    expect(allOrders).not.toBeChecked();
    expect(within(section).getByText('You do not follow any order one by one.')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Unsubscribe from all shipment notifications' }),
    ).toBeDisabled();
  });
});
