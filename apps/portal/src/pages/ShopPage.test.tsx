import { ApiError } from '@b2b-portal/api/client';
import { parseRouteQuery, routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import { useHashSearch } from '../app/hashLocation';
import ShopPage from './ShopPage';
import { SHOP_VIEW_KEY } from './shop/useShopView';

/** The shop's list view and product detail: what the page asks the server and what the buyer sees. */

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: ['browseCatalogs', 'shoppingcart'] as string[] },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const SWITCH = '6b1d1e6e-4c1f-4a8b-9a57-0d2b1c9e7a11';
const CARE = '6b1d1e6e-4c1f-4a8b-9a57-0d2b1c9e7a12';
const header = {
  manufacturerID: 'm1',
  manufacturerName: 'Cisco',
  category: 'Networking',
  unitOfMeasure: 'EA',
  listPrice: '0.00',
  pricingHidden: false,
  serviceLength: 0,
  variableBilling: null,
  available: true,
  imageUrl: null,
};
const products = [
  {
    ...header,
    id: SWITCH,
    manufacturerPart: 'C9300-24P-A',
    description: 'Catalyst 9300 24-port PoE+',
    unitPrice: '4895.00',
    quantity: 0,
  },
  {
    ...header,
    id: CARE,
    manufacturerPart: 'CON-SNT-C93002PA',
    description: 'Smart Net Total Care for Catalyst 9300',
    unitPrice: '1120.00',
    serviceLength: 36,
    quantity: 0,
  },
];
const specs = {
  ...products[0],
  unspsc: '43222612',
  longDescription: 'Stackable 24-port switch.',
  specGroups: [{ groupName: 'Ports', specs: [{ name: 'PoE+ ports', value: '24' }] }],
};
const DOCK = '6b1d1e6e-4c1f-4a8b-9a57-0d2b1c9e7a13';
const module = {
  ...header,
  id: DOCK,
  manufacturerPart: 'C9300-NM-8X',
  description: 'Catalyst 9300 network module with 8 × 10G SFP+ uplinks',
  unitPrice: '1890.00',
  quantity: 0,
};
/** The switch's service contract (from the search's products) and one option. */
const relatedAnswer = { productId: SWITCH, services: [products[1]], options: [module] };
const nothingRelated = { productId: SWITCH, services: [], options: [] };
const searchAnswer = {
  start: 1,
  size: 20,
  totalRecords: 2,
  totalCapped: false,
  records: 2,
  sortBy: 0,
  data: products,
  next: null,
};
const emptyCart = { items: [], count: 0, grandTotal: '0.00' };
const cartWith = (productID: string, quantity: number) => ({
  items: [
    {
      id: 'line-1',
      productID,
      description: 'Catalyst 9300 24-port PoE+',
      manufacturerPart: 'C9300-24P-A',
      quantity,
      extendedPrice: '4895.00',
      isRequestItem: false,
    },
  ],
  count: quantity,
  grandTotal: '4895.00',
});

const calls = (id: string) => call.mock.calls.filter(([endpoint]) => endpoint.id === id);

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '#/shop');
  call.mockImplementation(async (endpoint: { id: string }, options: { body?: { productId: string } }) => {
    switch (endpoint.id) {
      case 'product.search':
        return searchAnswer;
      case 'product.listManufacturers':
        return [];
      case 'shoppingCart.getShoppingCart':
        return emptyCart;
      case 'product.getTechSpecs':
        return specs;
      case 'product.getRelated':
        return nothingRelated;
      case 'product.addItem':
        return cartWith(options.body?.productId ?? '', 1);
      default:
        throw new Error(`unexpected call ${endpoint.id}`);
    }
  });
});
afterEach(() => call.mockReset());

/** The page as RouteView gives it: its typed query read from the hash. */
function RoutedShop() {
  const search = useHashSearch();
  const route = routeByName('Shop');
  return <ShopPage route={route} query={parseRouteQuery(route, new URLSearchParams(search))} />;
}

const renderShop = () =>
  render(
    <DownloadsProvider save={vi.fn()}>
      <RoutedShop />
    </DownloadsProvider>,
  );

