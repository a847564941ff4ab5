import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFilledGrid } from '../test-support/findFilledGrid';
import BugsPage from './BugsPage';
import SupportCaseSearchPage from './SupportCaseSearchPage';
import { bug, supportCase } from './vendorSupport/fixtures';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const MESSAGE = 'Closed cases: maximum date range 90 days.';
// The search answers the case without its detail's fields.
const { description, contactName, bugIds, rmaNumbers, ...closedCase } = supportCase;
const { description: _, workaround, ...foundBug } = bug;
const page = <T,>(data: T[]) => ({
  start: 1,
  size: 10,
  totalRecords: data.length,
  records: data.length,
  sortBy: 0,
  data,
});

/** The manufacturer access as `connected`, and the searches as `search` answers them. */
function answer(connected: boolean, search: (query: Record<string, unknown>) => unknown = () => page([])) {
  call.mockImplementation(async (endpoint: { id: string }, options: { query?: Record<string, unknown> }) => {
    if (endpoint.id === 'vendorOAuth.refresh') return { connected };
    return search(options.query ?? {});
  });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => call.mockReset());

describe('Support case search page', () => {
  it('should ask for the manufacturer access first, without searching', async () => {
    answer(false);
    render(<SupportCaseSearchPage route={routeByName('SupportCaseSearch')} query={{}} />);
    expect(await screen.findByRole('button', { name: 'Connect to the manufacturer' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Search' })).toBeNull();
    expect(call.mock.calls.map(([endpoint]) => endpoint.id)).toEqual(['vendorOAuth.refresh']);
  });

  it("should send a closed search's window and say the server's refusal of 120 days on the card", async () => {
    answer(true, (query) => {
      const days = (Date.parse(String(query.createdTo)) - Date.parse(String(query.createdFrom))) / 86_400_000;
      if (query.status === 'C' && days > 90) {
        throw new ApiError({
          status: 422,
          endpointId: 'case.search',
          body: {
            code: 'SupportCaseRangeTooWide',
            message: MESSAGE,
            traceId: 't',
            errors: [{ path: 'dateRange', message: MESSAGE }],
          },
        });
      }
      return page([closedCase]);
    });
    render(<SupportCaseSearchPage route={routeByName('SupportCaseSearch')} query={{}} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search for' }), 'northwind-netops');
    await choose('Search by', 'Cisco CCO ID');
    await choose('Status', 'Closed');
    await choose('Created', 'In the last 120 days');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const form = screen.getByRole('form', { name: 'Search' });
    expect((await within(form).findAllByText(MESSAGE)).length).toBeGreaterThan(0);
    const refused = call.mock.calls.at(-1)?.[1].query;
    expect(refused).toMatchObject({ searchBy: 3, keyword: 'northwind-netops', status: 'C' });
    expect(screen.queryByRole('grid', { name: 'Support cases found' })).toBeNull();

    await choose('Created', 'In the last 60 days');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await findFilledGrid('Support cases found');
    const link = await within(grid).findByRole('link', { name: '694000017' });
    expect(link).toHaveAttribute('href', '#/support-case-details?id=694000017');
    expect(within(grid).getByText('Closed', { selector: '[data-tone]' })).toBeInTheDocument();
  }, 90_000);
});

describe('Bugs page', () => {
  it('should search by keywords and link each bug to its page with its severity name', async () => {
    answer(true, (query) => page([foundBug].filter(() => query.keyword === 'memory leak')));
    render(<BugsPage route={routeByName('Bugs')} query={{}} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search for' }), 'memory leak');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await findFilledGrid('Bugs found');
    expect(await within(grid).findByRole('link', { name: 'CSCwa10000' })).toHaveAttribute(
      'href',
      '#/bug?id=CSCwa10000',
    );
    expect(within(grid).getByText('2 Severe')).toBeInTheDocument();
    expect(call.mock.calls.at(-1)?.[1].query).toMatchObject({
      searchBy: 2,
      keyword: 'memory leak',
      modifiedRange: 5,
    });
  }, 90_000);
});
