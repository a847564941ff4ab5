import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu } from './SideMenu';
import { menuItems, portalLinks } from './SideMenu.fixtures';

const meta = {
  title: 'Components/SideMenu/Features',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items: menuItems,
    showSettings: true,
    portalLinks,
    softwareCentralHref: 'https://software.example.com',
    copyright: '© 2026 IT Reseller, Inc.',
    onNavigate: fn(),
    onPunchOut: fn(),
    onLogout: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccordionKeepsOneOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quotes = canvas.getByRole('button', { name: 'Quotes' });
    const orders = canvas.getByRole('button', { name: 'Orders' });

    await userEvent.click(quotes);
    await expect(quotes).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Pricing Request' })).toBeVisible();
    await expect(args.onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'quotes' }));

    await userEvent.click(orders);
    await expect(orders).toHaveAttribute('aria-expanded', 'true');
    await expect(quotes).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Pricing Request' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Requisitions' })).toBeVisible();
    await expect(args.onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'orders' }));
  },
};

export const KeyboardAccordion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quotes = canvas.getByRole('button', { name: 'Quotes' });
    quotes.focus();
    await userEvent.keyboard('{Enter}');
    await expect(quotes).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pricing Request' })).toHaveFocus();
  },
};

export const PunchOutEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Configure a product' }));
    await expect(args.onPunchOut).toHaveBeenCalledWith(expect.objectContaining({ routeTo: 'punchout' }));
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const SettingsHiddenWithoutPermission: Story = {
  args: { showSettings: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Help' })).toBeVisible();
  },
};

export const PortalsGroupAndSoftwareCentral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const software = canvas.getByRole('link', { name: 'Software Central (opens in a new tab)' });
    await expect(software).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: /Partner portal/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Portals' }));
    await expect(canvas.getByRole('link', { name: 'Partner portal (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const PunchOutUserWithoutLogout: Story = {
  args: { canLogout: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const NarrowClosesAfterChoice: Story = {
  args: { closeOnNavigate: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Configure a product' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Logout' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
