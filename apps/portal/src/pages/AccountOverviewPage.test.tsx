import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountOverviewPage from './AccountOverviewPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: {
    permissions: [] as string[],
    features: 1,
    state: { status: 'signedIn', context: { user: { firstName: 'Dana' } } },
  },
}));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const BUYER = ['orders', 'viewQuote', 'invoices', 'browseCatalogs', 'submitRFQ', 'approveQuotes'];
const USER_ADMINISTRATOR = ['approveRegistrations', 'users'];
const idOf = (index: number) => `6c9e2d8f-3a4b-4c5d-9e0f-${String(index).padStart(12, '0')}`;
const page = <T,>(data: T[], extra = {}) => ({
  start: 1,
  size: 5,
  totalRecords: data.length,
  records: data.length,
  sortBy: 0,
  data,
  ...extra,
});

const order = (index: number) => ({
  id: idOf(index),
  orderNumber: `SO-30000${index}`,
  statusName: 'Open',
  grandTotal: '1234.50',
});
const quote = (index: number, status: number, expiresAt: string | null) => ({
  id: idOf(10 + index),
  quoteNumber: `Q-10000${index}`,
  statusName: status === 7 ? 'Approved' : 'Submitted',
  status,
  grandTotal: '999.99',
  expiresAt,
});
const invoice = (index: number, pastDue: boolean, partlyPaid = false) => ({
  id: idOf(20 + index),
  invoiceNumber: `INV-70000${index}`,
  invoiceType: 1,
  invoiceTypeName: 'Invoice',
  dueDate: '2026-12-20',
  status: partlyPaid ? 1 : 0,
  statusName: partlyPaid ? 'Partially Paid' : 'Unpaid',
  balanceDue: partlyPaid ? '417.25' : '1082.50',
  pastDue,
});

