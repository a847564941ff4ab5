import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductList, type ProductListItem } from './ProductList';
import { products } from './ProductList.fixtures';

const meta = {
  title: 'Components/ProductList/Features',
  component: ProductList,
  args: { items: products, onAddToCart: fn() },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a buyer scans for, per row: part, manufacturer, name (a link to the detail), unit, term, price. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const service = within(rows[1] as HTMLElement);
    await expect(service.getByText('CON-SNT-C93002PA')).toBeVisible();
    await expect(getComputedStyle(service.getByText('CON-SNT-C93002PA')).fontFamily).toMatch(/mono/i);
    await expect(service.getByText('Cisco')).toBeVisible();
    await expect(service.getByText('Unit: Each · 36-month term')).toBeVisible();
    await expect(service.getByText('$1,120.00')).toBeVisible();
    await expect(service.getByText('In your cart: 2')).toBeVisible();
    await expect(
      service.getByRole('link', { name: 'Smart Net Total Care 8x5xNBD for Catalyst 9300 24-port PoE+' }),
    ).toHaveAttribute('href', '#/shop?product=p2');
    // A hidden price is never shown: the row says to request it.
    const seat = within(rows[2] as HTMLElement);
    await expect(seat.getByText('Request pricing')).toBeVisible();
    await expect(seat.queryByText(/\$/)).not.toBeInTheDocument();
    // Each row's controls are named for their product.
    await expect(canvas.getByRole('textbox', { name: 'Quantity of AAA-10726' })).toBeInTheDocument();
  },
};

export const QuantityByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of 21HD003AUS' });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(quantity).toHaveValue('3');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart 21HD003AUS' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith(products[0], 3);
  },
};

/** The first page loading: placeholder rows, the list busy, nothing to press. */
export const Loading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Loading products' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products found.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** At 320 px the rows stack: nothing scrolls sideways, every control stays in the list's width. */
export const NarrowWidth: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrapper = canvasElement.firstElementChild as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBe(320);
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const button of canvas.getAllByRole('button', { name: /^Add to cart/ })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        wrapper.getBoundingClientRect().right,
      );
    }
    // Stacked, the quantity's label shows: no column heading names it.
    const firstRow = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(firstRow.getByText('Quantity')).toBeVisible();
  },
};

function PendingList({ onAddToCart }: { onAddToCart: (item: ProductListItem, quantity: number) => void }) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  return (
    <ProductList
      items={products}
      pendingId={pendingId}
      onAddToCart={(item, quantity) => {
        onAddToCart(item, quantity);
        setPendingId(item.id);
      }}
    />
  );
}

/** While an add is under way its button keeps the keyboard focus and refuses a second press. */
export const PendingAdd: Story = {
  render: (args) => <PendingList onAddToCart={args.onAddToCart ?? (() => undefined)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add to cart 21HD003AUS' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add).toHaveAttribute('data-pending', 'true'));
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Quantity of 21HD003AUS' })).toBeDisabled();
  },
};
