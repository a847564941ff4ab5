import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor } from '@testing-library/react';
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
