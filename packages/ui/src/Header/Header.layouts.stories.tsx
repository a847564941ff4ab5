import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell';
import { Header } from './Header';
import { portals } from './Header.fixtures';

/**
 * The header at a phone's, a tablet's and a desktop's width (issue 16), one row at each: on a 375 × 812 phone at
 * most 64 px (it took three rows, 160 px), the search opening as a row on demand and an account menu holding the
 * greeting, My Account and Logout; at 768 px (it took two rows) the same with the portals dropdown beside the
 * account menu; at 1024 px the search a field in the row; from 1280 px the greeting, My Account and Logout in the
 * row. A portal link is in one header menu only, the portals dropdown (on a phone the side menu's). Shown in
 * AppShell, which keeps the header's height in `--app-header-height` for the scroll padding under the sticky
 * header. The `viewport-<width>` tag renders a story in a page that wide.
 */
const searchTypes = [
  { id: 'products', label: 'Products' },
  { id: 'orders', label: 'Orders' },
  { id: 'quotes', label: 'Quotes' },
  { id: 'invoices', label: 'Invoices' },
];

const meta = {
  title: 'Components/Header/Layouts',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { firstName: 'Dana' },
    logoHref: '#/account-overview',
    logo: undefined,
    labels: { logo: 'IT Reseller' },
    documentTypes: searchTypes,
    portals,
    showBell: true,
    pendingApprovalsCount: 3,
    showCart: true,
    cartCount: 2,
    onSearch: fn(),
    onLogout: fn(),
    onToggleMenu: fn(),
    isMenuOpen: false,
    menuId: 'side-menu',
  },
  render: (args) => (
    <AppShell header={<Header {...args} />}>
      <h1>Account Overview</h1>
    </AppShell>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's height, and that AppShell keeps it in `--app-header-height`. */
async function expectHeaderHeight(banner: HTMLElement, max: number) {
  const height = banner.getBoundingClientRect().height;
  await expect(height, 'the header is too tall').toBeLessThanOrEqual(max);
  await waitFor(() =>
    expect(document.documentElement.style.getPropertyValue('--app-header-height')).toBe(
      `${banner.parentElement?.getBoundingClientRect().height}px`,
    ),
  );
  await expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
    window.innerWidth,
  );
}

/** Every control's middle on one line: one row. */
async function expectOneRow(elements: HTMLElement[]) {
  const middles = elements.map((element) => {
    const box = element.getBoundingClientRect();
    return Math.round(box.top + box.height / 2);
  });
  await expect(new Set(middles).size, `middles ${middles.join(', ')}`).toBe(1);
}

/** The header once its search form and account menu have loaded (after the first paint, when idle). */
async function loadedHeader(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const banner = canvas.getByRole('banner');
  const header = within(banner);
  // The search form and the account menu load once the browser is idle after the first paint.
  const accountMenu = await header.findByRole('button', { name: 'Account menu' }, { timeout: 10_000 });
  await waitFor(() => expect(banner.querySelector('form[role="search"]'), 'the search form').not.toBeNull(), {
    timeout: 10_000,
  });
  return { canvas, banner, header, accountMenu };
}

async function phoneHeader(canvasElement: HTMLElement) {
  const loaded = await loadedHeader(canvasElement);
  return { ...loaded, toggle: loaded.header.getByRole('button', { name: 'Show search' }) };
}

export const At375: Story = {
  name: 'At 375 px: one row',
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    const { banner, header, accountMenu, toggle } = await phoneHeader(canvasElement);
    await expectHeaderHeight(banner, 64);
    const menuToggle = header.getByRole('button', { name: 'Toggle menu' });
    const logo = header.getByRole('link', { name: 'IT Reseller' });
    const bell = header.getByRole('link', { name: 'Pending approvals 3' });
    const cart = header.getByRole('link', { name: 'Shopping cart, 2 items' });
    await expectOneRow([menuToggle, logo, toggle, bell, cart, accountMenu]);
    // The search is behind its toggle; the greeting, My Account, Portals and Logout behind the account menu.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.queryByRole('search')).not.toBeInTheDocument();
    await expect(header.queryByRole('link', { name: 'Hello, Dana!' })).not.toBeInTheDocument();
    await expect(header.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(header.queryByRole('button', { name: 'Portals' })).not.toBeInTheDocument();
  },
};