type Answers = Record<
  string,
  (options: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => unknown
>;

const apiError = (message: string) =>
  new ApiError({
    status: 503,
    endpointId: 'invoice.invoiceList',
    body: { code: 'Unavailable', message, traceId: 't-1' },
  });

function answer(overrides: Answers = {}) {
  const answers: Answers = {
    'order.searchPage': () => page([order(1), order(2)], { totalRecords: 12 }),
    'quote.list': ({ body }) =>
      body?.status === 7
        ? page([quote(2, 7, '2026-12-01T00:00:00.000Z')])
        : page([quote(1, 2, '2026-12-24T00:00:00.000Z'), quote(3, 2, null)]),
    // The open invoices oldest due first: an unpaid one and a partially paid one past due, an unpaid one not yet.
    'invoice.invoiceList': () =>
      page([invoice(1, true), invoice(3, true, true), invoice(2, false)], {
        totals: { grandTotal: '3082.25', amountPaid: '500.00', balanceDue: '2582.25', pastDueCount: 4 },
      }),
    'quote.listpending': () => page([], { totalRecords: 3 }),
    'account.listpendingregistrations': () => page([], { totalRecords: 2 }),
    'emailinquiry.submitInquiry': () => ({ ok: true }),
    ...overrides,
  };
  call.mockImplementation(async (endpoint: { id: string }, options) => {
    const reply = answers[endpoint.id];
    if (!reply) throw new Error(`unexpected call ${endpoint.id}`);
    return reply(options ?? {});
  });
}

const renderPage = () => render(<AccountOverviewPage route={routeByName('AccountOverview')} query={{}} />);
const tile = (name: string) => screen.getByRole('region', { name });
/** The page appears whole once every tile has its answer (its Services heading shows with the tiles). */
const drawn = () => screen.findByRole('heading', { level: 2, name: 'Services' });
const calledIds = () => call.mock.calls.map(([endpoint]) => endpoint.id);

afterEach(() => {
  call.mockReset();
  session.permissions = [];
});

describe('Account Overview page', () => {
  it('should show a buyer the orders, quotes and invoices tiles, each row linking to its document', async () => {
    session.permissions = BUYER;
    answer();
    renderPage();
    await drawn();
    expect(await screen.findByRole('link', { name: 'SO-300001' })).toHaveAttribute(
      'href',
      `#/order?id=${idOf(1)}`,
    );
    expect(within(tile('Recent orders')).getByRole('link', { name: 'Recent orders' })).toHaveAttribute(
      'href',
      '#/orders',
    );
    expect(call.mock.calls.find(([endpoint]) => endpoint.id === 'order.searchPage')?.[1].query).toEqual({
      start: 1,
      size: 5,
    });
    expect(within(tile('Recent orders')).getAllByText('$1,234.50', { exact: false })).toHaveLength(2);

    // Open quotes (Submitted and Approved), the soonest expiry first, the one that does not expire last.
    const quotes = tile('Quotes about to expire');
    await within(quotes).findByRole('link', { name: 'Q-100002' });
    expect(
      within(quotes)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Quotes about to expire', 'Q-100002', 'Q-100001', 'Q-100003']);
    expect(within(quotes).getByRole('link', { name: 'Q-100002' })).toHaveAttribute(
      'href',
      `#/quote?id=${idOf(12)}`,
    );
    // The server sorts by expiry: a page of 5 for each open status, not every quote sorted here.
    expect(
      call.mock.calls.filter(([endpoint]) => endpoint.id === 'quote.list').map(([, options]) => options.body),
    ).toEqual([
      { status: 2, start: 1, size: 5, sort: 'expiresSoonest' },
      { status: 7, start: 1, size: 5, sort: 'expiresSoonest' },
    ]);

    // Unpaid invoices (partially paid ones too): the balance of all of them and how many of them are past due (4,
    // of which 2 are shown).
    const invoices = tile('Unpaid invoices');
    expect(await within(invoices).findByText('Balance due: $2,582.25', { exact: false })).toBeInTheDocument();
    expect(within(invoices).getByText('4 past due')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'INV-700001' })).toHaveAttribute(
      'href',
      `#/invoice?id=${idOf(21)}&invoiceType=1`,
    );
    // The past-due rows say so, the partially paid one with its balance left; the one not yet due does not.
    const [pastDueRow, partlyPaidRow, dueRow] = within(invoices).getAllByRole('listitem');
    expect(pastDueRow).toHaveTextContent('INV-700001');
    expect(within(pastDueRow as HTMLElement).getByText('Past due')).toBeInTheDocument();
    expect(partlyPaidRow).toHaveTextContent('INV-700003');
    expect(within(partlyPaidRow as HTMLElement).getByText('Partially Paid')).toBeInTheDocument();
    expect(within(partlyPaidRow as HTMLElement).getByText('Past due')).toBeInTheDocument();
    expect(partlyPaidRow).toHaveTextContent('$417.25');
    expect(dueRow).toHaveTextContent('INV-700002');
    expect(within(dueRow as HTMLElement).queryByText('Past due')).not.toBeInTheDocument();
    expect(
      call.mock.calls.find(([endpoint]) => endpoint.id === 'invoice.invoiceList')?.[1].query,
    ).toMatchObject({
      // The open invoices: Unpaid and Partially Paid (a balance left to pay), not only Unpaid.
      status: -2,
      size: 5,
      // Oldest due first: the past-due ones lead the tile.
      sort: 'dueSoonest',
    });

    // approveQuotes: the pending quotes waiting for the buyer.
    const approvals = tile('Waiting for your approval');
    // Each count opens its own list of the pending approvals, not the first one.
    expect(await within(approvals).findByRole('link', { name: 'Quotes' })).toHaveAttribute(
      'href',
      '#/pending-approvals?tab=quotes',
    );
    expect(calledIds()).not.toContain('account.listpendingregistrations');
  });

  it('should show a user administrator only what waits for approval, no orders, quotes or invoices', async () => {
    session.permissions = USER_ADMINISTRATOR;
    answer();
    renderPage();
    await drawn();
    const approvals = tile('Waiting for your approval');
    expect(await within(approvals).findByRole('link', { name: 'Registrations' })).toBeInTheDocument();
    expect(within(approvals).getByText('2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quotes about to expire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unpaid invoices' })).not.toBeInTheDocument();
    expect(calledIds()).toEqual(['account.listpendingregistrations']);
  });

  it('should keep the other tiles when one fails, saying so in that tile only', async () => {
    session.permissions = BUYER;
    answer({
      'invoice.invoiceList': () => {
        throw apiError('The invoice service is not answering.');
      },
    });
    renderPage();
    await drawn();
    expect(
      await within(tile('Unpaid invoices')).findByText(
        'This could not be loaded: The invoice service is not answering.',
      ),
    ).toBeInTheDocument();
    expect(await within(tile('Recent orders')).findByRole('link', { name: 'SO-300002' })).toBeInTheDocument();
    expect(
      await within(tile('Quotes about to expire')).findByRole('link', { name: 'Q-100001' }),
    ).toBeInTheDocument();
    expect(within(tile('Recent orders')).queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('should say what to do next on an empty tile', async () => {
    session.permissions = BUYER;
    answer({ 'order.searchPage': () => page([]) });
    renderPage();
    await drawn();
    const orders = tile('Recent orders');
    expect(await within(orders).findByText('No orders yet')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '#/shop');
  });

  it('should refuse a blank advisory inquiry and send one of kind PresidioAdvisor (5)', async () => {
    const user = userEvent.setup();
    session.permissions = BUYER;
    answer();
    renderPage();
    await drawn();
    const send = screen.getByRole('button', { name: 'Send to an advisor' });
    await user.click(send);
    expect(await screen.findByText('Message cannot be blank.')).toBeInTheDocument();
    expect(calledIds()).not.toContain('emailinquiry.submitInquiry');

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Review our laptop renewals');
    await user.click(send);
    expect(
      await screen.findByText('Your message was sent to our advisors. They will contact you.'),
    ).toBeInTheDocument();
    const sent = call.mock.calls.find(([endpoint]) => endpoint.id === 'emailinquiry.submitInquiry');
    expect(sent?.[1].body).toEqual({ kind: 5, message: 'Review our laptop renewals' });
  });
});
