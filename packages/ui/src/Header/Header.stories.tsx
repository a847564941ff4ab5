import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Header } from './Header';
import { documentTypes, portals } from './Header.fixtures';

const meta = {
  title: 'Components/Header',
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
    canLogout: true,
    onSearch: fn(),
    onLogout: fn(),
    onToggleMenu: fn(),
    isMenuOpen: true,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hello, Dana!' })).toHaveAttribute('href', '#/account');
    // The search form loads once the browser is idle after the first paint (a placeholder holds its place).
    await expect(await canvas.findByRole('search', { name: 'Search' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Playground: Story = {
  argTypes: {
    pendingApprovalsCount: { control: { type: 'number', min: 0 } },
    cartCount: { control: { type: 'number', min: 0 } },
  },
};
