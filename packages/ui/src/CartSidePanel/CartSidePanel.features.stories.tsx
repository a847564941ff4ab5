import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartSidePanel } from './CartSidePanel';
import { cartLines, requestLine } from './CartSidePanel.fixtures';

const meta = {
  title: 'Components/CartSidePanel/Features',
  component: CartSidePanel,
  args: { lines: cartLines, grandTotal: '4779.97', onViewCart: fn(), onCheckout: fn() },
} satisfies Meta<typeof CartSidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinesCountAndTotal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Your cart (13 items)' });
    const items = within(within(panel).getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByText('$2,699.98')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText(/Qty: 2/)).toBeVisible();
    await expect(canvas.getByText('$4,779.97')).toBeVisible();
  },
};

export const ServerCountAndTotal: Story = {
  args: {
    count: 1,
    grandTotal: '99.5',
    lines: [{ id: 'b1', description: 'Docking bundle', quantity: 1, extendedPrice: '99.5' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your cart (1 item)' })).toBeVisible();
    await expect(canvas.getAllByText('$99.50')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { lines: [], grandTotal: '0.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const RequestItemsBlockCheckout: Story = {
  args: { lines: [...cartLines, requestLine] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Request pricing')).toBeVisible();
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(
      'Request pricing for or remove the items without pricing to check out.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'View cart' }));
    await expect(args.onViewCart).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onViewCart).toHaveBeenCalledTimes(1);
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};
