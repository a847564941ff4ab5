import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFilledGrid } from '../test-support/findFilledGrid';
import { noteOnList, takeCreatedNotice } from '../users/userSearch';
import UsersPage from './UsersPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: ['users'] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const idOf = (index: number) => `6f1c2b0e-1111-4c4c-8888-${String(index).padStart(12, '0')}`;

/** The company's users: 14 enabled, 9 disabled; Nora Newbuyer among the enabled. */
const people = Array.from({ length: 23 }, (_, at) => {
  const index = at + 1;
  const [firstName, lastName] =
    index === 3 ? ['Nora', 'Newbuyer'] : [`First${index}`, `Last${String(index).padStart(2, '0')}`];
  return {
    id: idOf(index),
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@northwind.example`,
    username: `${firstName.toLowerCase()}@northwind.example`,
    status: index <= 14 ? 1 : 2,
    roles: index === 3 ? ['Buyer', 'Quote Approver'] : ['Buyer'],
  };
});

/** Answers UserSearchByParams as the server does: by status (0 all) and part of a name or e-mail, a page at a time. */
function server() {
  call.mockImplementation(
    async (
      endpoint: { id: string },
      options: { body: { start: number; size: number; status: number; keyword?: string } },
    ) => {
      if (endpoint.id === 'user.add') {
        return { id: idOf(99), createPasswordMailSent: true };
      }
      expect(endpoint.id).toBe('user.UserSearchByParams');
      const { start, size, status, keyword = '' } = options.body;
      const matching = people.filter(
        (person) =>
          (status === 0 || person.status === status) &&
          `${person.firstName} ${person.lastName} ${person.email}`
            .toLowerCase()
            .includes(keyword.toLowerCase()),
      );
      const first = (start - 1) * size;
      const data = matching.slice(first, first + size);
      return { start, size, totalRecords: matching.length, records: data.length, sortBy: 0, data };
    },
  );
}

const searches = () =>
  call.mock.calls
    .filter(([endpoint]) => endpoint.id === 'user.UserSearchByParams')
    .map(([, options]) => options.body);
const renderPage = () => render(<UsersPage route={routeByName('Users')} query={{}} />);

afterEach(() => {
  call.mockReset();
  session.permissions = ['users'];
});

describe('/users', () => {
  it('should show three columns that wrap, the e-mail under the name, so a 400 px wide screen reads without scrolling sideways', async () => {
    server();
    renderPage();
    const grid = await findFilledGrid('Users');
    // A fourth column of unbreakable e-mail addresses made the table wider than a phone.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Roles', 'Status']);
    const nora = within(grid).getByRole('rowheader', { name: /Newbuyer, Nora/ });
    expect(nora).toHaveTextContent('Newbuyer, Noranora@northwind.example');
    expect(within(nora).getByText('nora@northwind.example')).toBeInTheDocument();
    const row = nora.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('gridcell', { name: 'Buyer, Quote Approver' })).toBeInTheDocument();
  });

  it('should list the enabled users first, 10 to a page, each opening their page, and page on', async () => {
    server();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const grid = await findFilledGrid('Users');
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    expect(within(grid).getByRole('link', { name: 'Newbuyer, Nora' })).toHaveAttribute(
      'href',
      `#/user/?user_id=${idOf(3)}`,
    );
    expect(within(grid).getByText('Buyer, Quote Approver')).toBeInTheDocument();
    expect(within(grid).queryByText('Disabled')).toBeNull();
    expect(await screen.findByText('Showing 1–10 of 14')).toBeInTheDocument();
    expect(searches().at(-1)).toEqual({ status: 1, start: 1, size: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–14 of 14')).toBeInTheDocument();
    expect(searches().at(-1)).toEqual({ status: 1, start: 2, size: 10 });
  }, 30_000);

  it('should filter by status (disabled, then all) and search by name from the first page', async () => {
    server();
    renderPage();
    await screen.findByText('Showing 1–10 of 14');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 11–14 of 14');

    const form = screen.getByRole('form', { name: 'Search users' });
    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1–9 of 9')).toBeInTheDocument();
    expect(searches().at(-1)).toEqual({ status: 2, start: 1, size: 10 });
    const grid = await findFilledGrid('Users');
    expect(within(grid).getAllByText('Disabled')).toHaveLength(9);

    await userEvent.click(within(form).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await userEvent.type(
      within(form).getByRole('searchbox', { name: 'Name, e-mail or username' }),
      ' newbuyer ',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(searches().at(-1)).toEqual({ keyword: 'newbuyer', status: 0, start: 1, size: 10 });
  }, 30_000);

  it('should say nothing matches a search, and how to see everyone again', async () => {
    server();
    renderPage();
    await screen.findByText('Showing 1–10 of 14');
    const form = screen.getByRole('form', { name: 'Search users' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Name, e-mail or username' }), 'nobody');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Showing 1–10 of 14')).toBeInTheDocument();
    expect(searches().at(-1)).toEqual({ status: 1, start: 1, size: 10 });
  }, 30_000);

  it("should say the server's refusal instead of a list", async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      throw new ApiError({
        status: 403,
        endpointId: endpoint.id,
        body: { code: 'Forbidden', message: 'You do not have permission to do this.', traceId: 'trace-1' },
      });
    });
    renderPage();
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Users' })).toBeNull();
  });

  it('should offer no new user to a viewUsers reader', async () => {
    session.permissions = ['viewUsers'];
    server();
    renderPage();
    await findFilledGrid('Users');
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
  });

  it("should create a user and open their page with the create-password mail's notice", async () => {
    server();
    window.location.hash = '#/users';
    renderPage();
    await findFilledGrid('Users');
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New user' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Pat');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Procurement');
    await userEvent.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'pat@northwind.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/user/?user_id=${idOf(99)}`));
    const added = call.mock.calls.find(([endpoint]) => endpoint.id === 'user.add');
    expect(added?.[1].body).toMatchObject({
      firstName: 'Pat',
      lastName: 'Procurement',
      email: 'pat@northwind.example',
    });
    expect(takeCreatedNotice(idOf(99))).toBe(
      'User Pat Procurement created. A notification has been sent to pat@northwind.example to create their password.',
    );
  }, 30_000);

  it('should say once what the user page left for the list (a deletion)', async () => {
    server();
    noteOnList('User Nora Newbuyer deleted.');
    const first = renderPage();
    expect(await screen.findByText('User Nora Newbuyer deleted.')).toBeInTheDocument();
    first.unmount();
    renderPage();
    await findFilledGrid('Users');
    expect(screen.queryByText('User Nora Newbuyer deleted.')).toBeNull();
  });
});
