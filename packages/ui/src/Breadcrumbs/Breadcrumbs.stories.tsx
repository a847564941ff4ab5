import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Account Overview', href: '#/account-overview' },
      { label: 'Orders', href: '#/orders' },
      { label: 'Order SO-10045' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(await nav.findByRole('link', { name: 'Orders' })).toHaveAttribute('href', '#/orders');
  },
};

export const Playground: Story = {};
