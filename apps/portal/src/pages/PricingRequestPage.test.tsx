import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import { documentLine } from '../test-support/documentLine';
import PricingRequestPage from './PricingRequestPage';
import PricingRequestsPage from './PricingRequestsPage';

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download } }));
vi.mock('../app/session', () => ({ useSession: () => ({ permissions: ['rfqs'], features: 1 }) }));

const REQUEST_ID = '8f0e5a52-1d1c-4a5e-9d1e-4a0f7f4e9c11';
const QUOTE_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';

const summary = {
  id: REQUEST_ID,
  number: 'PR-100003',
  title: 'Conference room upgrade',
  status: 9,
  statusName: 'Quoted',
  createdDate: '2026-11-02T10:00:00.000Z',
  requester: 'Blake Buyer',
  quoteID: QUOTE_ID,
  quoteNumber: 'Q-500201',
};

const detail = {
  ...summary,
  comments: 'Please hurry',
  steps: [
    { status: 7, name: 'Submitted', state: 'completed', reachedAt: '2026-11-02T10:00:00.000Z' },
    { status: 8, name: 'In Process', state: 'completed', reachedAt: '2026-11-03T10:00:00.000Z' },
    { status: 9, name: 'Quoted', state: 'current', reachedAt: '2026-11-04T10:00:00.000Z' },
    { status: 1, name: 'Purchased', state: 'upcoming', reachedAt: null },
  ],
  modifiedDate: '2026-11-04T10:00:00.000Z',
  requesterEmail: 'buyer@northwind.example',
  lines: {
    groups: [],
    bundles: [],
    items: [documentLine()],
  },
  count: 1,
  attachmentCount: 0,
  history: [
    {
      id: 'h1',
      action: 'StatusChanged',
      level: null,
      roleName: '',
      actor: 'Sales desk',
      userID: null,
      comments: '',
      rejectionAction: null,
      rejectionActionName: null,
      status: 8,
      createdAt: '2026-11-03T10:00:00.000Z',
    },
  ],
};

function answer(endpoint: { id: string }) {
  switch (endpoint.id) {
    case 'pricing.listPricingRequests':
      return { start: 1, size: 10, totalRecords: 1, records: 1, sortBy: 0, data: [summary] };
    case 'pricing.getPricingRequestData':
      return detail;
    default:
      return [];
  }
}

afterEach(() => {
  call.mockReset();
  download.mockReset();
});

describe('PricingRequestPage', () => {
  it('shows the progress line at Quoted with the link to the quote, the lines and the history', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    render(
      <DownloadsProvider save={vi.fn()}>
        <PricingRequestPage route={routeByName('PricingRequest')} query={{ id: REQUEST_ID }} />
      </DownloadsProvider>,
    );
    const progress = await screen.findByRole('list', { name: 'Request progress' });
    const current = progress.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Quoted, current status');
    expect(within(progress).getAllByText(/completed/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View quote Q-500201' })).toHaveAttribute(
      'href',
      `#/quote?id=${QUOTE_ID}`,
    );
    expect(screen.getByText('Secure Firewall 1010')).toBeInTheDocument();
    const history = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(history).toHaveLength(1);
    expect(history[0]).toHaveTextContent('Status changed');
    expect(history[0]).toHaveTextContent('Sales desk');
    expect(history[0]).toHaveTextContent('Now In Process');
  });

  it('downloads the PDF and the XLSX of the request', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    download.mockResolvedValue({ blob: new Blob(['x']), fileName: 'x' });
    render(
      <DownloadsProvider save={vi.fn()}>
        <PricingRequestPage route={routeByName('PricingRequest')} query={{ id: REQUEST_ID }} />
      </DownloadsProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(download.mock.calls.map(([endpoint, options]) => [endpoint.id, options.query])).toEqual([
      ['pricing.print', { id: REQUEST_ID }],
      ['pricing.export', { id: REQUEST_ID }],
    ]);
  });

  it('says the request was not found for an id that is not one', () => {
    render(
      <DownloadsProvider save={vi.fn()}>
        <PricingRequestPage route={routeByName('PricingRequest')} query={{ id: 'nope' }} />
      </DownloadsProvider>,
    );
    expect(screen.getByText('Result not found')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('PricingRequestsPage', () => {
  it('lists the requests with links to each and to its quote, and searches by status', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    render(
      <DownloadsProvider save={vi.fn()}>
        <PricingRequestsPage route={routeByName('PricingRequestList')} query={{}} />
      </DownloadsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PR-100003' })).toHaveAttribute(
      'href',
      `#/pricing-request?id=${REQUEST_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Q-500201' })).toHaveAttribute('href', `#/quote?id=${QUOTE_ID}`);
    expect(call.mock.calls[0]?.[1].query).toEqual({ status: -1, dateRange: 0, start: 1, size: 10 });

    await userEvent.type(screen.getByRole('searchbox'), 'conference');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(call.mock.calls.at(-1)?.[1].query).toEqual({
      status: -1,
      dateRange: 0,
      keyword: 'conference',
      start: 1,
      size: 10,
    });
    // The table, the selects and typing are slow under jsdom.
  }, 30_000);
});
