import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import UsersPage from './UsersPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: ['users'] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const avery = {
  id: '4fd807c1-03ac-54f1-adcf-5c905232eb95',
  firstName: 'Avery',
  lastName: 'Admin',
  email: 'admin@northwind.example',
  username: 'admin@northwind.example',
  status: 1,
  roles: ['Storefront Administrator'],
};

afterEach(() => {
  call.mockReset();
});

describe('/users', () => {
  it('should say a refused keyword on the search card, not in the error modal as well', async () => {
    const tooLong = 'Please enter at most 100 characters.';
    call.mockImplementation(async (endpoint: { id: string }, options: { body: { keyword?: string } }) => {
      if (endpoint.id !== 'user.UserSearchByParams') throw new Error(`unexpected call ${endpoint.id}`);
      if ((options.body.keyword ?? '').length > 100) {
        throw validationFailed('user.UserSearchByParams', [{ path: 'keyword', message: tooLong }]);
      }
      return { start: 1, size: 10, totalRecords: 1, records: 1, sortBy: 0, data: [avery] };
    });
    render(<UsersPage route={routeByName('Users')} query={{}} />);
    expect(await screen.findByRole('link', { name: 'Admin, Avery' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Search users' });
    const keyword = within(form).getByRole('searchbox', { name: 'Name, e-mail or username' });
    await userEvent.click(keyword);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The search could not be run. Please correct the marked fields and search again.',
    );
    expect(keyword).toHaveAccessibleDescription(tooLong);
    const searches = call.mock.calls.filter(([endpoint]) => endpoint.id === 'user.UserSearchByParams');
    expect(searches.length).toBeGreaterThan(1);
    for (const [, options] of searches)
      expect(options).toEqual(expect.objectContaining({ reportProblems: false }));
  }, 60_000);
});

describe('/users on a narrow screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should show the roles under the e-mail and keep to two columns, so the status fits a 320 px phone', async () => {
    // Under 500 px wide (000 §2.7): the three columns did not fit 320 px and the Status column was cut off.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 499px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    call.mockResolvedValue({ start: 1, size: 10, totalRecords: 1, records: 1, sortBy: 0, data: [avery] });
    render(<UsersPage route={routeByName('Users')} query={{}} />);
    expect(await screen.findByRole('link', { name: 'Admin, Avery' })).toBeVisible();
    const table = screen.getByRole('grid', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Status']);
    const rowHeader = within(table).getByRole('rowheader', { name: /Admin, Avery/ });
    expect(rowHeader).toHaveTextContent('admin@northwind.example');
    expect(rowHeader).toHaveTextContent('Roles: Storefront Administrator');
    expect(within(table).getByRole('gridcell', { name: 'Enabled' })).toBeVisible();
  }, 60_000);

  it('should keep the Roles column on a wide screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    call.mockResolvedValue({ start: 1, size: 10, totalRecords: 1, records: 1, sortBy: 0, data: [avery] });
    render(<UsersPage route={routeByName('Users')} query={{}} />);
    expect(await screen.findByRole('link', { name: 'Admin, Avery' })).toBeVisible();
    const table = screen.getByRole('grid', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Roles', 'Status']);
    expect(within(table).getByRole('rowheader', { name: /Admin, Avery/ })).not.toHaveTextContent('Roles:');
  }, 60_000);
});
