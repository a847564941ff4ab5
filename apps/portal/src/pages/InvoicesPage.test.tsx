import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvoicesPage from './InvoicesPage';

const { call, download, session } = vi.hoisted(() => ({
  call: vi.fn(),
  download: vi.fn(),
  session: { permissions: ['invoices'] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download }) }));

const idOf = (index: number) => `6c9e2d8f-3a4b-4c5d-9e0f-${String(index).padStart(12, '0')}`;
const ORDER_ID = '5b8d1c7e-2f3a-4b5c-8d9e-000000000001';
const types = ['Invoice', 'Service Invoice', 'Managed Services Contract Invoice', 'Subscription Invoice'];

const row = (index: number) => ({
  id: idOf(index),
  invoiceNumber: `INV-${700000 + index}`,
  invoiceType: ((index - 1) % 4) + 1,
  invoiceTypeName: types[(index - 1) % 4],
  invoiceDate: '2026-11-20',
  dueDate: '2026-12-20',
  po: `PO-${index}`,
  order: index === 1 ? { id: ORDER_ID, number: 'SO-300003' } : null,
  affiliatedCompany: index === 2 ? 'Contoso Retail' : '',
  status: 0,
  statusName: 'Unpaid',
  grandTotal: '1082.50',
  amountPaid: '0.00',
  balanceDue: '1082.50',
  pastDue: index === 1,
});

/** Answers the list with the asked page of `total` rows and the totals of all of them. */
function answer(total: number) {
  call.mockImplementation(async (endpoint: { id: string }, options: { query?: Record<string, number> }) => {
    expect(endpoint.id).toBe('invoice.invoiceList');
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
      totals: { grandTotal: '27062.50', amountPaid: '1000.00', balanceDue: '26062.50', pastDueCount: 1 },
    };
  });
}

const lastQuery = () => call.mock.calls.at(-1)?.[1].query;
const renderPage = () => render(<InvoicesPage route={routeByName('Invoices')} query={{}} />);

afterEach(() => {
  call.mockReset();
  download.mockReset();
  session.permissions = ['invoices'];
});

describe('Invoices page', () => {
  it('should list 20 invoices to a page, each linking to its variant’s page, with the totals of every match', async () => {
    answer(25);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'INV-700001' })).toHaveAttribute(
      'href',
      `#/invoice?id=${idOf(1)}&invoiceType=1`,
    );
    const table = screen.getByRole('grid', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('link', { name: 'INV-700002' })).toHaveAttribute(
      'href',
      `#/service-invoice?id=${idOf(2)}&invoiceType=2`,
    );
    expect(within(table).getByRole('link', { name: 'INV-700003' })).toHaveAttribute(
      'href',
      `#/Managed-services-contract-invoice?id=${idOf(3)}&invoiceType=3`,
    );
    expect(within(table).getByRole('link', { name: 'INV-700004' })).toHaveAttribute(
      'href',
      `#/subscription-invoice?id=${idOf(4)}&invoiceType=4`,
    );
    expect(within(table).getByRole('link', { name: 'SO-300003' })).toHaveAttribute(
      'href',
      `#/order?id=${ORDER_ID}`,
    );
    expect(within(table).getByText('Contoso Retail')).toBeInTheDocument();
    expect(within(table).getAllByText('Past due')).toHaveLength(1);
    const totals = screen.getByRole('region', { name: 'Totals of the invoices found' });
    expect(within(totals).getByText('$27,062.50')).toBeInTheDocument();
    expect(within(totals).getByText('$26,062.50')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ start: 1, size: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ start: 2, size: 20 });
  }, 30_000);

  it('should search by status, due, PO, order and invoice date from page 1, and export what the filters match', async () => {
    answer(25);
    download.mockResolvedValue({ kind: 'file' });
    renderPage();
    await screen.findByText('Showing 1–20 of 25');
    const form = screen.getByRole('form', { name: 'Search invoices' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'PO #' }), ' NW-PO ');
    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unpaid' }));
    await userEvent.click(within(form).getByRole('button', { name: /Due/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Past due' }));
    await userEvent.click(within(form).getByRole('button', { name: /Invoice Date/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 Days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByText('Showing 1–20 of 25');
    // Unpaid is 0: a filter, not "all".
    expect(lastQuery()).toEqual({ po: 'NW-PO', status: 0, due: 1, dateRange: 9, start: 1, size: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(download).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'invoice.exportToExcel' }), {
      query: { po: 'NW-PO', status: 0, due: 1, dateRange: 9 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export usage data' }));
    expect(download).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'invoice.exportUsageData' }), {
      query: { po: 'NW-PO', status: 0, due: 1, dateRange: 9 },
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    await screen.findByText('Showing 1–20 of 25');
    expect(lastQuery()).toEqual({ start: 1, size: 20 });
  }, 60_000);

  it('should say invoices appear when issued, and show no totals, when there are none', async () => {
    answer(0);
    renderPage();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Invoices for your orders appear here when they are issued.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals of the invoices found' })).not.toBeInTheDocument();
  });

  it('should give the documents’ no-access message to an order reader who came from an order', () => {
    session.permissions = ['orders'];
    renderPage();
    expect(
      screen.getByText(
        'You do not have access to view invoices. To request access, contact your Company Administrator or your Presidio Sales Team.',
      ),
    ).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
