import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from './ProductCard';
import { laptop } from './ProductCard.fixtures';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product: laptop, onAddToCart: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(laptop, 1);
  },
};

export const Playground: Story = { args: { showPricing: true, isDisabled: false, defaultQuantity: 2 } };
