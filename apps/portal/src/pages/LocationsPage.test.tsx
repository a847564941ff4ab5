import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LocationsPage from './LocationsPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const route = routeByName('Locations');
const headquarters = {
  id: '7b0c0c5e-5d6a-4a3e-9b1a-2f7f0f6b9a11',
  name: 'Headquarters',
  kind: 'headquarters',
  addressLine1: '1200 Commerce Street',
  addressLine2: 'Suite 1800',
  city: 'Dallas',
  state: 'TX',
  postalCode: '75201',
  phone: '214-555-0100',
  email: 'info@reseller.example',
  hours: ['Monday–Friday: 8:00 AM – 6:00 PM CT', 'Saturday: closed'],
};

describe('LocationsPage', () => {
  it('shows each office with what it is, its address, phone, e-mail and hours', async () => {
    call.mockResolvedValue([headquarters]);
    render(<LocationsPage route={route} query={{}} />);
    const tile = await screen.findByRole('listitem', { name: 'Headquarters' });
    expect(within(tile).getByRole('heading', { level: 2, name: 'Headquarters' })).toBeInTheDocument();
    expect(within(tile).getByText('Headquarters', { selector: 'p' })).toBeInTheDocument();
    expect(within(tile).getByText(/1200 Commerce Street/)).toHaveTextContent(
      '1200 Commerce StreetSuite 1800Dallas, TX 75201',
    );
    expect(within(tile).getByRole('link', { name: '214-555-0100' })).toHaveAttribute(
      'href',
      'tel:+1-214-555-0100',
    );
    expect(within(tile).getByRole('link', { name: 'info@reseller.example' })).toHaveAttribute(
      'href',
      'mailto:info@reseller.example',
    );
    expect(within(tile).getByText('Saturday: closed')).toBeInTheDocument();
  });

  it('says so when no office is listed', async () => {
    call.mockResolvedValue([]);
    render(<LocationsPage route={route} query={{}} />);
    expect(await screen.findByText(/No offices are listed at the moment/)).toBeInTheDocument();
  });

  // Each test sets the answer itself: with a mockReset in a beforeEach, vitest reported the page's handled rejection
  // as the test's error (a fresh mock does not).
  it("shows a failed load in the server's words", async () => {
    call.mockRejectedValue(
      new ApiError({
        status: 500,
        endpointId: 'locations.listOffices',
        body: { code: 'InternalError', message: 'Server Error, please try again later', traceId: 't' },
      }),
    );
    render(<LocationsPage route={route} query={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error, please try again later');
  });
});
