import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddressCard } from './AddressCard';
import { headOffice, warehouse } from './AddressCard.fixtures';

const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
  args: { address: headOffice },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contoso Ltd. Head Office')).toBeVisible();
    await expect(canvas.getByText('Phone: 215-555-0142')).toBeVisible();
  },
};

export const Playground: Story = { args: { address: warehouse, bare: false } };
