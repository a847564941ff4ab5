import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QuotesPage from './QuotesPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: ['viewQuote'] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download: vi.fn() }) }));

const CLINICAL = '7a1d2c3b-4e5f-4a6b-8c7d-000000000001';
const RADIOLOGY = '7a1d2c3b-4e5f-4a6b-8c7d-000000000002';
const hierarchy = {
  label: 'Department',
  hierarchyName: 'Northwind Departments',
  isRequired: false,
  units: [
    { id: CLINICAL, name: 'Clinical Services', path: 'Clinical Services', level: 1, typeName: 'Division' },
    {
      id: RADIOLOGY,
      name: 'Radiology',
      path: 'Clinical Services › Radiology',
      level: 2,
      typeName: 'Department',
    },
  ],
};

function serve(units = hierarchy) {
  call.mockImplementation(async (endpoint: { id: string }) => {
    if (endpoint.id === 'BusinessUnit.listHierarchy') return units;
    if (endpoint.id === 'quote.list')
      return { start: 1, size: 10, totalRecords: 0, records: 0, sortBy: 0, data: [] };
    throw new Error(`unexpected call ${endpoint.id}`);
  });
}
const lastBody = () => call.mock.calls.filter(([endpoint]) => endpoint.id === 'quote.list').at(-1)?.[1].body;

afterEach(() => call.mockReset());

describe('/quotes', () => {
  it("should search by a unit of the company's hierarchy, by its path, and reset to every unit", async () => {
    serve();
    render(<QuotesPage route={routeByName('Quotes')} query={{}} />);
    const form = await screen.findByRole('form', { name: 'Search' });
    await userEvent.click(await within(form).findByRole('button', { name: /Department/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All units',
      'Clinical Services',
      'Clinical Services › Radiology',
    ]);
    await userEvent.click(options[1] as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(lastBody()).toMatchObject({ businessUnit: CLINICAL, start: 1 }));
    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(lastBody()).toMatchObject({ businessUnit: '' }));
  });

  it('should offer no unit filter while the company has no active hierarchy', async () => {
    serve({ ...hierarchy, label: '', units: [] });
    render(<QuotesPage route={routeByName('Quotes')} query={{}} />);
    const form = await screen.findByRole('form', { name: 'Search' });
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'BusinessUnit.listHierarchy' }),
        expect.anything(),
      ),
    );
    expect(within(form).queryByRole('button', { name: /All units/ })).not.toBeInTheDocument();
  });
});
