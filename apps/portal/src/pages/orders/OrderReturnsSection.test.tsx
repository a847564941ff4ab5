import type { OrderReturns, ReturnRequest } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definitionOf } from '../../test-support/definitionOf';
import { findFilledGrid } from '../../test-support/findFilledGrid';
import { OrderReturnsSection } from './OrderReturnsSection';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../services/api', () => ({ api: { call, download: vi.fn() } }));

const ORDER_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';

const made: ReturnRequest = {
  id: '5b8d1c7e-2f3a-4b5c-8d9e-00000000aa01',
  number: 'RMA-800001',
  orderID: ORDER_ID,
  lineNumber: 2,
  manufacturerPart: 'SFP-10G-SR',
  description: '10GBASE-SR SFP module',
  quantity: 3,
  reason: 'Ordered too many',
  status: 'Requested',
  statusName: 'Requested',
  unitPrice: '19.99',
  value: '59.97',
  restockingFee: '11.99',
  credit: '47.98',
  creditMemoNumber: '',
  requestedBy: 'Riley Buyer',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const before: OrderReturns = {
  mayRequest: true,
  returns: [],
  lines: [
    {
      lineNumber: 1,
      manufacturerPart: 'C9300-48P-A',
      description: 'Catalyst 9300 48-port PoE+',
      unitPrice: '5000.10',
      serviceLength: 0,
      returnable: 2,
    },
    {
      lineNumber: 2,
      manufacturerPart: 'SFP-10G-SR',
      description: '10GBASE-SR SFP module',
      unitPrice: '19.99',
      serviceLength: 0,
      returnable: 4,
    },
  ],
};

afterEach(() => call.mockReset());

describe('OrderReturnsSection', () => {
  it('should show the 20% restocking fee and the credit before the request is sent, then list the request', async () => {
    let listed = before;
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'order.listReturns') return listed;
      if (endpoint.id === 'order.createReturn') {
        listed = { ...before, returns: [made] };
        return made;
      }
      throw new Error(`Unexpected call ${endpoint.id}`);
    });
    render(<OrderReturnsSection orderId={ORDER_ID} />);
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(section).findByText('No return requests for this order.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    // Line 1 first: 1 × $5,000.10 → fee $1,000.02, credit $4,000.08.
    expect(definitionOf(dialog, 'Restocking fee (20%)')).toHaveTextContent('$1,000.02');
    expect(definitionOf(dialog, 'Credit')).toHaveTextContent('$4,000.08');
    await userEvent.click(within(dialog).getByRole('button', { name: /Line/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^2 · SFP-10G-SR/ }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.tab();
    // At most what is left of the line: 4.
    expect(within(dialog).getByText('Up to 4 can be returned.')).toBeInTheDocument();
    expect(quantity).toHaveValue('4');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.tab();
    // 3 × $19.99 = $59.97; 20% is $11.994 → $11.99; the credit $47.98, exactly.
    expect(definitionOf(dialog, 'Value')).toHaveTextContent('$59.97');
    expect(definitionOf(dialog, 'Restocking fee (20%)')).toHaveTextContent('$11.99');
    expect(definitionOf(dialog, 'Credit')).toHaveTextContent('$47.98');
    // No reason: refused before any call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit return request' }));
    expect(await within(dialog).findByText('Please give a reason for the return.')).toBeInTheDocument();
    expect(call.mock.calls.map(([endpoint]) => endpoint.id)).not.toContain('order.createReturn');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ordered too many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit return request' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Return request RMA-800001 submitted.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const create = call.mock.calls.find(([endpoint]) => endpoint.id === 'order.createReturn');
    expect(create?.[1].body).toEqual({
      orderID: ORDER_ID,
      lineNumber: 2,
      quantity: 3,
      reason: 'Ordered too many',
    });
    const table = await findFilledGrid('Returns');
    expect(section).toContainElement(table);
    expect(within(table).getByText('RMA-800001')).toBeInTheDocument();
    expect(within(table).getByText('$11.99')).toBeInTheDocument();
    // A long typing journey: room for a loaded machine beside the 15 s default.
  }, 30_000);

  it('should show the server’s refusal in the dialog and keep it open', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'order.listReturns') return before;
      throw new ApiError({
        status: 422,
        endpointId: 'order.createReturn',
        body: {
          code: 'ReturnQuantityTooLarge',
          message: 'At most 1 of this line can be returned.',
          traceId: '',
        },
      });
    });
    render(<OrderReturnsSection orderId={ORDER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Damaged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit return request' }));
    expect(await within(dialog).findByText('At most 1 of this line can be returned.')).toBeInTheDocument();
  });

  it('should offer no request to a reader of another company’s order, and say when nothing has shipped', async () => {
    call.mockResolvedValueOnce({ ...before, mayRequest: false, returns: [made] });
    const { unmount } = render(<OrderReturnsSection orderId={ORDER_ID} />);
    expect(await screen.findByRole('grid', { name: 'Returns' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
    unmount();
    call.mockResolvedValueOnce({ ...before, lines: [] });
    render(<OrderReturnsSection orderId={ORDER_ID} />);
    expect(
      await screen.findByText('Nothing on this order can be returned yet: only shipped lines can.'),
    ).toBeInTheDocument();
  });
});
