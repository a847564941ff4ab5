import { ApiError } from '@b2b-portal/api/client';
import { parseRouteQuery, routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import { useHashSearch } from '../app/hashLocation';
import SavedCartsPage from './SavedCartsPage';

const { call, download, session } = vi.hoisted(() => ({
  call: vi.fn(),
  download: vi.fn(),
  session: { permissions: ['templates', 'shoppingcart'] as string[], features: 0 },
}));
vi.mock('../services/api', () => ({ api: { call, download } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const page = {
  start: 1,
  size: 10,
  totalRecords: 1,
  records: 1,
  sortBy: 0,
  data: [
    {
      id: '5b8d1c7e-2f3a-4b5c-8d9e-000000000001',
      kind: 'template',
      title: 'Closet refresh',
      documentNumber: 'SC-100001',
      createdDate: '2026-11-02T10:00:00.000Z',
      modifiedDate: '2026-11-02T10:00:00.000Z',
      ownerName: 'Blake Buyer',
      count: 2,
      grandTotal: '100.00',
      showPricing: true,
      unavailableItemCount: 0,
    },
  ],
};

afterEach(() => call.mockReset());

/** The page as RouteView gives it: its typed query read from the hash. */
function RoutedPage() {
  const search = useHashSearch();
  const route = routeByName('SavedCarts');
  return <SavedCartsPage route={route} query={parseRouteQuery(route, new URLSearchParams(search))} />;
}

describe('SavedCartsPage, its two lists', () => {
  it('keeps the list shown in the address, so Back from a shared cart returns to the shared carts', async () => {
    call.mockResolvedValue(page);
    location.hash = '#/saved-carts';
    const { unmount } = render(
      <DownloadsProvider save={vi.fn()}>
        <RoutedPage />
      </DownloadsProvider>,
    );
    await screen.findByRole('link', { name: 'SC-100001' });
    await userEvent.click(screen.getByRole('tab', { name: 'Shared carts' }));
    expect(location.hash).toBe('#/saved-carts?tab=configuration');
    expect(screen.getByRole('tab', { name: 'Shared carts' })).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(call.mock.calls.at(-1)?.[0].id).toBe('savedCart.searchConfigurations'));

    // Away to a shared cart and Back: the page opens on the shared carts again.
    unmount();
    render(
      <DownloadsProvider save={vi.fn()}>
        <RoutedPage />
      </DownloadsProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Shared carts' })).toHaveAttribute('aria-selected', 'true');
  }, 30_000);
});

describe('SavedCartsPage, a refused search', () => {
  it("should say the server's message at the keyword and a summary on the search card, not under the tabs", async () => {
    call.mockResolvedValue(page);
    render(
      <DownloadsProvider save={vi.fn()}>
        <SavedCartsPage route={routeByName('SavedCarts')} query={{}} />
      </DownloadsProvider>,
    );
    await screen.findByRole('link', { name: 'SC-100001' });
    const tooLong = 'The keyword can be at most 200 characters.';
    call.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        endpointId: 'savedCart.searchTemplates',
        body: {
          code: 'ValidationFailed',
          message: 'There was some problem, while processing your Request',
          traceId: 'trace-1',
          errors: [{ path: 'keyword', message: tooLong }],
        },
      }),
    );
    const form = screen.getByRole('form', { name: 'Search saved carts' });
    const keyword = within(form).getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(keyword, 'rack');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

    expect(call.mock.calls.at(-1)?.[1]).toMatchObject({ reportProblems: false });
    await vi.waitFor(() => expect(keyword).toHaveAccessibleDescription(tooLong));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(form).toContainElement(alerts[0] ?? null);
    await vi.waitFor(() => expect(keyword).toHaveFocus());
  }, 30_000);
});
