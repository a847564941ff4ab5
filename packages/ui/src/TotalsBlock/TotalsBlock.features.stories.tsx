import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TotalsBlock } from './TotalsBlock';

const meta = {
  title: 'Components/TotalsBlock/Features',
  component: TotalsBlock,
  args: { subtotal: '1000', shipping: '25', tax: '80', grandTotal: '1105.00' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TotalsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a term: the `<dd>` after the `<dt>`. */
function amountOf(canvasElement: HTMLElement, term: string) {
  return within(canvasElement).getByText(term).nextElementSibling?.textContent;
}

/** The app passes the discounts as one negative amount (100 + 50.50 + 10 summed by `documentTotals`). */
export const DiscountsSummed: Story = {
  args: { discount: '-160.50', grandTotal: '944.50' },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Discounts')).toBe('-$160.50');
    await expect(amountOf(canvasElement, 'Grand total')).toBe('$944.50');
  },
};

export const NoDiscounts: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Discounts')).not.toBeInTheDocument();
    await expect(amountOf(canvasElement, 'Grand total')).toBe('$1,105.00');
  },
};

export const RecurringMonthlyCharges: Story = {
  args: { recurringMonthlyCharges: '249' },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Recurring monthly charges')).toBe('$249.00');
  },
};

export const NegativeTotal: Story = {
  args: { subtotal: '-500', shipping: '0', tax: '-40', grandTotal: '-540.00' },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Subtotal')).toBe('-$500.00');
    await expect(amountOf(canvasElement, 'Grand total')).toBe('-$540.00');
  },
};