describe('ShopPage views', { timeout: 60_000 }, () => {
  it('switches to the list view, remembers it in this browser and adds from a row', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShop();
    // The first render of a test file loads the page and RAC: slow on a loaded machine.
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 });
    const view = screen.getByRole('radiogroup', { name: 'View' });
    expect(within(view).getByRole('radio', { name: 'Grid' })).toBeChecked();

    await user.click(within(view).getByRole('radio', { name: 'List' }));
    expect(within(view).getByRole('radio', { name: 'List' })).toBeChecked();
    expect(within(view).getByRole('radio', { name: 'Grid' })).not.toBeChecked();
    expect(localStorage.getItem(SHOP_VIEW_KEY)).toBe('list');
    const rows = within(await screen.findByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('Unit: EA · 36-month term')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$1,120.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart C9300-24P-A' }));
    await vi.waitFor(() => expect(calls('product.addItem')).toHaveLength(1));
    expect(calls('product.addItem')[0]?.[1]).toMatchObject({ body: { productId: SWITCH, quantity: 1 } });
    expect(await screen.findByText('Added 1 × C9300-24P-A to your cart.')).toBeInTheDocument();

    unmount();
    renderShop();
    await screen.findByRole('link', { name: 'Catalyst 9300 24-port PoE+' });
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
  });

  it('marks Tech specs as the button that opens a dialog', async () => {
    const user = userEvent.setup();
    renderShop();
    const specsButton = await screen.findByRole(
      'button',
      { name: 'Tech specs C9300-24P-A' },
      { timeout: 15_000 },
    );
    expect(specsButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(specsButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(specsButton);
    const dialog = await screen.findByRole('dialog', { name: 'Tech specs of C9300-24P-A' });
    expect(within(dialog).getByRole('link', { name: 'Open the product page' })).toHaveAttribute(
      'href',
      `#/shop?product=${SWITCH}`,
    );
  });
});

describe('ShopPage quantities', { timeout: 60_000 }, () => {
  const message = 'Please enter a whole number from 1 to 99,999.';
  it('keeps a wrong quantity as typed, says why at the field and adds nothing until it is a whole number', async () => {
    const user = userEvent.setup();
    renderShop();
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 });
    const card = screen.getByRole('article', { name: 'Catalyst 9300 24-port PoE+' });
    const field = within(card).getByRole('textbox', { name: 'Quantity' });
    const add = within(card).getByRole('button', { name: 'Add to cart' });
    for (const typed of ['2.5', '-3', '0', '100000']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.tab();
      expect(field).toHaveValue(typed);
      expect(field).toHaveAccessibleDescription(message);
      expect(add).toBeDisabled();
    }
    expect(calls('product.addItem')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '3');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(within(card).queryByText(message)).not.toBeInTheDocument();
    await user.click(add);
    await vi.waitFor(() => expect(calls('product.addItem')).toHaveLength(1));
    expect(calls('product.addItem')[0]?.[1]).toMatchObject({ body: { productId: SWITCH, quantity: 3 } });
  });

  it('does the same in the list view', async () => {
    const user = userEvent.setup();
    renderShop();
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 });
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const field = await screen.findByRole('textbox', { name: 'Quantity of C9300-24P-A' });
    await user.clear(field);
    await user.type(field, '2.5');
    await user.tab();
    expect(field).toHaveValue('2.5');
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Add to cart C9300-24P-A' })).toBeDisabled();
    expect(calls('product.addItem')).toHaveLength(0);
  });
});

describe('ShopPage messages', { timeout: 60_000 }, () => {
  it('clears what an add said when a new search starts', async () => {
    const user = userEvent.setup();
    renderShop();
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 });
    const card = screen.getByRole('article', { name: 'Catalyst 9300 24-port PoE+' });
    await user.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 1 × C9300-24P-A to your cart.')).toBeInTheDocument();

    const searches = calls('product.search').length;
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'catalyst');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(calls('product.search').length).toBeGreaterThan(searches));
    expect(screen.queryByText('Added 1 × C9300-24P-A to your cart.')).not.toBeInTheDocument();
  });
});