/** A 320 px phone (WCAG reflow): still one row, nothing scrolls sideways. */
export const At320: Story = {
  name: 'At 320 px: one row',
  tags: ['viewport-320'],
  play: async ({ canvasElement }) => {
    const { banner, header, accountMenu, toggle } = await phoneHeader(canvasElement);
    await expectHeaderHeight(banner, 64);
    await expectOneRow([
      header.getByRole('button', { name: 'Toggle menu' }),
      header.getByRole('link', { name: 'IT Reseller' }),
      toggle,
      accountMenu,
    ]);
  },
};

export const At375SearchOpen: Story = {
  name: 'At 375 px: the search opened',
  tags: ['viewport-375'],
  play: async ({ canvasElement, args }) => {
    const { banner, header, toggle } = await phoneHeader(canvasElement);
    // Opened from the keyboard: the focus moves into the keyword field.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const search = header.getByRole('search', { name: 'Search' });
    await expect(search).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    const keyword = header.getByRole('searchbox', { name: 'Keyword' });
    await waitFor(() => expect(keyword).toHaveFocus());
    // Products is the first type; the row under the icons grows the header, and the scroll padding with it.
    await expect(header.getByRole('button', { name: /Document type/ })).toHaveTextContent('Products');
    await expectHeaderHeight(banner, 120);
    await expect(banner.getBoundingClientRect().height).toBeGreaterThan(64);
    await expect(search.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      toggle.getBoundingClientRect().bottom,
    );

    // Escape closes it, back onto the toggle; the header is one row again.
    await userEvent.type(keyword, 'dock');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
    await expectHeaderHeight(banner, 64);

    // Opened again (the keyword kept) and searched: it closes, the focus on the toggle.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header.getByRole('searchbox', { name: 'Keyword' })).toHaveFocus());
    await userEvent.keyboard(' station{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ documentType: 'products', keyword: 'dock station' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
    // For the picture: opened.
    await userEvent.click(toggle);
    await waitFor(() => expect(header.getByRole('searchbox', { name: 'Keyword' })).toHaveFocus());
  },
};

export const At375AccountMenu: Story = {
  name: 'At 375 px: the account menu',
  tags: ['viewport-375'],
  play: async ({ canvasElement, args }) => {
    const { accountMenu } = await phoneHeader(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    accountMenu.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await body.findByRole('menu', { name: 'Account menu' }));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await expect(menu.getByText('Hello, Dana!')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '#/account');
    // The account only: the portals are the portals dropdown's (the side menu's on a phone), not repeated here.
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Account',
      'Logout',
    ]);
    // Logout from the keyboard: the last item.
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(accountMenu).toHaveFocus());
    // For the picture: open.
    await userEvent.click(accountMenu);
    await body.findByRole('menu', { name: 'Account menu' });
  },
};

/** The row of a tablet: the search toggle (under 1024 px), the bell, the cart, the portals and the account menu. */
async function tabletHeader(canvasElement: HTMLElement) {
  const { banner, header, accountMenu } = await loadedHeader(canvasElement);
  const portalsButton = await header.findByRole('button', { name: 'Portals' }, { timeout: 10_000 });
  return { banner, header, accountMenu, portalsButton };
}

