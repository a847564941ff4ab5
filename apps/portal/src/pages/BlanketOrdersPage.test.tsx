import type { BlanketOrder, BlanketOrderSummary } from '@b2b-portal/api';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definitionOf } from '../test-support/definitionOf';
import { findFilledGrid } from '../test-support/findFilledGrid';
import BlanketOrderPage from './BlanketOrderPage';
import BlanketOrdersPage from './BlanketOrdersPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));

const idOf = (index: number) => `5b8d1c7e-2f3a-4b5c-8d9e-${String(index).padStart(12, '0')}`;

const summary = (index: number, overrides: Partial<BlanketOrderSummary> = {}): BlanketOrderSummary => ({
  id: idOf(index),
  number: `BPO-NW-${index}`,
  issuedDate: '2025-12-15',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  status: 1,
  statusName: 'Active',
  amount: '250000.00',
  threshold: '200000.00',
  totalToDate: '33643.10',
  remainingAmount: '216356.90',
  thresholdReached: false,
  ...overrides,
});

function answerList(total: number) {
  call.mockImplementation(async (endpoint: { id: string }, options: { body: Record<string, number> }) => {
    expect(endpoint.id).toBe('blanketOrder.list');
    const { start = 1, size = 10 } = options.body;
    const first = (start - 1) * size;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, at) =>
      summary(first + at + 1),
    );
    return { start, size, totalRecords: total, records: rows.length, sortBy: 0, data: rows };
  });
}
const lastBody = () => call.mock.calls.at(-1)?.[1].body;

afterEach(() => {
  call.mockReset();
});

describe('Blanket purchase orders page', () => {
  it('should list 10 blanket POs with their amounts and links, page on, and search by status and number from page 1', async () => {
    answerList(12);
    render(<BlanketOrdersPage route={routeByName('BlanketPurchaseOrders')} query={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blanket Purchase Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'BPO-NW-1' })).toHaveAttribute(
      'href',
      `#/blanket-purchase-order?id=${idOf(1)}`,
    );
    const table = screen.getByRole('grid', { name: 'Blanket Purchase Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('$216,356.90')).toHaveLength(10);
    expect(within(table).getAllByText('$33,643.10')).toHaveLength(10);
    expect(lastBody()).toEqual({ status: 0, start: 1, size: 10, sortBy: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(lastBody()).toEqual({ status: 0, start: 2, size: 10, sortBy: 0 });

    const form = screen.getByRole('form', { name: 'Search blanket purchase orders' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Blanket PO #' }), ' NW-2 ');
    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expired' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByText('Showing 1–10 of 12');
    expect(lastBody()).toEqual({ keyword: 'NW-2', status: 2, start: 1, size: 10, sortBy: 0 });
  }, 60_000);

  it('should say No records found. when the company has no blanket PO', async () => {
    answerList(0);
    render(<BlanketOrdersPage route={routeByName('BlanketPurchaseOrders')} query={{}} />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });
});

const order = (index: number, status: number, statusName: string, grandTotal: string) => ({
  id: idOf(100 + index),
  orderNumber: `SO-30000${index}`,
  orderDate: '2026-11-02T14:10:00.000Z',
  title: `Order ${index}`,
  po: `PO-${index}`,
  status,
  statusName,
  grandTotal,
});

const detail = (overrides: Partial<BlanketOrder> = {}): BlanketOrder => {
  const open = [order(1, 102, 'Open', '30000.10'), order(2, 102, 'Open', '3643.00')];
  const cancelled = [order(3, 6, 'Cancelled', '9999.99')];
  return {
    ...summary(1),
    orders: [...open, ...cancelled],
    categories: [
      { status: 6, statusName: 'Cancelled', orders: cancelled, grandTotal: '9999.99' },
      { status: 102, statusName: 'Open', orders: open, grandTotal: '33643.10' },
    ],
    ...overrides,
  };
};

const renderDetail = (id = idOf(1)) =>
  render(<BlanketOrderPage route={routeByName('BlanketPurchaseOrder')} query={{ id }} />);

describe('Blanket purchase order page', () => {
  it('should show the blanket PO fields and its orders by category with their grand totals', async () => {
    call.mockResolvedValue(detail());
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: /Blanket PO BPO-NW-1/ })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'blanketOrder.get' }),
      expect.objectContaining({ query: { id: idOf(1) } }),
    );
    const fields = screen.getByRole('heading', { level: 2, name: 'Summary' }).parentElement as HTMLElement;
    expect(definitionOf(fields, 'Issued')).toHaveTextContent('12/15/2025');
    expect(definitionOf(fields, 'Start Date')).toHaveTextContent('01/01/2026');
    expect(definitionOf(fields, 'End Date')).toHaveTextContent('12/31/2027');
    expect(definitionOf(fields, 'Amount')).toHaveTextContent('$250,000.00');
    expect(definitionOf(fields, 'Threshold')).toHaveTextContent('$200,000.00');
    expect(definitionOf(fields, 'Total to Date')).toHaveTextContent('$33,643.10');
    expect(definitionOf(fields, 'Remaining Amount')).toHaveTextContent('$216,356.90');
    expect(screen.queryByText(/reached the threshold/)).not.toBeInTheDocument();

    const open = await findFilledGrid('Open (2)');
    expect(within(open).getByRole('link', { name: 'SO-300001' })).toHaveAttribute(
      'href',
      `#/order?id=${idOf(101)}`,
    );
    expect(within(open).getByText('$3,643.00')).toBeInTheDocument();
    expect(screen.getByText('Open total: $33,643.10')).toBeInTheDocument();
    expect(
      within(screen.getByRole('grid', { name: 'Cancelled (1)' })).getByText('SO-300003'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled total: $9,999.99')).toBeInTheDocument();
  });

  it('should warn when the total to date has reached the threshold, and say when no order was placed against it', async () => {
    call.mockResolvedValue(
      detail({
        totalToDate: '4200.00',
        remainingAmount: '800.00',
        amount: '5000.00',
        threshold: '4000.00',
        thresholdReached: true,
        orders: [],
        categories: [],
      }),
    );
    renderDetail();
    expect(
      await screen.findByText('The total to date has reached the threshold of $4,000.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No orders have been placed against this blanket PO yet.')).toBeInTheDocument();
  });
});
