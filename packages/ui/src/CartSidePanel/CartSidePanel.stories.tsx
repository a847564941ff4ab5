import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartSidePanel } from './CartSidePanel';
import { cartLines } from './CartSidePanel.fixtures';

const meta = {
  title: 'Components/CartSidePanel',
  component: CartSidePanel,
  args: { lines: cartLines, grandTotal: '4779.97', onViewCart: fn(), onCheckout: fn() },
} satisfies Meta<typeof CartSidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { count: 13, grandTotal: '4779.97' } };
