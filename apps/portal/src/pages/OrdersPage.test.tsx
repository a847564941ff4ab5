import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import { findFilledGrid } from '../test-support/findFilledGrid';
import OrdersPage from './OrdersPage';

const { call, download, session } = vi.hoisted(() => ({
  call: vi.fn(),
  download: vi.fn(),
  session: { permissions: [] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download }) }));

const idOf = (index: number) => `5b8d1c7e-2f3a-4b5c-8d9e-${String(index).padStart(12, '0')}`;
const UNIT = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const row = (index: number) => ({
  id: idOf(index),
  orderNumber: `SO-${300000 + index}`,
  orderDate: '2026-11-02T14:10:00.000Z',
  title: `Order ${index}`,
  affiliatedCompany: index === 2 ? 'Contoso Retail' : '',
  po: `PO-${index}`,
  grandTotal: '12345.60',
  status: -102,
  statusName: 'Open',
  shipTo: 'Northwind Health Main Campus',
  businessUnit: 'Radiology',
  quoteID: index === 1 ? idOf(900) : null,
  quoteNumber: index === 1 ? 'Q-500107' : '',
  requisitionID: null,
  requisitionNumber: '',
  serial: '',
  part: '',
  blanketPo: '',
});

/** The company's hierarchy as listHierarchy answers it: each unit by its path. */
const hierarchy = {
  label: 'Department',
  hierarchyName: 'Northwind Departments',
  isRequired: false,
  units: [
    { id: idOf(700), name: 'Clinical Services', path: 'Clinical Services', level: 1, typeName: 'Division' },
    {
      id: UNIT,
      name: 'Cardiology',
      path: 'Clinical Services › Cardiology',
      level: 2,
      typeName: 'Department',
    },
  ],
};

const NORTHWIND = { id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', name: 'Northwind Health' };
const CONTOSO = { id: '1c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', name: 'Contoso Retail' };

/** Answers the list with the asked page of `total` rows and the search card's options. */
function answer(total: number, companies = [NORTHWIND]) {
  call.mockImplementation(async (endpoint: { id: string }, options: { query?: Record<string, number> }) => {
    if (endpoint.id === 'order.getSearchOptions') {
      return {
        shipTos: ['Northwind Health Clinic West', 'Northwind Health Main Campus'],
        businessUnits: [{ id: UNIT, name: 'Cardiology' }],
        companies,
      };
    }
    if (endpoint.id === 'BusinessUnit.listHierarchy') return hierarchy;
    expect(endpoint.id).toBe('order.searchPage');
    const { start = 1, size = 10 } = options.query ?? {};
    const first = (start - 1) * size;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, at) =>
      row(first + at + 1),
    );
    // The server counts to 1,000 and says whether more match (issue 17).
    const capped = total > 1000;
    return {
      start,
      size,
      totalRecords: capped ? 1000 : total,
      totalCapped: capped,
      records: rows.length,
      sortBy: 0,
      data: rows,
    };
  });
}

const lastQuery = () =>
  call.mock.calls.filter(([endpoint]) => endpoint.id === 'order.searchPage').at(-1)?.[1].query;

const renderPage = () => render(<OrdersPage route={routeByName('Orders')} query={{}} />);

afterEach(() => {
  call.mockReset();
  session.permissions = [];
});

