import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddressCard } from './AddressCard';
import { branch, headOffice, warehouse } from './AddressCard.fixtures';

const meta = {
  title: 'Components/AddressCard/Features',
  component: AddressCard,
  args: { address: headOffice },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const line of [
      '1200 Market Street',
      'Suite 400',
      'Receiving dock B',
      'Philadelphia, PA 19107',
      'United States',
    ]) {
      await expect(canvas.getByText(line)).toBeVisible();
    }
    await expect(canvas.getByText('Attn: Dana Whitaker')).toBeVisible();
  },
};

export const PrimaryBadge: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Primary')).toBeVisible();
  },
};

export const NotPrimary: Story = {
  args: { address: warehouse },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Primary')).not.toBeInTheDocument();
  },
};

export const PhoneWithCountryCode: Story = {
  args: { address: warehouse },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Phone: 856-555-0199')).toBeVisible();
  },
};

export const WithoutContact: Story = {
  args: { address: branch },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Attn:/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Phone:/)).not.toBeInTheDocument();
  },
};

export const TranslatedLabels: Story = {
  args: { labels: { primary: 'Principal', phone: 'Tél. {phone}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Principal')).toBeVisible();
    await expect(canvas.getByText('Tél. 215-555-0142')).toBeVisible();
  },
};