export const At768: Story = {
  name: 'At 768 px: one row, the portals beside the account menu',
  tags: ['viewport-768'],
  play: async ({ canvasElement }) => {
    const { banner, header, accountMenu, portalsButton } = await tabletHeader(canvasElement);
    // It took two rows, 110 px: the search and the greeting, My Account, Portals and Logout wrapped.
    await expectHeaderHeight(banner, 64);
    const toggle = header.getByRole('button', { name: 'Show search' });
    await expectOneRow([
      header.getByRole('button', { name: 'Toggle menu' }),
      header.getByRole('link', { name: 'IT Reseller' }),
      toggle,
      header.getByRole('link', { name: 'Pending approvals 3' }),
      header.getByRole('link', { name: 'Shopping cart, 2 items' }),
      portalsButton,
      accountMenu,
    ]);
    await expect(header.queryByRole('search')).not.toBeInTheDocument();
    await expect(header.queryByRole('link', { name: 'Hello, Dana!' })).not.toBeInTheDocument();
    await expect(header.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    // The portals are the dropdown's, from the keyboard.
    const body = within(canvasElement.ownerDocument.body);
    portalsButton.focus();
    await userEvent.keyboard('{Enter}');
    const portalsMenu = within(await body.findByRole('menu'));
    await expect(portalsMenu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Partner portal(opens in a new tab)',
      'Licensing portal(opens in a new tab)',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(portalsButton).toHaveFocus());
    // The search row opens under the icons: the header grows by it, then is one row again.
    await userEvent.click(toggle);
    await waitFor(() => expect(header.getByRole('searchbox', { name: 'Keyword' })).toHaveFocus());
    await expect(banner.getBoundingClientRect().height).toBeGreaterThan(64);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveFocus());
    await expectHeaderHeight(banner, 64);
    toggle.blur();
  },
};

export const At1024: Story = {
  name: 'At 1024 px: one row with the search field',
  tags: ['viewport-1024'],
  play: async ({ canvasElement, args }) => {
    const { banner, header, accountMenu, portalsButton } = await tabletHeader(canvasElement);
    const search = await header.findByRole('search', { name: 'Search' }, { timeout: 10_000 });
    await expectHeaderHeight(banner, 64);
    await expectOneRow([
      header.getByRole('link', { name: 'IT Reseller' }),
      search,
      header.getByRole('link', { name: 'Shopping cart, 2 items' }),
      portalsButton,
      accountMenu,
    ]);
    await expect(header.queryByRole('button', { name: 'Show search' })).not.toBeInTheDocument();
    // A keyword as wide as a product name: at least 280 px of the row.
    await expect(
      header.getByRole('searchbox', { name: 'Keyword' }).getBoundingClientRect().width,
    ).toBeGreaterThan(280);
    await userEvent.type(header.getByRole('searchbox', { name: 'Keyword' }), 'usb-c dock{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ documentType: 'products', keyword: 'usb-c dock' });
    // The account menu: the greeting, My Account and Logout.
    await userEvent.click(accountMenu);
    const menu = within(
      await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Account menu' }),
    );
    await expect(menu.getByText('Hello, Dana!')).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(accountMenu).toHaveFocus());
    accountMenu.blur();
  },
};

export const At1440: Story = {
  name: 'At 1440 px: one row with the search',
  tags: ['viewport-1440'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    const header = within(banner);
    const search = await header.findByRole('search', { name: 'Search' }, { timeout: 10_000 });
    await expectHeaderHeight(banner, 64);
    const greeting = header.getByRole('link', { name: 'Hello, Dana!' });
    const logout = header.getByRole('button', { name: 'Logout' });
    const portalsButton = await header.findByRole('button', { name: 'Portals' }, { timeout: 10_000 });
    await expectOneRow([
      header.getByRole('link', { name: 'IT Reseller' }),
      search,
      greeting,
      portalsButton,
      logout,
    ]);
    // The phone's toggle and account menu are not there.
    await expect(header.queryByRole('button', { name: 'Show search' })).not.toBeInTheDocument();
    await expect(header.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    // Products first; searching.
    await expect(header.getByRole('button', { name: /Document type/ })).toHaveTextContent('Products');
    await userEvent.type(header.getByRole('searchbox', { name: 'Keyword' }), 'usb-c dock{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ documentType: 'products', keyword: 'usb-c dock' });
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    logout.blur();
  },
};
