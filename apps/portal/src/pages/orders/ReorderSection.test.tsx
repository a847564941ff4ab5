import type { CartAdditionResult, Order } from '@b2b-portal/api';
import { ApplicationFeature } from '@b2b-portal/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartSummary } from '../../services/cartSummary';
import ReorderSection from './ReorderSection';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: [] as string[], features: 0 },
}));
vi.mock('../../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../../app/session', () => ({ useSession: () => session }));

const ORDER_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';
// The fields the section reads of an order.
const order = {
  id: ORDER_ID,
  orderNumber: 'SO-300003',
  items: [
    { lineNumber: 1, manufacturerPart: 'C9300-48P-A', description: 'Catalyst 9300', quantity: 2 },
    { lineNumber: 2, manufacturerPart: 'WS-C3850-24P-L', description: 'Catalyst 3850', quantity: 1 },
  ],
} as unknown as Order;

const result: CartAdditionResult = {
  added: [{ line: 1, manufacturerPart: 'C9300-48P-A', quantity: 2 }],
  refused: [
    {
      line: 2,
      manufacturerPart: 'WS-C3850-24P-L',
      code: 'ProductNotAvailable',
      reason: 'This product is no longer available in the catalogue.',
    },
  ],
  cartCount: 4,
};

describe('ReorderSection', () => {
  afterEach(() => {
    call.mockReset();
    cartSummary.reset();
  });

  it('should not offer Reorder without shoppingcart, nor without the Ordering feature', () => {
    Object.assign(session, { permissions: ['orders'], features: ApplicationFeature.Ordering });
    const { unmount } = render(<ReorderSection order={order} />);
    expect(screen.queryByRole('button', { name: 'Reorder all lines' })).not.toBeInTheDocument();
    unmount();
    Object.assign(session, { permissions: ['orders', 'shoppingcart'], features: 0 });
    render(<ReorderSection order={order} />);
    expect(screen.queryByRole('button', { name: 'Reorder all lines' })).not.toBeInTheDocument();
  });

  it('should add all lines, update the header count and name the line that could not be added', async () => {
    Object.assign(session, {
      permissions: ['orders', 'shoppingcart'],
      features: ApplicationFeature.Ordering,
    });
    call.mockResolvedValue(result);
    render(<ReorderSection order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reorder all lines' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'order.reorder' }), {
      body: { id: ORDER_ID },
      reportProblems: false,
    });
    expect(await screen.findByText('1 line of order SO-300003 was added to your cart.')).toBeInTheDocument();
    expect(
      screen.getByText('Line 2, WS-C3850-24P-L: This product is no longer available in the catalogue.'),
    ).toBeInTheDocument();
    expect(cartSummary.get()).toBe(4);
  });
});
