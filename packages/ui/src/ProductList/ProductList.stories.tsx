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
