import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedCard } from './SavedCard';
import { expiredAmex, mastercardCard, visaCard } from './SavedCard.fixtures';

const meta = {
  title: 'Components/SavedCard/Features',
  component: SavedCard,
  args: { card: visaCard, onDelete: fn() },
} satisfies Meta<typeof SavedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardTypes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[visaCard, mastercardCard, expiredAmex].map((card) => (
        <SavedCard key={card.id} {...args} card={card} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of ['Visa', 'Mastercard', 'American Express']) {
      await expect(canvas.getByRole('img', { name: type })).toBeVisible();
    }
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeInTheDocument();
  },
};

export const MaskedNumberAndExpiry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('•••• 1111')).toBeVisible();
    await expect(canvas.getByText('Expires 03/2028')).toBeVisible();
    await expect(canvas.getByText('Dana Whitaker')).toBeVisible();
    await expect(canvas.queryByText(/4111/)).not.toBeInTheDocument();
  },
};

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Primary')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { card: expiredAmex },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Expired 01/2024')).toBeVisible();
    await expect(canvas.queryByText('Primary')).not.toBeInTheDocument();
  },
};

export const DeleteWithKeyboard: Story = {
  args: { card: mastercardCard },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete Mastercard ending in 4444' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('pi-2');
  },
};

export const WithoutDelete: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
