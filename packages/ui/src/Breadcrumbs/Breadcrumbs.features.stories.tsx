import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs/Features',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Account Overview', href: '#/account-overview' },
      { label: 'Invoices', href: '#/invoices' },
      { label: 'Invoice 889120', href: '#/invoice?id=889120' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastCrumbIsCurrentPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // RAC builds the collection after the first render.
    const current = await canvas.findByText('Invoice 889120');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const SingleCrumb: Story = {
  args: { items: [{ label: 'Account Overview', href: '#/account-overview' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Account Overview')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const NoCrumbsRendersNothing: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