describe('Orders page', () => {
  it('should list the first 10 orders with links to each, the quote link and the company of an affiliated order, and page on', async () => {
    answer(23, [NORTHWIND, CONTOSO]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'SO-300001' })).toHaveAttribute(
      'href',
      `#/order?id=${idOf(1)}`,
    );
    const table = screen.getByRole('grid', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('link', { name: 'Q-500107' })).toHaveAttribute(
      'href',
      `#/quote?id=${idOf(900)}`,
    );
    expect(within(table).getByText('Contoso Retail')).toBeInTheDocument();
    expect(within(table).getAllByText('$12,345.60')).toHaveLength(10);
    expect(lastQuery()).toEqual({ start: 1, size: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ start: 2, size: 10 });
  }, 30_000);

  it('should say more than 1,000 orders match when the count stops at the cap, with no last page, and page on', async () => {
    answer(1_205);
    renderPage();
    expect(await screen.findByText('Showing 1–10 of more than 1,000')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20 of more than 1,000')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ start: 2, size: 10 });
  }, 30_000);

  it('should say a refused title at Title and a refused order number at Order #, on the card, not in the error modal', async () => {
    answer(23);
    renderPage();
    await screen.findByText('Showing 1–10 of 23');
    const tooLong = 'Please enter at most 100 characters.';
    const answered = call.getMockImplementation();
    call.mockImplementation(async (endpoint: { id: string }, options: unknown) => {
      if (endpoint.id !== 'order.searchPage') return answered?.(endpoint, options);
      throw validationFailed('order.searchPage', [
        { path: 'number', message: tooLong },
        { path: 'title', message: tooLong },
      ]);
    });
    const form = screen.getByRole('form', { name: 'Search orders' });
    const number = within(form).getByRole('searchbox', { name: 'Order #' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await userEvent.type(number, 'x'.repeat(101));
    await userEvent.type(title, 'y'.repeat(101));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The search could not be run. Please correct the marked fields and search again.',
    );
    expect(number).toHaveAccessibleDescription(tooLong);
    expect(title).toHaveAccessibleDescription(tooLong);
    const searches = call.mock.calls.filter(([endpoint]) => endpoint.id === 'order.searchPage');
    expect(searches.at(-1)?.[1]).toEqual(expect.objectContaining({ reportProblems: false }));
  }, 60_000);

  it('should search by serial, PO, ship-to, business unit, status and order date from page 1, and reset', async () => {
    answer(23);
    renderPage();
    await screen.findByText('Showing 1–10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11–20 of 23');

    const form = screen.getByRole('form', { name: 'Search orders' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Order #' }), ' SO-3 ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Serial #' }), 'FOC2611X0A2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'PO #' }), 'NW-PO');
    await userEvent.click(within(form).getByRole('button', { name: /Ship-To/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Health Clinic West' }));
    // The hierarchy's own label and its units by path (issue 18).
    await userEvent.click(await within(form).findByRole('button', { name: /Department/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Clinical Services › Cardiology' }));
    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await userEvent.click(within(form).getByRole('button', { name: /Order Date/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 Days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    const filters = {
      number: 'SO-3',
      serial: 'FOC2611X0A2',
      po: 'NW-PO',
      shipTo: 'Northwind Health Clinic West',
      businessUnit: UNIT,
      status: -104,
      dateRange: 9,
    };
    expect(lastQuery()).toEqual({ ...filters, start: 1, size: 10 });

    // The export sends the same filters, without the paging.
    download.mockResolvedValue({ kind: 'file' });
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(download).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'order.orderSearchListExportToExcel' }),
      { query: filters },
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    await screen.findByText('Showing 1–10 of 23');
    expect(lastQuery()).toEqual({ start: 1, size: 10 });
    expect(within(form).getByRole('textbox', { name: 'Serial #' })).toHaveValue('');
  }, 60_000);

  it('should offer a company to a holder of affiliatedOrders with affiliated companies, and no such field to others', async () => {
    answer(3);
    const { unmount } = renderPage();
    await screen.findByText('Showing 1–3 of 3');
    const own = screen.getByRole('form', { name: 'Search orders' });
    expect(within(own).queryByRole('button', { name: /Company/ })).not.toBeInTheDocument();
    unmount();

    answer(3, [NORTHWIND, CONTOSO]);
    renderPage();
    await screen.findByText('Showing 1–3 of 3');
    const form = screen.getByRole('form', { name: 'Search orders' });
    await userEvent.click(await within(form).findByRole('button', { name: /Company/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contoso Retail' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(lastQuery()).toEqual({ company: CONTOSO.id, start: 1, size: 10 }));
  }, 30_000);

  it('should name every order’s company only to a holder of affiliated companies, its own company included', async () => {
    answer(3);
    const { unmount } = renderPage();
    const own = await findFilledGrid('Orders');
    // One company: every order is the caller's own, so there is no Company column to leave empty.
    expect(within(own).queryByRole('columnheader', { name: /Company/ })).not.toBeInTheDocument();
    unmount();

    answer(3, [NORTHWIND, CONTOSO]);
    renderPage();
    const table = await findFilledGrid('Orders');
    expect(within(table).getByRole('columnheader', { name: /Company/ })).toBeInTheDocument();
    const rowOf = (number: string) =>
      within(table).getByRole('rowheader', { name: number }).closest('[role="row"]') as HTMLElement;
    expect(rowOf('SO-300001')).toHaveTextContent('Northwind Health');
    expect(rowOf('SO-300002')).toHaveTextContent('Contoso Retail');
  }, 30_000);

  it('should show the Status next to the order number on a phone, where the wide order put it off screen', async () => {
    // Under 500 px wide (ui's narrowScreenQuery): at 320 px Status was the sixth column, past the screen's edge.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 499px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      answer(1);
      renderPage();
      const table = await findFilledGrid('Orders');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Order #', 'Status', 'Order Date', 'Title', 'PO #', 'Total', 'Quote #']);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);

  it('should show the title and PO on one line with the whole text as its title, and the secondary columns via Columns', async () => {
    answer(1);
    renderPage();
    const table = await findFilledGrid('Orders');
    expect(within(table).getByText('Order 1')).toHaveAttribute('title', 'Order 1');
    expect(within(table).getByText('PO-1')).toHaveAttribute('title', 'PO-1');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Order #', 'Order Date', 'Title', 'PO #', 'Total', 'Status', 'Quote #']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Ship-To' }));
    await userEvent.keyboard('{Escape}');
    expect(await within(table).findByRole('columnheader', { name: /Ship-To/ })).toBeInTheDocument();
  }, 30_000);

  it('should say that orders placed at checkout appear here, offering the shop only to whoever may open it', async () => {
    answer(0);
    const { unmount } = renderPage();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Orders you place at checkout appear here at once.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the shop' })).not.toBeInTheDocument();
    unmount();
    session.permissions = ['browseCatalogs'];
    renderPage();
    expect(await screen.findByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '#/shop');
  });

  it('should link the warehouse summary for whoever may open it', async () => {
    answer(0);
    const { unmount } = renderPage();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /warehouse summary/ })).not.toBeInTheDocument();
    unmount();
    session.permissions = ['ordersMenuStorefront'];
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'Your goods in our warehouse (warehouse summary)' }),
    ).toHaveAttribute('href', '#/warehouse-summary');
  });

  it('should keep the search and the page in the address, and show and load them again on Back from an order', async () => {
    answer(23);
    history.replaceState(null, '', '#/orders');
    const entries = history.length;
    const { unmount } = renderPage();
    await screen.findByText('Showing 1–10 of 23');
    const form = screen.getByRole('form', { name: 'Search orders' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Serial #' }), 'FOC2611X0A2');
    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 11–20 of 23');
    // Searching and paging replace the list's entry: Back leaves the list, it does not step through its searches.
    expect(location.hash).toBe('#/orders?serial=FOC2611X0A2&status=-104&page=2');
    expect(history.length).toBe(entries);

    await userEvent.click(screen.getByRole('link', { name: 'SO-300011' }));
    expect(location.hash).toBe(`#/order?id=${idOf(11)}`);
    unmount(); // the route shows the order
    history.back();
    await vi.waitFor(() => expect(location.hash).toBe('#/orders?serial=FOC2611X0A2&status=-104&page=2'));

    call.mockClear();
    renderPage();
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    const back = screen.getByRole('form', { name: 'Search orders' });
    expect(within(back).getByRole('textbox', { name: 'Serial #' })).toHaveValue('FOC2611X0A2');
    expect(within(back).getByRole('button', { name: /Status/ })).toHaveTextContent('Closed');
    // Asked once, for what the address says: reading its own address back does not load again.
    const searches = call.mock.calls.filter(([endpoint]) => endpoint.id === 'order.searchPage');
    expect(searches.map(([, options]) => options.query)).toEqual([
      { serial: 'FOC2611X0A2', status: -104, start: 2, size: 10 },
    ]);

    // Reset goes back to every order, and the card shows it (it was drawn with the search of the address).
    await userEvent.click(within(back).getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(lastQuery()).toEqual({ start: 1, size: 10 }));
    expect(location.hash).toBe('#/orders');
    const reset = screen.getByRole('form', { name: 'Search orders' });
    expect(within(reset).getByRole('textbox', { name: 'Serial #' })).toHaveValue('');
    expect(within(reset).getByRole('button', { name: /Status/ })).toHaveTextContent('All Statuses');
    expect(within(reset).getByRole('button', { name: 'Reset' })).toHaveFocus();
  }, 60_000);

  it('should open a copied or reloaded address with its search, ignoring what it cannot read', async () => {
    answer(23);
    history.replaceState(
      null,
      '',
      '#/orders?po=NW-PO&status=999&dateRange=soon&businessUnit=not-a-unit&page=abc&keyword=x',
    );
    renderPage();
    await screen.findByText('Showing 1–10 of 23');
    expect(lastQuery()).toEqual({ po: 'NW-PO', start: 1, size: 10 });
    const form = screen.getByRole('form', { name: 'Search orders' });
    expect(within(form).getByRole('textbox', { name: 'PO #' })).toHaveValue('NW-PO');
    expect(within(form).getByRole('button', { name: /Status/ })).toHaveTextContent('All Statuses');
  }, 30_000);

  it('should show the last page for a page past the end (an old link, fewer orders since)', async () => {
    answer(23);
    history.replaceState(null, '', '#/orders?status=-102&page=9');
    renderPage();
    expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ status: -102, start: 3, size: 10 });
    expect(location.hash).toBe('#/orders?status=-102&page=3');
  }, 30_000);
});
