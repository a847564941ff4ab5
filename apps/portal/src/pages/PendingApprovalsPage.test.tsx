import { parseRouteQuery, routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHashPath, useHashSearch } from '../app/hashLocation';
import PendingApprovalsPage from './PendingApprovalsPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: [] as string[] },
}));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const requisitions = (start: number, total: number) => ({
  start,
  size: 10,
  records: 10,
  sortBy: 0,
  totalRecords: total,
  data: Array.from({ length: Math.min(10, total - (start - 1) * 10) }, (_, index) => {
    const n = (start - 1) * 10 + index + 1;
    return {
      id: id(n),
      requisitionNumber: `R-7000${String(n).padStart(2, '0')}`,
      title: `Requisition ${n}`,
      requester: 'Riley Requester',
      grandTotal: `${1000 + n}.00`,
      requisitionDate: '2026-11-20T10:00:00.000Z',
    };
  }),
});

const registrations = {
  start: 1,
  size: 10,
  records: 1,
  sortBy: 0,
  totalRecords: 1,
  data: [
    {
      id: id(99),
      firstName: 'Jordan',
      lastName: 'Newhire',
      email: 'newhire@northwind.example',
      companyName: 'Northwind Health',
      accountNumber: 'C-100234',
      createdDate: '2026-11-20T10:00:00.000Z',
      status: 0,
    },
  ],
};

function answer(endpoint: { id: string }, options: { query: { start: number } }) {
  if (endpoint.id.toLowerCase().includes('registration')) return registrations;
  return requisitions(options.query.start, 25);
}

afterEach(() => call.mockReset());

/**
 * The page as RouteView gives it: its typed query read from the hash while the hash is the page's (a row's Enter
 * moves the hash to a document, which in the portal replaces the page; here the page stays as it was).
 */
function RoutedPage() {
  const [path] = useHashPath();
  const search = useHashSearch();
  const route = routeByName('PendingApprovals');
  const own = useRef(search);
  if (path === route.path) own.current = search;
  return (
    <PendingApprovalsPage route={route} query={parseRouteQuery(route, new URLSearchParams(own.current))} />
  );
}

describe('PendingApprovalsPage', () => {
  it('shows only the lists the user may approve, each linking to its document, paged by 10', async () => {
    session.permissions = ['approveRequisitions', 'approveRegistrations'];
    call.mockImplementation(async (endpoint, options) => answer(endpoint, options));
    location.hash = '#/pending-approvals';
    render(<RoutedPage />);

    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Registrations', 'Requisitions']);
    expect(await screen.findByRole('link', { name: 'Jordan Newhire' })).toHaveAttribute(
      'href',
      `#/view-registration?id=${id(99)}`,
    );
    // One registration: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Requisitions' }));
    expect(await screen.findByRole('link', { name: 'R-700001' })).toHaveAttribute(
      'href',
      `#/requisition?id=${id(1)}`,
    );
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagination).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'R-700011' })).toBeInTheDocument();
    const lastCall = call.mock.calls.at(-1);
    expect(lastCall?.[1].query).toEqual({ start: 2, records: 10, sortBy: 0 });
  }, 30_000);

  it('opens the document of a focused row with Enter, and of a clicked row, as its link does', async () => {
    session.permissions = ['approveRequisitions', 'approveRegistrations'];
    call.mockImplementation(async (endpoint, options) => answer(endpoint, options));
    location.hash = '#/pending-approvals';
    render(<RoutedPage />);

    // The grid is one Tab stop; the arrow keys reach a row, Enter opens what the row is about.
    await screen.findByRole('link', { name: 'Jordan Newhire' });
    const registrations = screen.getByRole('grid', { name: 'Registrations' });
    const newhire = within(registrations).getByRole('row', { name: /Jordan Newhire/ });
    newhire.focus();
    expect(newhire).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(location.hash).toBe(`#/view-registration?id=${id(99)}`);

    await userEvent.click(screen.getByRole('tab', { name: 'Requisitions' }));
    await screen.findByRole('link', { name: 'R-700002' });
    const requisitionsGrid = screen.getByRole('grid', { name: 'Requisitions' });
    const first = within(requisitionsGrid).getByRole('row', { name: /R-700001/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = within(requisitionsGrid).getByRole('row', { name: /R-700002/ });
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(location.hash).toBe(`#/requisition?id=${id(2)}`);

    // A click anywhere on the row (not only on its number) opens it too.
    await userEvent.click(within(requisitionsGrid).getByText('Requisition 3'));
    expect(location.hash).toBe(`#/requisition?id=${id(3)}`);
  }, 30_000);

  it('keeps the list shown in the address, so Back from a requisition returns to the requisitions', async () => {
    session.permissions = ['approveRequisitions', 'approveRegistrations'];
    call.mockImplementation(async (endpoint, options) => answer(endpoint, options));
    location.hash = '#/pending-approvals';
    const { unmount } = render(<RoutedPage />);
    await screen.findByRole('link', { name: 'Jordan Newhire' });

    await userEvent.click(screen.getByRole('tab', { name: 'Requisitions' }));
    // The tab is written into the page's own entry (replaced, not a new one): Back still leaves the page.
    expect(location.hash).toBe('#/pending-approvals?tab=requisitions');
    expect(await screen.findByRole('link', { name: 'R-700001' })).toBeInTheDocument();

    // Away to a requisition and Back: the page opens on the list it was left on.
    unmount();
    render(<RoutedPage />);
    expect(screen.getByRole('tab', { name: 'Requisitions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'R-700001' })).toBeInTheDocument();
  }, 30_000);

  it('opens on the list the address names (the Account Overview links to each), the first for an unknown one', async () => {
    session.permissions = ['approveRequisitions', 'approveRegistrations'];
    call.mockImplementation(async (endpoint, options) => answer(endpoint, options));
    location.hash = '#/pending-approvals?tab=requisitions';
    const { unmount } = render(<RoutedPage />);
    expect(screen.getByRole('tab', { name: 'Requisitions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'R-700001' })).toBeInTheDocument();
    unmount();

    // Quotes are not this user's to approve: the first list they may see.
    location.hash = '#/pending-approvals?tab=quotes';
    render(<RoutedPage />);
    expect(screen.getByRole('tab', { name: 'Registrations' })).toHaveAttribute('aria-selected', 'true');
  }, 30_000);

  it('says nothing waits when the user approves nothing', () => {
    session.permissions = ['shoppingcart'];
    render(<PendingApprovalsPage route={routeByName('PendingApprovals')} query={{}} />);
    expect(screen.getByText('Nothing is waiting for your approval.')).toBeInTheDocument();
    // …and where such work shows up (issue 16: an empty state says what to expect or do).
    expect(
      screen.getByText(
        'Registrations, requisitions and quotes that need your decision appear here and under the bell.',
      ),
    ).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