describe('ShopPage keyword', { timeout: 60_000 }, () => {
  it('says at the field that a 1,000-character keyword is too long and does not search', async () => {
    const user = userEvent.setup();
    renderShop();
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 });
    const searches = calls('product.search').length;
    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    await user.click(keyword);
    await user.paste('x'.repeat(1000));
    expect(keyword).toHaveAccessibleDescription(
      expect.stringContaining('Please enter at most 200 characters.'),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(keyword, '{Enter}');
    expect(calls('product.search')).toHaveLength(searches);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ShopPage refused search', { timeout: 60_000 }, () => {
  it('shows a 400’s field errors at the search fields, not in the error modal, until the field is edited', async () => {
    const word = 'Please enter at most 100 characters.';
    call.mockImplementation(
      async (endpoint: { id: string }, options: { query?: { manufacturerPart?: string } }) => {
        if (endpoint.id === 'product.search' && options.query?.manufacturerPart) {
          throw new ApiError({
            status: 400,
            endpointId: endpoint.id,
            body: {
              code: 'ValidationFailed',
              message: 'There was some problem, while processing your Request',
              traceId: 'trace-1',
              errors: [{ path: 'manufacturerPart', message: word }],
            },
          });
        }
        if (endpoint.id === 'product.search') return searchAnswer;
        if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
        if (endpoint.id === 'product.listManufacturers') return [];
        throw new Error(`unexpected call ${endpoint.id}`);
      },
    );
    const user = userEvent.setup();
    renderShop();
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 });
    const part = screen.getByRole('textbox', { name: 'Manufacturer part' });
    await user.type(part, 'C9300');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // The search is made without the client's generic modal, and the Problem's word is at the field.
    const searches = calls('product.search');
    expect(searches.at(-1)?.[1]).toMatchObject({ reportProblems: false });
    await vi.waitFor(() => expect(part).toHaveAccessibleDescription(word));
    expect(part).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByText('There was some problem, while processing your Request'),
    ).not.toBeInTheDocument();

    await user.type(part, 'X');
    expect(part).not.toHaveAttribute('aria-invalid');
  });
});

