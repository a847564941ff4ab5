import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentLines } from './DocumentLines';
import { sampleRows, sampleRowsPricingHidden } from './DocumentLines.fixtures';

const meta = {
  title: 'Components/DocumentLines/Features',
  component: DocumentLines,
  args: { 'aria-label': 'Cart lines', rows: sampleRows },
} satisfies Meta<typeof DocumentLines>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) => {
  const row = within(canvasElement).getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
};

export const GroupsAndBundles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Branch office network refresh' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Branch switch kit' })).toBeVisible();
    // 2 × 4,895 + 2 × 1,210.50 + 2 × 38.25 × 36 = 14,965
    await expect(
      rowOf(canvasElement, 'Bundle subtotal for Branch switch kit').getByText('$14,965.00'),
    ).toBeVisible();
    // the bundle plus 8 × 189
    await expect(
      rowOf(canvasElement, 'Subtotal for Branch office network refresh').getByText('$16,477.00'),
    ).toBeVisible();
  },
};

export const RecurringSubgroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Recurring charges' })).toBeVisible();
    // monthly 50 × 36 + 20 × 8 = 1,960; over 12 months 23,520
    const footer = rowOf(canvasElement, 'Total recurring charges');
    await expect(footer.getByText(/Recurring monthly charges: \$1,960\.00/)).toBeVisible();
    await expect(footer.getByText('$23,520.00')).toBeVisible();
  },
};

export const RequestItem: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'RACK-42U-CUSTOM');
    await expect(row.getByText('Request pricing')).toBeVisible();
    await expect(row.queryByText('$0.00')).not.toBeInTheDocument();
  },
};

export const PricingHidden: Story = {
  args: { rows: sampleRowsPricingHidden, showPricing: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Request pricing')).toHaveLength(7);
    await expect(canvas.queryByText(/\$/)).not.toBeInTheDocument();
  },
};

export const RemoveActions: Story = {
  args: { onRemoveBundle: fn(), onRemoveItem: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove bundle Branch switch kit' }));
    await expect(args.onRemoveBundle).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Branch switch kit' }),
    );
    const removeLine = canvas.getByRole('button', { name: 'Remove SFP-10G-SR-S' });
    removeLine.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveItem).toHaveBeenCalledWith(
      expect.objectContaining({ manufacturerPart: 'SFP-10G-SR-S' }),
    );
  },
};

export const EditableQuantities: Story = {
  args: { onQuantityChange: fn(), onServiceLengthChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of SFP-10G-SR-S' });
    // Select what the field holds and type over it, then Enter.
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('12{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(
      expect.objectContaining({ manufacturerPart: 'SFP-10G-SR-S' }),
      12,
    );
    await expect(quantity).toHaveValue('12');
    // A transceiver has no service length to change (001 §5: service and subscription lines only).
    await expect(
      canvas.queryByRole('textbox', { name: 'Service length in months of SFP-10G-SR-S' }),
    ).toBeNull();
    const months = canvas.getByRole('textbox', { name: 'Service length in months of CON-SNT-C93002PA' });
    await userEvent.click(months);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onServiceLengthChange).toHaveBeenCalledWith(
      expect.objectContaining({ manufacturerPart: 'CON-SNT-C93002PA' }),
      37,
    );
  },
};

/** The page's bounds (the portal: the contract's limits): a value past them stays as typed, says the bounds and is not saved. */
export const EditingWithinPageLimits: Story = {
  // The whole table: the story's frame is just as wide as it, and the message's line brings a scroll bar.
  args: {
    onQuantityChange: fn(),
    onServiceLengthChange: fn(),
    maxQuantity: 50,
    maxServiceLength: 60,
    layout: 'table',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of SFP-10G-SR-S' });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('{Backspace}75{Enter}');
    await expect(quantity).toHaveValue('75');
    await expect(quantity).toHaveAccessibleDescription('Please enter a whole number from 1 to 50.');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    const months = canvas.getByRole('textbox', { name: 'Service length in months of CON-SNT-C93002PA' });
    await userEvent.tripleClick(months);
    await userEvent.keyboard('{Backspace}240{Enter}');
    await expect(months).toHaveValue('240');
    await expect(months).toHaveAccessibleDescription('Please enter a whole number from 1 to 60.');
    await expect(args.onServiceLengthChange).not.toHaveBeenCalled();
  },
};

/** A line's quantity that is not a whole number from 1 to the largest stays as typed, says why and is not saved. */
const wrongQuantity = (typed: string, message: string): Story => ({
  args: { onQuantityChange: fn(), maxQuantity: 99_999, layout: 'table' },
  play: async ({ canvasElement, args }) => {
    const quantity = within(canvasElement).getByRole('textbox', { name: 'Quantity of SFP-10G-SR-S' });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard(`{Backspace}${typed}{Enter}`);
    await userEvent.tab();
    await expect(quantity).toHaveValue(typed);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(message);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
});
const wholeNumber = 'Please enter a whole number from 1 to 99,999.';

export const QuantityWithDecimals: Story = wrongQuantity('2.5', wholeNumber);
export const QuantityNegative: Story = wrongQuantity('-3', wholeNumber);
/** 0 does not delete the line: the field says Remove does. */
export const QuantityZero: Story = wrongQuantity('0', `${wholeNumber} To delete the line, use Remove.`);
export const QuantityTooLarge: Story = wrongQuantity('100000', wholeNumber);

export const EditingDisabled: Story = {
  args: { onQuantityChange: fn(), onRemoveItem: fn(), isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity of SFP-10G-SR-S' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove SFP-10G-SR-S' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  // Its picture came out 1,248 × 77 or 1,249 × 78 px from run to run (the story box starts a fraction of a pixel
  // either side of a whole one after the viewport stories before it), so it is not compared; the play function and
  // axe still check it, and the Layouts stories photograph the lines.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found.')).toBeVisible();
  },
};

/** The − and + buttons step by one within the bounds, and ArrowUp, ArrowDown, Home and End do the same by key. */
export const SteppingQuantities: Story = {
  args: { onQuantityChange: fn(), maxQuantity: 9 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of SFP-10G-SR-S' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity of SFP-10G-SR-S' }));
    await expect(quantity).toHaveValue('9');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ manufacturerPart: 'SFP-10G-SR-S' }),
      9,
    );
    // At the largest quantity + is off; − steps down.
    await expect(canvas.getByRole('button', { name: 'Increase Quantity of SFP-10G-SR-S' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Quantity of SFP-10G-SR-S' }));
    await expect(quantity).toHaveValue('8');
    await userEvent.click(quantity);
    await userEvent.keyboard('{Home}');
    await expect(quantity).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity of SFP-10G-SR-S' })).toBeDisabled();
    await userEvent.keyboard('{End}');
    await expect(quantity).toHaveValue('9');
    await userEvent.keyboard('{ArrowDown}');
    await expect(quantity).toHaveValue('8');
    // A letter stays as typed and the field says why; taken away, the field is valid again.
    await userEvent.keyboard('x');
    await expect(quantity).toHaveValue('8x');
    await expect(quantity).toHaveAccessibleDescription('Please enter a whole number from 1 to 9.');
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();
    await expect(quantity).toHaveValue('8');
    // The steppers are not Tab stops (the arrow keys do the same).
    await expect(canvas.getByRole('button', { name: 'Increase Quantity of SFP-10G-SR-S' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  },
};
