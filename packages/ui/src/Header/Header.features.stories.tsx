import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header';
import { documentTypes, portals } from './Header.fixtures';

const meta = {
  title: 'Components/Header/Features',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { firstName: 'Dana' },
    logoHref: '#/account-overview',
    documentTypes,
    portals,
    showBell: true,
    pendingApprovalsCount: 3,
    showCart: true,
    cartCount: 2,
    onSearch: fn(),
    onLogout: fn(),
    onToggleMenu: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '#/login');
    await expect(canvas.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '#/help');
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument();
  },
};

/** Stored credentials are loading the user: the signed-in rows are held, with nothing to operate yet. */
export const UserPending: Story = {
  args: { user: null, userPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    // Neither the signed-out links nor the signed-in ones: the logo alone can be followed.
    await expect(within(banner).getAllByRole('link')).toHaveLength(1);
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // The toggle's and the search form's places are held (the picture; e2e/first-paint.spec.ts on a phone).
  },
};

export const SignedOutInMaintenance: Story = {
  args: { user: null, maintenanceMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  },
};

export const BellHiddenAtZero: Story = {
  args: { pendingApprovalsCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Pending approvals/ })).not.toBeInTheDocument();
    // The picture is taken with the search form loaded (it mounts once the browser is idle).
    await canvas.findByRole('search', { name: 'Search' }, { timeout: 10_000 });
  },
};

export const BellHiddenWithoutFeature: Story = {
  args: { showBell: false, pendingApprovalsCount: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Pending approvals/ })).not.toBeInTheDocument();
  },
};

export const BellWithCount: Story = {
  args: { pendingApprovalsCount: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('link', { name: 'Pending approvals 7' });
    await expect(bell).toHaveAttribute('href', '#/pending-approvals');
  },
};

export const CartHiddenWithoutPermission: Story = {
  args: { showCart: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Shopping cart/ })).not.toBeInTheDocument();
  },
};

export const CartWithCount: Story = {
  args: { cartCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Shopping cart, 12 items' });
    await expect(cart).toHaveAttribute('href', '#/shopping-cart');
    await expect(cart).toHaveTextContent('12');
  },
};

/** One item: the link's name is singular ('1 item', not '1 items'). */
export const CartWithOneItem: Story = {
  args: { cartCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Shopping cart, 1 item' })).toHaveTextContent('1');
  },
};

/** An empty cart: the link without a badge (no red 0) and named plainly. */
export const CartEmpty: Story = {
  args: { cartCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Shopping cart' });
    await expect(cart).toHaveAttribute('href', '#/shopping-cart');
    await expect(cart).toHaveTextContent('');
    await expect(cart.querySelector('svg + span')).toBeNull();
  },
};

export const PunchOutUserCannotLogOut: Story = {
  args: {
    canLogout: false,
    punchOutImageUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="80" height="32"><rect width="80" height="32" fill="%23ffffff"/></svg>',
    punchOutImageAlt: 'Procurement system',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Procurement system' })).toBeVisible();
  },
};

export const LogoutCallsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SearchBySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The search form loads when the signed-in header first shows it.
    await userEvent.click(await canvas.findByRole('button', { name: /Document type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Invoices' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Keyword' }), ' INV-1001 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ documentType: 'invoices', keyword: 'INV-1001' });
  },
};

export const SearchByIcon: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Keyword' }), 'router');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ documentType: 'all', keyword: 'router' });
  },
};

export const MenuToggle: Story = {
  args: { isMenuOpen: false, menuId: 'side-menu' },
  render: (args) => (
    <>
      <Header {...args} />
      <nav id="side-menu" aria-label="Main menu" hidden />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledTimes(1);
  },
};

export const PortalsDropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Portals' }));
    const item = await body.findByRole('menuitem', { name: /Partner portal/ });
    await expect(item).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const CustomLabels: Story = {
  args: { labels: { greeting: 'Bonjour, {firstName} !', logout: 'Déconnexion' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bonjour, Dana !' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  },
};