describe('ShopPage with no results', { timeout: 60_000 }, () => {
  it('says nothing matched, how to search better, and clears the search back to the whole catalogue', async () => {
    const user = userEvent.setup();
    const answer = call.getMockImplementation();
    call.mockImplementation(async (endpoint: { id: string }, options: unknown) =>
      endpoint.id === 'product.search' && JSON.stringify(options).includes('nosuchpart')
        ? { ...searchAnswer, totalRecords: 0, records: 0, data: [] }
        : answer?.(endpoint, options),
    );
    renderShop();
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'nosuchpart');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
    expect(screen.getByText('Try another keyword, part number or manufacturer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(
      await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
    expect(screen.queryByText('No products match your search.')).not.toBeInTheDocument();
  });
});

describe('ShopPage product detail', { timeout: 60_000 }, () => {
  it('opens a product from the list, shows its specs, adds it and goes back to the same results', async () => {
    const user = userEvent.setup();
    localStorage.setItem(SHOP_VIEW_KEY, 'list');
    renderShop();
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'catalyst');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(calls('product.search')).toHaveLength(2));
    const link = await screen.findByRole('link', { name: 'Catalyst 9300 24-port PoE+' });
    expect(link).toHaveAttribute('href', `#/shop?product=${SWITCH}`);

    await user.click(link);
    const title = await screen.findByRole('heading', { level: 2, name: 'Catalyst 9300 24-port PoE+' });
    expect(calls('product.getTechSpecs')[0]?.[1]).toMatchObject({ query: { productId: SWITCH } });
    // The name takes the focus once the related products have answered too (drawn with the product).
    await vi.waitFor(() => expect(title).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Search products' })).not.toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Product' });
    expect(within(trail).getByText('C9300-24P-A')).toHaveAttribute('aria-current', 'page');
    const specsSection = screen.getByRole('region', { name: 'Tech specs' });
    expect(within(specsSection).getByText('PoE+ ports').tagName).toBe('DT');
    expect(within(specsSection).getByText('24').tagName).toBe('DD');
    expect(screen.getByText('One-time purchase')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() => expect(calls('product.addItem')).toHaveLength(1));
    const detail = screen.getByRole('article', { name: 'Catalyst 9300 24-port PoE+' });
    expect(await within(detail).findByText('In your cart: 1')).toBeInTheDocument();

    await user.click(within(trail).getByRole('link', { name: 'Search results' }));
    const back = await screen.findByRole('link', { name: 'Catalyst 9300 24-port PoE+' });
    await vi.waitFor(() => expect(back).toHaveFocus());
    // The same results, not a new search: the keyword is still there and nothing was asked again.
    expect(calls('product.search')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('catalyst');
  });

  it('shows a product whose price is hidden as one to request, with no amount', async () => {
    const hidden = { ...specs, pricingHidden: true, unitPrice: '0.00', listPrice: '0.00', serviceLength: 12 };
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'product.getTechSpecs') return hidden;
      if (endpoint.id === 'product.getRelated') return nothingRelated;
      if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
      if (endpoint.id === 'product.listManufacturers') return [];
      return searchAnswer;
    });
    history.replaceState(null, '', `#/shop?product=${SWITCH}`);
    renderShop();
    const detail = await screen.findByRole(
      'article',
      { name: 'Catalyst 9300 24-port PoE+' },
      { timeout: 15_000 },
    );
    expect(within(detail).getAllByText('Request pricing').length).toBeGreaterThan(0);
    expect(within(detail).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(detail).getByText('12-month term')).toBeInTheDocument();
  });

  it('says the catalogue’s word when the product is unknown', async () => {
    const word = 'This product is not in the catalogue or is no longer available.';
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'product.getTechSpecs' || endpoint.id === 'product.getRelated') {
        throw new ApiError({
          status: 404,
          endpointId: endpoint.id,
          body: { code: 'ProductNotFound', message: word, traceId: 'trace-1' },
        });
      }
      if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
      if (endpoint.id === 'product.listManufacturers') return [];
      return { ...searchAnswer, totalRecords: 0, records: 0, data: [] };
    });
    history.replaceState(null, '', `#/shop?product=${SWITCH}`);
    renderShop();
    expect(await screen.findByText(word)).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Product' });
    expect(within(trail).getByRole('link', { name: 'Search results' })).toHaveAttribute('href', '#/shop');
  });

  it('offers the product’s service contracts and options, and adds a service contract from its section', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }, options: { body?: { productId: string } }) => {
      if (endpoint.id === 'product.getTechSpecs') return specs;
      if (endpoint.id === 'product.getRelated') return relatedAnswer;
      if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
      if (endpoint.id === 'product.listManufacturers') return [];
      if (endpoint.id === 'product.addItem') return cartWith(options.body?.productId ?? '', 2);
      return searchAnswer;
    });
    history.replaceState(null, '', `#/shop?product=${SWITCH}`);
    renderShop();
    const detail = await screen.findByRole(
      'article',
      { name: 'Catalyst 9300 24-port PoE+' },
      { timeout: 15_000 },
    );
    expect(calls('product.getRelated')[0]?.[1]).toMatchObject({ query: { productId: SWITCH } });

    const services = within(detail).getByRole('region', { name: 'Service contracts' });
    const row = within(within(services).getByRole('list', { name: 'Service contracts' })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent('CON-SNT-C93002PA');
    expect(row).toHaveTextContent('Cisco');
    expect(within(row).getByRole('link', { name: 'Smart Net Total Care for Catalyst 9300' })).toHaveAttribute(
      'href',
      `#/shop?product=${CARE}`,
    );
    expect(row).toHaveTextContent('$1,120.00');
    expect(row).toHaveTextContent('Unit: EA · 36-month term');
    const options = within(detail).getByRole('region', { name: 'Options' });
    expect(within(options).getByRole('listitem')).toHaveTextContent('C9300-NM-8X');
    expect(within(options).getByRole('listitem')).toHaveTextContent('$1,890.00');
    // The sections come between the product's details and its tech specs.
    const specsSection = within(detail).getByRole('region', { name: 'Tech specs' });
    expect(services.compareDocumentPosition(specsSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const quantity = within(row).getByRole('textbox', { name: 'Quantity of CON-SNT-C93002PA' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(row).getByRole('button', { name: 'Add to cart CON-SNT-C93002PA' }));
    await vi.waitFor(() => expect(calls('product.addItem')).toHaveLength(1));
    expect(calls('product.addItem')[0]?.[1]).toMatchObject({ body: { productId: CARE, quantity: 2 } });
    expect(await screen.findByText('Added 2 × CON-SNT-C93002PA to your cart.')).toBeInTheDocument();
    expect(await within(row).findByText('In your cart: 2')).toBeInTheDocument();
    // Only the service contract is in the cart, not the switch.
    expect(within(detail).getAllByText(/In your cart/)).toHaveLength(1);
  });

  it('shows no section for a kind with nothing to offer, and a related price on request as such', async () => {
    const hiddenCare = { ...products[1], pricingHidden: true, unitPrice: '0.00' };
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'product.getTechSpecs') return specs;
      if (endpoint.id === 'product.getRelated') return { ...nothingRelated, services: [hiddenCare] };
      if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
      if (endpoint.id === 'product.listManufacturers') return [];
      return searchAnswer;
    });
    history.replaceState(null, '', `#/shop?product=${SWITCH}`);
    renderShop();
    const detail = await screen.findByRole(
      'article',
      { name: 'Catalyst 9300 24-port PoE+' },
      { timeout: 15_000 },
    );
    const services = within(detail).getByRole('region', { name: 'Service contracts' });
    expect(within(services).getByText('Request pricing')).toBeInTheDocument();
    expect(within(services).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: 'Options' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('heading', { name: 'Options' })).not.toBeInTheDocument();
  });

  it('still shows the product when its related products cannot be read, and says so', async () => {
    const failure = new ApiError({
      status: 503,
      endpointId: 'product.getRelated',
      body: { code: 'ServiceUnavailable', message: 'The catalogue is busy.', traceId: 'trace-2' },
    });
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'product.getTechSpecs') return specs;
      if (endpoint.id === 'product.getRelated') throw failure;
      if (endpoint.id === 'shoppingCart.getShoppingCart') return emptyCart;
      if (endpoint.id === 'product.listManufacturers') return [];
      return searchAnswer;
    });
    history.replaceState(null, '', `#/shop?product=${SWITCH}`);
    renderShop();
    const detail = await screen.findByRole(
      'article',
      { name: 'Catalyst 9300 24-port PoE+' },
      { timeout: 15_000 },
    );
    expect(within(detail).getByRole('region', { name: 'Tech specs' })).toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: 'Service contracts' })).not.toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(within(detail).getByText(failure.displayMessage)).toBeInTheDocument();
  });
});

