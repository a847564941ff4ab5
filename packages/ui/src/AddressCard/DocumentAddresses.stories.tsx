import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { branch, headOffice, warehouse } from './AddressCard.fixtures';
import { DocumentAddresses } from './DocumentAddresses';

const meta = {
  title: 'Components/DocumentAddresses',
  component: DocumentAddresses,
  args: {
    entries: [
      { key: 'billTo', title: 'Bill To', address: headOffice },
      { key: 'shipTo', title: 'Ship To', address: warehouse },
      { key: 'endUser', title: 'End User', address: branch },
    ],
  },
} satisfies Meta<typeof DocumentAddresses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role named: each is a region titled by its role, holding its address. */
export const AllAddresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billTo = canvas.getByRole('region', { name: 'Bill To' });
    await expect(within(billTo).getByText('Contoso Ltd. Head Office')).toBeVisible();
    const shipTo = canvas.getByRole('region', { name: 'Ship To' });
    await expect(within(shipTo).getByText('88 Industrial Way')).toBeVisible();
    const endUser = canvas.getByRole('region', { name: 'End User' });
    await expect(within(endUser).getByText('Contoso Pittsburgh Branch')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A role the document does not name says "None" instead of an empty box. */
export const MissingAddress: Story = {
  args: {
    entries: [
      { key: 'billTo', title: 'Bill To', address: headOffice },
      { key: 'shipTo', title: 'Ship To', address: warehouse },
      { key: 'endUser', title: 'End User', address: null },
    ],
    emptyText: 'Not specified',
  },
  play: async ({ canvasElement }) => {
    const endUser = within(canvasElement).getByRole('region', { name: 'End User' });
    await expect(within(endUser).getByText('Not specified')).toBeVisible();
  },
};

/** Under a page's level-3 heading the roles take level 4. */
export const NestedHeadings: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};
