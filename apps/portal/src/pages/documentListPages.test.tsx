import { ApiError } from '@b2b-portal/api/client';
import { type RouteName, routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import type { PageProps } from '../app/PageProps';
import { validationFailed } from '../forms/validationFailed';
import PricingRequestsPage from './PricingRequestsPage';
import QuotesPage from './QuotesPage';
import RequisitionsPage from './RequisitionsPage';

const { call, download, session } = vi.hoisted(() => ({
  call: vi.fn(),
  download: vi.fn(),
  session: { permissions: [] as string[], features: 0 },
}));
vi.mock('../services/api', () => ({ api: { call, download } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

/** A row's id: a UUID ending in its position in the whole list. */
const idOf = (index: number) => `5b8d1c7e-2f3a-4b5c-8d9e-${String(index).padStart(12, '0')}`;

interface ListPageCase {
  page: ComponentType<PageProps>;
  route: RouteName;
  heading: string;
  /** The table's name. */
  table: string;
  list: string;
  exportId: string;
  exportLabel: string;
  /** Where the list call carries its filters and paging. */
  carrier: 'query' | 'body';
  /** The filters the page starts with, as sent. */
  initial: Record<string, unknown>;
  status: { option: string; id: number };
  dateRangeLabel: string;
  /** The export's options for the status, Last 7 Days (6) and the keyword 'rack'. */
  exported: (status: number) => Record<string, unknown>;
  row: (index: number) => Record<string, unknown>;
  number: (index: number) => string;
  href: (index: number) => string;
  /** The empty list: what it says, and the next step offered to holders of `permissions`. */
  empty: { title: string; action: string; href: string; permissions: string[] };
}

const cases: ListPageCase[] = [
  {
    page: QuotesPage,
    route: 'Quotes',
    heading: 'Quotes',
    table: 'Quotes',
    list: 'quote.list',
    exportId: 'quote.export',
    exportLabel: 'Export',
    carrier: 'body',
    initial: { status: -1, dateRange: 0, keyword: '', businessUnit: '' },
    status: { option: 'Approved', id: 7 },
    dateRangeLabel: 'Created',
    exported: (status) => ({
      body: { status, dateRange: 6, keyword: 'rack', businessUnit: '', start: 1, size: 10 },
    }),
    row: (index) => ({
      id: idOf(index),
      quoteNumber: `Q-${500000 + index}`,
      title: `Quote ${index}`,
      status: 2,
      statusName: 'Submitted',
      createdDate: '2026-11-02T10:00:00.000Z',
      expiresAt: null,
      requester: 'Blake Buyer',
      businessUnit: 'Northwind',
      grandTotal: '100.00',
    }),
    number: (index) => `Q-${500000 + index}`,
    href: (index) => `#/quote?id=${idOf(index)}`,
    empty: {
      title: 'No quotes yet',
      action: 'Request a quote',
      href: '#/send-Pricing-Request',
      permissions: ['viewQuote', 'submitRFQ'],
    },
  },
  {
    page: RequisitionsPage,
    route: 'Requisitions',
    heading: 'Requisitions',
    table: 'Requisitions',
    list: 'requisition.list',
    exportId: 'requisition.exportsearchlist',
    exportLabel: 'Export',
    carrier: 'query',
    initial: { status: -3, dateRange: 0 },
    status: { option: 'Pending Approval', id: 4 },
    dateRangeLabel: 'Date range',
    exported: (status) => ({ body: { status, dateRange: 6, keyword: 'rack' } }),
    row: (index) => ({
      id: idOf(index),
      requisitionNumber: `R-${100000 + index}`,
      title: `Requisition ${index}`,
      status: 4,
      statusName: 'Pending Approval',
      waitingFor: 'Approver Level 1',
      requisitionDate: '2026-11-02T10:00:00.000Z',
      requester: 'Riley Requester',
      businessUnit: 'Northwind',
      orderNumber: '',
      grandTotal: '100.00',
    }),
    number: (index) => `R-${100000 + index}`,
    href: (index) => `#/requisition?id=${idOf(index)}`,
    empty: {
      title: 'No requisitions',
      action: 'Go to your cart',
      href: '#/shopping-cart',
      permissions: ['requisitions', 'shoppingcart'],
    },
  },
  {
    page: PricingRequestsPage,
    route: 'PricingRequestList',
    heading: 'Requests',
    table: 'Requests',
    list: 'pricing.listPricingRequests',
    exportId: 'pricing.ExportToExcel',
    exportLabel: 'Export to Excel',
    carrier: 'query',
    initial: { status: -1, dateRange: 0 },
    status: { option: 'Quoted', id: 9 },
    dateRangeLabel: 'Created',
    exported: (status) => ({ query: { status, dateRange: 6, keyword: 'rack' } }),
    row: (index) => ({
      id: idOf(index),
      number: `PR-${100000 + index}`,
      title: `Request ${index}`,
      status: 7,
      statusName: 'Submitted',
      createdDate: '2026-11-02T10:00:00.000Z',
      requester: 'Blake Buyer',
      quoteID: null,
      quoteNumber: null,
    }),
    number: (index) => `PR-${100000 + index}`,
    href: (index) => `#/pricing-request?id=${idOf(index)}`,
    empty: {
      title: 'No pricing requests yet',
      action: 'Request a quote',
      href: '#/send-Pricing-Request',
      permissions: ['rfqs', 'submitRFQ'],
    },
  },
];

/** Answers list calls with the asked page of `total` rows; remembers nothing else. */
function answerPages(testCase: ListPageCase, total: number) {
  call.mockImplementation(
    async (endpoint: { id: string }, options: Record<string, Record<string, number>>) => {
      expect(endpoint.id).toBe(testCase.list);
      const { start = 1, size = 10 } = options[testCase.carrier] ?? {};
      const first = (start - 1) * size;
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, at) =>
        testCase.row(first + at + 1),
      );
      return { start, size, totalRecords: total, records: rows.length, sortBy: 0, data: rows };
    },
  );
}

/** What the last list call asked for. */
const lastRequest = (testCase: ListPageCase) => call.mock.calls.at(-1)?.[1][testCase.carrier];

function renderPage(testCase: ListPageCase) {
  const Page = testCase.page;
  return render(
    <DownloadsProvider save={vi.fn()}>
      <Page route={routeByName(testCase.route)} query={{}} />
    </DownloadsProvider>,
  );
}

afterEach(() => {
  call.mockReset();
  download.mockReset();
});

// The tables, the selects and typing are slow under jsdom.
describe.each(cases)('$heading list page', (testCase) => {
  it('should show the first page of 10 with links to each document, page on, and reset to page 1', async () => {
    answerPages(testCase, 25);
    renderPage(testCase);
    expect(screen.getByRole('heading', { level: 1, name: testCase.heading })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: testCase.number(1) })).toHaveAttribute(
      'href',
      testCase.href(1),
    );
    const table = screen.getByRole('grid', { name: testCase.table });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1–10 of 25')).toBeInTheDocument();
    expect(lastRequest(testCase)).toEqual({ ...testCase.initial, start: 1, size: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: testCase.number(11) })).toHaveAttribute(
      'href',
      testCase.href(11),
    );
    expect(screen.queryByRole('link', { name: testCase.number(1) })).not.toBeInTheDocument();
    expect(lastRequest(testCase)).toEqual({ ...testCase.initial, start: 2, size: 10 });

    // Reset goes back to page 1 even when the filters were never changed.
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Showing 1–10 of 25')).toBeInTheDocument();
    expect(lastRequest(testCase)).toEqual({ ...testCase.initial, start: 1, size: 10 });
  }, 30_000);

  it('should search with the chosen status, date range and keyword from page 1, export them, and reset', async () => {
    answerPages(testCase, 25);
    download.mockResolvedValue({ kind: 'file', blob: new Blob(['x']), fileName: 'list.xlsx' });
    renderPage(testCase);
    await screen.findByText('Showing 1–10 of 25');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21–25 of 25');

    const form = screen.getByRole('form', { name: 'Search' });
    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: testCase.status.option }));
    await userEvent.click(within(form).getByRole('button', { name: new RegExp(testCase.dateRangeLabel) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 Days' }));
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Keyword' }), '  rack ');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Showing 1–10 of 25')).toBeInTheDocument();
    const filters = { ...testCase.initial, status: testCase.status.id, dateRange: 6, keyword: 'rack' };
    expect(lastRequest(testCase)).toEqual({ ...filters, start: 1, size: 10 });

    await userEvent.click(screen.getByRole('button', { name: testCase.exportLabel }));
    expect(download).toHaveBeenCalledTimes(1);
    const [endpoint, options] = download.mock.calls[0] ?? [];
    expect(endpoint.id).toBe(testCase.exportId);
    // The download toast follows the file as it arrives.
    expect(options).toEqual({ ...testCase.exported(testCase.status.id), onProgress: expect.any(Function) });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11–20 of 25');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Showing 1–10 of 25')).toBeInTheDocument();
    expect(lastRequest(testCase)).toEqual({ ...testCase.initial, start: 1, size: 10 });
    expect(within(form).getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
  }, 60_000);

  it('should say what to do when there is nothing yet, offering the next step only to whoever may take it', async () => {
    answerPages(testCase, 0);
    session.permissions = testCase.empty.permissions;
    const { unmount } = renderPage(testCase);
    expect(await screen.findByText(testCase.empty.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: testCase.empty.action })).toHaveAttribute(
      'href',
      testCase.empty.href,
    );
    // The empty state stands in for the table and its paging (issue 16).
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    unmount();

    // Someone who may see the list but not take the step reads the same words, without a link they cannot use.
    session.permissions = testCase.empty.permissions.slice(0, 1);
    renderPage(testCase);
    expect(await screen.findByText(testCase.empty.title)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: testCase.empty.action })).not.toBeInTheDocument();
  }, 30_000);

  it('should say to check the spelling or reset when a search finds nothing', async () => {
    answerPages(testCase, 0);
    session.permissions = testCase.empty.permissions;
    renderPage(testCase);
    await screen.findByText(testCase.empty.title);
    const form = screen.getByRole('form', { name: 'Search' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Keyword' }), 'no such thing');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
    expect(
      screen.getByText('Check the spelling or widen the filters, or choose Reset to see everything.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(testCase.empty.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: testCase.empty.action })).not.toBeInTheDocument();
  }, 30_000);

  it("should show the server's problem message when the list cannot load", async () => {
    call.mockRejectedValue(
      new ApiError({
        status: 403,
        endpointId: testCase.list,
        body: { code: 'Forbidden', message: 'You may not see this list.', traceId: '' },
      }),
    );
    renderPage(testCase);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see this list.');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  }, 30_000);
});

// A search the server refuses (400 ValidationFailed): the status and date range are chosen from the server's own
// lists, so what reaches it wrong is the keyword (over the contract's 200 characters: the card does not stop it).
describe.each(cases)('$heading list page, a refused search', (testCase) => {
  const tooLong = 'The keyword can be at most 200 characters.';
  const badRange = 'Please choose a date range from the list.';

  it("should say the server's field messages on the search card's fields, with a summary, and focus the first", async () => {
    answerPages(testCase, 25);
    renderPage(testCase);
    await screen.findByText('Showing 1–10 of 25');
    const answerPage = call.getMockImplementation();
    call.mockRejectedValueOnce(
      validationFailed(testCase.list, [
        { path: 'keyword', message: tooLong },
        { path: 'dateRange', message: badRange },
      ]),
    );
    const form = screen.getByRole('form', { name: 'Search' });
    const keyword = within(form).getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(keyword, 'rack');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

    // Not the shell's generic error modal: the call says it shows its own problems.
    expect(call.mock.calls.at(-1)?.[1]).toMatchObject({ reportProblems: false });
    await vi.waitFor(() => expect(keyword).toHaveAttribute('aria-invalid', 'true'));
    expect(keyword).toHaveAccessibleDescription(tooLong);
    expect(within(form).getByText(badRange)).toBeInTheDocument();
    // The summary on the card, said once (the results do not say it again), and the focus on the first field marked.
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(
      'The search could not be run. Please correct the marked fields and search again.',
    );
    expect(form).toContainElement(alerts[0] ?? null);
    await vi.waitFor(() => expect(keyword).toHaveFocus());

    // A search the server takes clears them.
    call.mockImplementation(answerPage as never);
    await userEvent.clear(keyword);
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(keyword).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(badRange)).not.toBeInTheDocument();
  }, 30_000);
});
