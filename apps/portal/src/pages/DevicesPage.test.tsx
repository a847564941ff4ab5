import type { DeviceSummary } from '@b2b-portal/api';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** A page of `total` devices, each a chassis with its own serial, as the search answers it. */
const devicePage = (total: number, start: number, size: number) => ({
  data: Array.from({ length: Math.max(0, Math.min(size, total - (start - 1) * size)) }, (_, at) =>
    chassis(`FOC22${String((start - 1) * size + at + 1).padStart(4, '0')}`, 0, (start - 1) * size + at + 1),
  ),
  totalRecords: total,
});

function serve(total = 0) {
  call.mockImplementation(
    async (endpoint: { id: string }, options: { body?: { start: number; size: number } }) =>
      endpoint.id === 'device.searchDevices'
        ? devicePage(total, options.body?.start ?? 1, options.body?.size ?? 10)
        : endpoint.id === 'device.listUserManufacturers'
          ? [{ id: DELL, name: 'Dell', contracts: 1, devices: 4 }]
          : [],
  );
}

const renderPage = () => render(<DevicesPage route={routeByName('Devices')} query={{}} />);

describe('DevicesPage', () => {
  it('searches again with a new link while open (a bar, then the menu’s Devices), not with the first link’s filters', async () => {
    serve();
    history.replaceState(null, '', '#/devices?contractEndDate=999');
    renderPage();
    await waitFor(() => expect(lastSearch()).toEqual({ contractEndDate: 999 }));
    expect(screen.getByRole('button', { name: /Contract end date/ })).not.toHaveTextContent('Any Date');

    location.hash = `#/devices?manufacturerId=${DELL}`;
    await waitFor(() => expect(lastSearch()).toEqual({ manufacturerId: DELL }));
    expect(await screen.findByRole('button', { name: /Manufacturer/ })).toHaveTextContent('Dell');

    location.hash = '#/devices';
    await waitFor(() => expect(lastSearch()).toEqual({}));
    expect(screen.getByRole('button', { name: /Contract end date/ })).toHaveTextContent('Any Date');
    expect(screen.getByRole('button', { name: /Manufacturer/ })).toHaveTextContent('Any');
  });

  it('keeps a bar’s filters with the search and the page in the address, and shows them again on Back from a device', async () => {
    serve(25);
    history.replaceState(null, '', `#/devices?manufacturerId=${DELL}`);
    const { unmount } = renderPage();
    await screen.findByText('Showing 1–10 of 25');
    const form = screen.getByRole('form', { name: 'Search' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Part number' }), 'C9300');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21–25 of 25');
    expect(location.hash).toBe(`#/devices?part=C9300&manufacturerId=${DELL}&page=3`);

    await userEvent.click(screen.getByRole('link', { name: 'FOC220021' }));
    unmount(); // the route shows the device
    history.back();
    await vi.waitFor(() => expect(location.hash).toBe(`#/devices?part=C9300&manufacturerId=${DELL}&page=3`));

    call.mockClear();
    renderPage();
    expect(await screen.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: 'Search' })).getByRole('textbox', { name: 'Part number' }),
    ).toHaveValue('C9300');
    expect(screen.getByRole('button', { name: /Manufacturer/ })).toHaveTextContent('Dell');
    const searches = call.mock.calls.filter(([endpoint]) => endpoint.id === 'device.searchDevices');
    expect(searches.map(([, options]) => options.body)).toEqual([
      { part: 'C9300', manufacturerId: DELL, start: 3, size: 10 },
    ]);
  }, 60_000);

  it('ignores what an address cannot say (an unknown status, a date list’s unknown preset, a page that is no number)', async () => {
    serve(3);
    history.replaceState(
      null,
      '',
      '#/devices?status=Sold&contractEndDate=12345&deviceType=7&serial=FOC1&page=x',
    );
    renderPage();
    await screen.findByText('Showing 1–3 of 3');
    expect(lastSearch()).toEqual({ serial: 'FOC1' });
  });
});

function chassis(serialNumber: string, childCount: number, index = childCount): DeviceSummary {
  return {
    id: `0b7d4b5e-6f31-4f7e-9a57-${String(index).padStart(12, '0')}`,
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
  };
}

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
