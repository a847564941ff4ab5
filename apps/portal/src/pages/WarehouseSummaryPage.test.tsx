import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import { findFilledGrid } from '../test-support/findFilledGrid';
import WarehouseSummaryPage from './WarehouseSummaryPage';

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download } }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download }) }));

const idOf = (index: number) => `6c9e2d8f-3a4b-4c5d-9e0f-${String(index).padStart(12, '0')}`;
const DALLAS = '0b9a4a52-5c1e-4f6e-9a0b-000000000001';
const RENO = '0b9a4a52-5c1e-4f6e-9a0b-000000000002';
const dallas = { id: DALLAS, code: 'DFW-1', name: 'Dallas Integration Center' };
const reno = { id: RENO, code: 'RNO-2', name: 'Reno Staging Center' };
const quantities = (received: number, staged: number, shipped: number, heldValue: string) => ({
  received,
  staged,
  shipped,
  heldValue,
});

const row = (index: number) => ({
  id: idOf(index),
  location: index % 2 ? dallas : reno,
  order: { id: idOf(100 + index), number: `SO-${300000 + index}` },
  po: `NW-PO-${index}`,
  lineNumber: 1,
  manufacturerPart: 'C9300-48P-A',
  description: 'Catalyst 9300 48-port PoE+',
  quantity: 2,
  unitPrice: '5995.00',
  status: index === 1 ? 2 : 1,
  statusName: index === 1 ? 'Staged for Deployment' : 'Received',
  serialNumbers: index === 1 ? ['FOC2611X0A1'] : [],
  assetTags: index === 1 ? ['NW-AT-00411'] : [],
  receivedDate: '2026-11-20',
  stagedDate: index === 1 ? '2026-11-22' : null,
  shippedDate: null,
  shipment: null,
});

/** Answers the summary with the asked page of `total` rows, the totals and two locations. */
function answer(total: number) {
  call.mockImplementation(async (endpoint: { id: string }, options: { query?: Record<string, number> }) => {
    expect(endpoint.id).toBe('warehouse.summary');
    const { start = 1, size = 20 } = options.query ?? {};
    const first = (start - 1) * size;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, at) =>
      row(first + at + 1),
    );
    return {
      start,
      size,
      totalRecords: total,
      records: rows.length,
      sortBy: 0,
      data: rows,
      totals: total ? quantities(48, 2, 0, '299750.00') : quantities(0, 0, 0, '0.00'),
      locations: [
        { ...dallas, quantities: quantities(24, 2, 0, '155870.00') },
        { ...reno, quantities: quantities(24, 0, 0, '143880.00') },
      ],
    };
  });
}

const lastQuery = () => call.mock.calls.at(-1)?.[1].query;
const renderPage = () => render(<WarehouseSummaryPage route={routeByName('WarehouseSummary')} query={{}} />);

afterEach(() => {
  call.mockReset();
  download.mockReset();
});

describe('Warehouse summary page', () => {
  it('should list the goods held 20 to a page with their order, status and serials, the totals and each location', async () => {
    answer(25);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Warehouse Summary' })).toBeInTheDocument();
    const table = await findFilledGrid('Goods held for you');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('link', { name: 'SO-300001' })).toHaveAttribute(
      'href',
      `#/order?id=${idOf(101)}`,
    );
    const first = within(table)
      .getByRole('link', { name: 'SO-300001' })
      .closest('[role="row"]') as HTMLElement;
    expect(within(first).getByText('Staged for Deployment')).toBeInTheDocument();
    expect(within(first).getByText('FOC2611X0A1, NW-AT-00411')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals of the goods found' });
    expect(within(totals).getByText('48')).toBeInTheDocument();
    expect(within(totals).getByText('$299,750.00')).toBeInTheDocument();
    const byLocation = screen.getByRole('grid', { name: 'By location' });
    expect(within(byLocation).getByText('Reno Staging Center').closest('[role="row"]')).toHaveTextContent(
      '$143,880.00',
    );
    expect(lastQuery()).toEqual({ start: 1, size: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ start: 2, size: 20 });
  }, 30_000);

  it('should search by order, location and status from page 1, and export what the filters match', async () => {
    answer(25);
    download.mockResolvedValue({ kind: 'file' });
    renderPage();
    await screen.findByText('Showing 1–20 of 25');
    const form = screen.getByRole('form', { name: 'Find goods' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Order #' }), ' 3000 ');
    await userEvent.click(within(form).getByRole('button', { name: /Location/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reno Staging Center' }));
    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Received' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByText('Showing 1–20 of 25');
    expect(lastQuery()).toEqual({ order: '3000', location: RENO, status: 1, start: 1, size: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(download).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'warehouse.exportToExcel' }), {
      query: { order: '3000', location: RENO, status: 1 },
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    await screen.findByText('Showing 1–20 of 25');
    expect(lastQuery()).toEqual({ start: 1, size: 20 });
  }, 60_000);

  it('should say a refused order number at Order #, on the card, with the focus there, not in the error modal, with no results of another search under it', async () => {
    answer(25);
    renderPage();
    await screen.findByText('Showing 1–20 of 25');
    const tooLong = 'Please enter at most 100 characters.';
    call.mockRejectedValue(validationFailed('warehouse.summary', [{ path: 'order', message: tooLong }]));
    const form = screen.getByRole('form', { name: 'Find goods' });
    const order = within(form).getByRole('searchbox', { name: 'Order #' });
    await userEvent.type(order, 'x'.repeat(101));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The search could not be run. Please correct the marked fields and search again.',
    );
    expect(order).toHaveAccessibleDescription(tooLong);
    expect(order).toHaveFocus();
    // The shell's generic modal is not opened as well: the card says it.
    expect(call.mock.calls.at(-1)?.[1]).toEqual(expect.objectContaining({ reportProblems: false }));
    // Nothing under the card seems to answer the refused search: the last search's goods, totals and count go.
    expect(screen.queryByRole('grid', { name: 'Goods held for you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals of the goods found' })).not.toBeInTheDocument();
    expect(screen.queryByText('Showing 1–20 of 25')).not.toBeInTheDocument();
    // The card still offers every location it knew, and a search the server takes shows its answer again.
    await userEvent.click(within(form).getByRole('button', { name: /Location/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reno Staging Center' }));
    answer(25);
    await userEvent.clear(order);
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await findFilledGrid('Goods held for you');
    expect(screen.getByRole('region', { name: 'Totals of the goods found' })).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(lastQuery()).toEqual({ location: RENO, start: 1, size: 20 });
  }, 60_000);

  it('should say when goods appear, when none are held', async () => {
    answer(0);
    renderPage();
    expect(await screen.findByText('No goods in our warehouses')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Goods appear here when we receive them against one of your orders and stay until they ship to you.',
      ),
    ).toBeInTheDocument();
  });
});
