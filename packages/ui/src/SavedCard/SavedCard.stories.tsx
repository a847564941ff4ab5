import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedCard } from './SavedCard';
import { visaCard } from './SavedCard.fixtures';

const meta = {
  title: 'Components/SavedCard',
  component: SavedCard,
  args: { card: visaCard, onDelete: fn() },
} satisfies Meta<typeof SavedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Visa ending in 1111' }));
    await expect(args.onDelete).toHaveBeenCalledWith('pi-1');
  },
};

export const Playground: Story = {};
