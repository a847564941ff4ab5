import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SideMenu } from './SideMenu';
import { menuItems, portalLinks } from './SideMenu.fixtures';

const meta = {
  title: 'Components/SideMenu',
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
    currentHref: '#/invoices',
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getBoundingClientRect().width).toBe(256);
  },
};

export const Playground: Story = {
  argTypes: { open: { control: 'boolean' }, closeOnNavigate: { control: 'boolean' } },
};
