import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { heldAnswer } from '../storySupport/heldAnswer.fixtures';
import { ProductCard } from './ProductCard';
import { laptop } from './ProductCard.fixtures';

const meta = {
  title: 'Components/ProductCard/Features',
  component: ProductCard,
  args: { product: laptop, onAddToCart: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PriceShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: laptop.description })).toBeVisible();
    await expect(canvas.getByText('Lenovo')).toBeVisible();
    await expect(canvas.getByText('Mfr. part: 21HD003AUS')).toBeVisible();
    await expect(canvas.getByText('$1,349.99')).toBeVisible();
  },
};

export const InCartWithDetailsAndActions: Story = {
  args: {
    inCart: 2,
    details: '36-month service',
    actions: <Button variant="secondary">Tech specs</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: laptop.description });
    await expect(within(card).getByText('In your cart: 2')).toBeVisible();
    await expect(within(card).getByText('36-month service')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Tech specs' })).toHaveFocus();
  },
};

export const PricingHidden: Story = {
  args: { showPricing: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Request pricing')).toBeVisible();
    await expect(canvas.queryByText('$1,349.99')).not.toBeInTheDocument();
  },
};

export const QuantityByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(quantity).toHaveFocus();
    // The focused field shows the focus ring on its box (WCAG 2.4.7): the bare input draws none.
    await expect(getComputedStyle(quantity.parentElement as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(quantity).toHaveValue('3');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith(laptop, 3);
  },
};

export const TypedQuantity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(quantity).toHaveValue('26');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(laptop, 26);
  },
};

export const MinimumQuantity: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  },
};

/** The page's largest quantity (the portal: the contract's): a larger one typed stays as typed and says the bounds. */
export const MaximumQuantity: Story = {
  args: { maxQuantity: 10, defaultQuantity: 9 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(quantity).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    // Past the largest: the text stays as typed, the field says the bounds and nothing is added.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '400');
    await expect(quantity).toHaveValue('400');
    await expect(quantity).toHaveAccessibleDescription('Please enter a whole number from 1 to 10.');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(laptop, 10);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** With an address, the product's name is a link to its detail view; the card keeps its heading. */
export const NameLinksToDetail: Story = {
  args: { product: { ...laptop, href: '#/shop?product=p1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: laptop.description });
    await expect(within(heading).getByRole('link', { name: laptop.description })).toHaveAttribute(
      'href',
      '#/shop?product=p1',
    );
  },
};

const added = heldAnswer();

/**
 * While an add is sent (`isPending`) the button keeps the keyboard focus and ignores presses; when the add is done
 * the focus is still where the person left it (WCAG 2.4.3), as a disabled button would not.
 */
export const Adding: Story = {
  render: function Render(args) {
    const [pending, setPending] = useState(false);
    return (
      <ProductCard
        {...args}
        isPending={pending}
        onAddToCart={(product, quantity) => {
          args.onAddToCart?.(product, quantity);
          setPending(true);
          // The answer arrives once the play function has pressed the pending button again.
          void added.wait().then(() => setPending(false));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(add).toHaveFocus();
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    // A second press while the first add is sent does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(add).toHaveFocus();
    added.release();
    // Done: the button is usable again and still has the focus.
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    await expect(add).toHaveFocus();
  },
};
