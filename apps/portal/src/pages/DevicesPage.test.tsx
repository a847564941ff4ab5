import type { DeviceSummary } from '@b2b-portal/api';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DevicesPage from './DevicesPage';

/** /devices: the query of the link that opened it is the search (issue 19, the dashboard's bars). */

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download } }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download }) }));

const DELL = '2b2059dd-0d45-5b99-a7fa-38b98daae74d';

afterEach(() => {
  call.mockReset();
});

/** The filters of the last device search asked for. */
const lastSearch = () => {
  const searches = call.mock.calls.filter(([endpoint]) => endpoint.id === 'device.searchDevices');
  const { start: _start, size: _size, ...filters } = searches.at(-1)?.[1].body ?? {};
  return filters;
};

describe('DevicesPage', () => {
  it('searches again with a new link while open (a bar, then the menu’s Devices), not with the first link’s filters', async () => {
    call.mockImplementation(async (endpoint: { id: string }) =>
      endpoint.id === 'device.searchDevices'
        ? { data: [], totalRecords: 0 }
        : endpoint.id === 'device.listUserManufacturers'
          ? [{ id: DELL, name: 'Dell', contracts: 1, devices: 4 }]
          : [],
    );
    const route = routeByName('Devices');
    const { rerender } = render(<DevicesPage route={route} query={{ contractEndDate: 999 }} />);
    await waitFor(() => expect(lastSearch()).toEqual({ contractEndDate: 999 }));

    rerender(<DevicesPage route={route} query={{ manufacturerId: DELL }} />);
    await waitFor(() => expect(lastSearch()).toEqual({ manufacturerId: DELL }));

    rerender(<DevicesPage route={route} query={{}} />);
    await waitFor(() => expect(lastSearch()).toEqual({}));
    expect(screen.getByRole('button', { name: /Contract end date/ })).toHaveTextContent('Any Date');
  });
});

const chassis = (serialNumber: string, childCount: number): DeviceSummary => ({
  id: `0b7d4b5e-6f31-4f7e-9a57-3d8f0c1e2a1${childCount}`,
  partNumber: 'C9300-48P-A',
  serialNumber,
  description: 'Catalyst 9300 48-port PoE+',
  manufacturerName: 'Cisco',
  deviceType: 1,
  status: 'Active',
  serviceLevel: 'SNT 8X5XNBD',
  contractId: null,
  contractNumber: 'CON-SNT-91827364',
  siteName: 'Northwind Health HQ',
  parentId: null,
  childCount,
  contractEndDate: '2027-11-29',
  lastDateOfSupport: null,
  endOfSaleDate: null,
});

describe('DevicesPage rows', () => {
  it('counts a chassis’s child instances in words that agree with the number', async () => {
    call.mockImplementation(async (endpoint: { id: string }) =>
      endpoint.id === 'device.searchDevices'
        ? { data: [chassis('FOC2231X001', 2), chassis('FDO2301X003', 1)], totalRecords: 2 }
        : [],
    );
    render(<DevicesPage route={routeByName('Devices')} query={{}} />);
    const two = (await screen.findByRole('rowheader', { name: 'FOC2231X001' })).closest('tr') as HTMLElement;
    expect(within(two).getByText('Chassis (2 child instances)')).toBeInTheDocument();
    const one = screen.getByRole('rowheader', { name: 'FDO2301X003' }).closest('tr') as HTMLElement;
    expect(within(one).getByText('Chassis (1 child instance)')).toBeInTheDocument();
  });
});
