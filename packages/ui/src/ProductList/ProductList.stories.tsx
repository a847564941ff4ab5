import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductList } from './ProductList';
import { products } from './ProductList.fixtures';

const meta = {
  title: 'Components/ProductList',
  component: ProductList,
  args: { items: products, onAddToCart: fn() },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart 21HD003AUS' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(products[0], 1);
  },
};

export const Playground: Story = { args: { status: 'ready', maxQuantity: 9999 } };

/** A row's quantity that is not a whole number from 1 to the largest stays as typed, says why, and adds nothing. */
const wrongQuantity = (typed: string): Story => ({
  args: { maxQuantity: 99_999 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Quantity of 21HD003AUS' });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.tab();
    await expect(field).toHaveValue(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a whole number from 1 to 99,999.');
    await expect(canvas.getByRole('button', { name: 'Add to cart 21HD003AUS' })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
});

export const QuantityWithDecimals: Story = wrongQuantity('2.5');
export const QuantityNegative: Story = wrongQuantity('-3');
export const QuantityZero: Story = wrongQuantity('0');
export const QuantityTooLarge: Story = wrongQuantity('100000');
