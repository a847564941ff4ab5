import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFilledGrid } from '../test-support/findFilledGrid';
import { LastCrumb } from '../test-support/LastCrumb';
import * as pageStyles from './pages.css';
import RmaDetailsPage from './RmaDetailsPage';
import { rma } from './vendorSupport/fixtures';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

/** The manufacturer access as `connected`, and the RMA look-up as `get` answers it. */
function answer(connected: boolean, get: (id: string) => unknown) {
  call.mockImplementation(async (endpoint: { id: string }, options: { query?: { id?: string } }) => {
    if (endpoint.id === 'vendorOAuth.refresh') return { connected };
    if (endpoint.id === 'rma.get') return get(String(options.query?.id));
    throw new Error(`unexpected ${endpoint.id}`);
  });
}

afterEach(() => call.mockReset());

describe('RMA details page', () => {
  it('should name itself by its number once loaded, not "RMA Details", for the last crumb and the page title', async () => {
    answer(true, (id) => ({ ...rma, rmaNumber: id }));
    render(<LastCrumb route="RMADetails" />);
    const crumb = screen.getByTestId('last-crumb');
    expect(crumb).toHaveTextContent(/^RMA Details$/);
    render(<RmaDetailsPage route={routeByName('RMADetails')} query={{ id: '88000031' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'RMA Number 88000031' })).toBeInTheDocument();
    expect(crumb).toHaveTextContent(/^RMA Number 88000031$/);
  });

  it('should show the return with its ship-to and its lines with serial and tracking', async () => {
    answer(true, (id) => ({ ...rma, rmaNumber: id }));
    render(<RmaDetailsPage route={routeByName('RMADetails')} query={{ id: '88000031' }} />);
    const title = await screen.findByRole('heading', { level: 1, name: 'RMA Number 88000031' });
    expect(within(title).getByText('88000031')).toHaveClass(pageStyles.noWrap);
    expect(screen.getByText('694000017')).toBeInTheDocument();
    expect(
      screen.getByText('Northwind Traders network team, 2000 Market Street, Seattle, WA 98101'),
    ).toBeInTheDocument();
    expect(screen.getByText('24x7x4')).toBeInTheDocument();
    const lines = await findFilledGrid('Lines');
    expect(await within(lines).findByText('FOC292001R1')).toBeInTheDocument();
    expect(within(lines).getByText('UPS 1Z999AA110007919')).toBeInTheDocument();
    expect(call.mock.calls.find(([endpoint]) => endpoint.id === 'rma.get')?.[1].query).toEqual({
      id: '88000031',
    });
  }, 60_000);

  it("should say the manufacturer's 'Record not fetch' for an unknown RMA", async () => {
    answer(true, () => {
      throw new ApiError({
        status: 404,
        endpointId: 'rma.get',
        body: { code: 'RecordNotFetched', message: 'Record not fetch', traceId: 't', errors: [] },
      });
    });
    render(<RmaDetailsPage route={routeByName('RMADetails')} query={{ id: '1' }} />);
    expect(await screen.findByText('Record not fetch')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'RMA Details' })).toBeInTheDocument();
  });

  it('should ask for the manufacturer access when it was withdrawn', async () => {
    answer(true, () => {
      throw new ApiError({
        status: 409,
        endpointId: 'rma.get',
        body: { code: 'VendorNotConnected', message: 'Not connected', traceId: 't', errors: [] },
      });
    });
    render(<RmaDetailsPage route={routeByName('RMADetails')} query={{ id: '88000031' }} />);
    expect(await screen.findByRole('button', { name: 'Connect to the manufacturer' })).toBeInTheDocument();
    expect(
      screen.getByText('Your manufacturer access has expired or was withdrawn. Please connect again.'),
    ).toBeInTheDocument();
  });
});
