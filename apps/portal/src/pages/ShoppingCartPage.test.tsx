import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import { PUNCH_OUT_SYSTEM_NAME_KEY } from '../services/punchOutForm';
import ShoppingCartPage from './ShoppingCartPage';

/** A punch-out user can always leave the cart page (issue 16): without items when there is nothing to return. */

const { call, download, clearForLogout, session } = vi.hoisted(() => ({
  call: vi.fn(),
  download: vi.fn(),
  clearForLogout: vi.fn(),
  session: { permissions: ['shoppingcart', 'shoppingCartCheckOut'], features: 1 },
}));
vi.mock('../services/api', () => ({
  api: { call, download },
  tokenStore: { getSessionId: () => 'punch-in-session', clearForLogout },
}));
vi.mock('../app/session', () => ({ useSession: () => session }));

const emptyCart = {
  id: '3c1f6a0e-8b2d-4e5f-9a7b-1c2d3e4f5a6b',
  version: 1,
  groups: [],
  bundles: [],
  items: [],
  grandTotal: '0.00',
  recurringMonthlyCharges: '0.00',
  count: 0,
  itemCountWithBundles: 0,
  containRequestItem: false,
  checkoutBlockers: [],
};

const calls = (id: string) => call.mock.calls.filter(([endpoint]) => endpoint.id === id);
const LEAVE = 'Return to Northwind Procurement without items';

function renderPage() {
  return render(
    <DownloadsProvider save={vi.fn()}>
      <ShoppingCartPage route={routeByName('ShoppingCart')} query={{}} />
    </DownloadsProvider>,
  );
}

beforeEach(() => sessionStorage.setItem(PUNCH_OUT_SYSTEM_NAME_KEY, 'Northwind Procurement'));
afterEach(() => {
  session.permissions = ['shoppingcart', 'shoppingCartCheckOut'];
  call.mockReset();
  clearForLogout.mockReset();
  sessionStorage.clear();
});

describe('ShoppingCartPage for a punch-out user', { timeout: 60_000 }, () => {
  it('offers an empty cart the way back without items, says why it failed and lets the user try again', async () => {
    const user = userEvent.setup();
    let refuse = true;
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
      if (endpoint.id === 'punchout.returnWithoutItems') {
        if (refuse) {
          throw new ApiError({
            status: 409,
            endpointId: endpoint.id,
            body: { code: 'PunchInTransferred', message: 'Already returned.', traceId: 'trace-1' },
          });
        }
        return {
          returnPage: '/api/v1.0/punchout/return/abc',
          url: 'http://p.example/r',
          method: 'POST',
          protocol: 'cxml',
          target: null,
          fields: [],
        };
      }
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    renderPage();
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(
      screen.getByText('Nothing to order? You can go back to Northwind Procurement without items.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: LEAVE }));
    expect(await screen.findByText('Already returned.')).toBeVisible();
    expect(screen.getByRole('button', { name: LEAVE })).toBeEnabled();
    expect(clearForLogout).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: LEAVE }));
    await vi.waitFor(() => expect(clearForLogout).toHaveBeenCalledTimes(1));
    expect(calls('punchout.returnWithoutItems')).toHaveLength(2);
  });

  it('offers the way back when the cart cannot be read', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      throw new ApiError({ status: 500, endpointId: endpoint.id });
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('button', { name: LEAVE })).toBeEnabled();
  });
});

describe('ShoppingCartPage when the cart is empty', { timeout: 60_000 }, () => {
  it('says what to do next and links to the shop, only for a user who may open it', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    session.permissions = ['shoppingcart', 'shoppingCartCheckOut', 'browseCatalogs'];
    const { unmount } = renderPage();
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByText('Add products from the shop, or order again from a saved cart.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '#/shop');
    unmount();

    // No permission to browse the catalogue: no link that would only lead to a refusal (issue 16).
    session.permissions = ['shoppingcart', 'shoppingCartCheckOut'];
    renderPage();
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Browse the shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue shopping' })).not.toBeInTheDocument();
  });
});

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
function line(id: string, part: string, position: number) {
  return {
    id,
    productID: `p-${id}`,
    bundleID: EMPTY_GUID,
    groupID: EMPTY_GUID,
    position,
    printLineNumber: position + 1,
    indexPos: position,
    manufacturerPart: part,
    manufacturerName: 'Cisco',
    description: `${part} description`,
    unitPrice: '10.00',
    quantity: 1,
    serviceLength: 0,
    extendedPrice: '10.00',
    pricingHidden: false,
    isRequestItem: false,
    isCustomRequest: false,
    available: true,
    variableBilling: null,
    comment: '',
    version: 1,
  };
}
const switchLine = line('line-1', 'C9200-24T', 0);
const cableLine = line('line-2', 'CAB-C13', 1);
const cartOf = (items: ReturnType<typeof line>[], version: number) => ({
  ...emptyCart,
  version,
  items,
  grandTotal: `${10 * items.length}.00`,
  count: items.length,
  itemCountWithBundles: items.length,
});

describe('ShoppingCartPage removing a line', { timeout: 60_000 }, () => {
  it('says what was removed once the cart comes back without it, with the focus on the title', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getShoppingCart') return cartOf([switchLine, cableLine], 1);
      if (endpoint.id === 'shoppingCart.deleteItem') return cartOf([cableLine], 2);
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove C9200-24T' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove C9200-24T from your cart?');
    // The removal is not undone easily: the box opens on No, so an Enter by habit keeps the line.
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    // Nothing is said removed before the server took it away.
    expect(screen.queryByText('C9200-24T removed from your cart.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('C9200-24T removed from your cart.');
    expect(screen.queryByRole('button', { name: 'Remove C9200-24T' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toHaveFocus();
    expect(calls('shoppingCart.deleteItem')[0]?.[1]).toMatchObject({ query: { ids: 'line-1' } });
  });

  it('says nothing removed when the server refuses, and keeps the line', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getShoppingCart') return cartOf([switchLine, cableLine], 1);
      if (endpoint.id === 'shoppingCart.deleteItem') {
        throw new ApiError({
          status: 409,
          endpointId: endpoint.id,
          body: { code: 'Conflict', message: 'The cart was changed elsewhere.', traceId: 't' },
        });
      }
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove C9200-24T' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls('shoppingCart.deleteItem')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Remove C9200-24T' })).toBeVisible();
    expect(screen.queryByText(/removed from your cart/)).not.toBeInTheDocument();
  });
});