describe('ShopPage keyword from the address (the header search’s Products, issue 16)', {
  timeout: 60_000,
}, () => {
  const keywords = () => calls('product.search').map(([, options]) => options.query.keyword);

  it('searches the keyword of the address, again for a new one, and keeps it past a product and back', async () => {
    history.replaceState(null, '', '#/shop?keyword=%20catalyst%20');
    renderShop();
    const field = await screen.findByRole('searchbox', { name: 'Keyword' }, { timeout: 15_000 });
    expect(field).toHaveValue('catalyst');
    await vi.waitFor(() => expect(keywords()).toEqual(['catalyst']));

    // A header search while on Shop.
    location.hash = '#/shop?keyword=smart%20net';
    await vi.waitFor(() => expect(keywords()).toEqual(['catalyst', 'smart net']));
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('smart net');

    // A product's detail (no keyword in its address) and back: the search is as it was, not asked again.
    location.hash = `#/shop?product=${SWITCH}`;
    await screen.findByRole('article', { name: 'Catalyst 9300 24-port PoE+' });
    location.hash = '#/shop?keyword=smart%20net';
    await screen.findByRole('heading', { name: 'Catalyst 9300 24-port PoE+' });
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('smart net');
    expect(keywords()).toEqual(['catalyst', 'smart net']);
  });

  it('sends no keyword longer than the contract takes, and says so at the field', async () => {
    history.replaceState(null, '', `#/shop?keyword=${'x'.repeat(201)}`);
    renderShop();
    await screen.findByText('Please enter at most 200 characters.', undefined, { timeout: 15_000 });
    await vi.waitFor(() => expect(keywords()).toEqual([undefined]));
  });
});
