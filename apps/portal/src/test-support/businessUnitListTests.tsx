import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, expect, it, type Mock, vi } from 'vitest';

export const CLINICAL = '7a1d2c3b-4e5f-4a6b-8c7d-000000000001';
export const RADIOLOGY = '7a1d2c3b-4e5f-4a6b-8c7d-000000000002';
export const hierarchy = {
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

/**
 * The Business unit filter's tests of a document list (issue 18), the same for every list that has one: inside a
 * `describe`, with the file's own `vi.mock` of `../services/api` whose `call` is passed here. `listEndpoint` is the
 * list's endpoint id, `sentIn` where its criteria go (the body of a POST list, the query of a GET one), and
 * `expectReset` what the last list call carries after Reset.
 */
export function businessUnitFilterTests({
  call,
  page,
  listEndpoint,
  sentIn,
  expectReset,
}: {
  call: Mock;
  page: () => ReactElement;
  listEndpoint: string;
  sentIn: 'body' | 'query';
  expectReset: (sent: unknown) => void;
}) {
  function serve(units = hierarchy) {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'BusinessUnit.listHierarchy') return units;
      if (endpoint.id === listEndpoint)
        return { start: 1, size: 10, totalRecords: 0, records: 0, sortBy: 0, data: [] };
      throw new Error(`unexpected call ${endpoint.id}`);
    });
  }
  const lastSent = () =>
    call.mock.calls.filter(([endpoint]) => endpoint.id === listEndpoint).at(-1)?.[1][sentIn];

  afterEach(() => call.mockReset());

  it("should search by a unit of the company's hierarchy, by its path, and reset to every unit", async () => {
    serve();
    render(page());
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
    await vi.waitFor(() => expect(lastSent()).toMatchObject({ businessUnit: CLINICAL, start: 1 }));
    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expectReset(lastSent()));
  });

  it('should offer no unit filter while the company has no active hierarchy', async () => {
    serve({ ...hierarchy, label: '', units: [] });
    render(page());
    const form = await screen.findByRole('form', { name: 'Search' });
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'BusinessUnit.listHierarchy' }),
        expect.anything(),
      ),
    );
    expect(within(form).queryByRole('button', { name: /All units/ })).not.toBeInTheDocument();
  });
}
