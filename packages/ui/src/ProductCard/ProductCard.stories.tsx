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

/** A quantity that is not a whole number from 1 to the cart's largest stays as typed, says why, and adds nothing. */
const wrongQuantity = (typed: string): Story => ({
  args: { maxQuantity: 99_999 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.tab();
    await expect(field).toHaveValue(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a whole number from 1 to 99,999.');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
});

export const QuantityWithDecimals: Story = wrongQuantity('2.5');
export const QuantityNegative: Story = wrongQuantity('-3');
export const QuantityZero: Story = wrongQuantity('0');
export const QuantityTooLarge: Story = wrongQuantity('100000');
