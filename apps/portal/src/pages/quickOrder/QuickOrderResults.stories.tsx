import type { QuickOrderLine, QuickOrderResolution } from '@b2b-portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickOrderResults } from './QuickOrderResults';

/**
 * The checked lines of a quick order (issue 17): every line as written, the product it resolved to or the reason
 * it was refused, the count of ready lines and the button adding them to the cart; then what the cart took, with
 * the lines it refused (CartAdditionAlert, shared with the order page's Reorder).
 */
const ready = (line: number, part: string, quantity: number, description: string, unitPrice: string) =>
  ({
    line,
    part,
    quantityText: String(quantity),
    status: 'ready',
    quantity,
    product: {
      id: `00000000-0000-4000-8000-00000000000${line}`,
      manufacturerPart: part,
      manufacturerName: 'Cisco',
      description,
      unitPrice,
      pricingHidden: false,
    },
    code: null,
    reason: null,
  }) satisfies QuickOrderLine;

const refused = (
  line: number,
  part: string,
  quantityText: string,
  code: QuickOrderLine['code'],
  reason: string,
) =>
  ({
    line,
    part,
    quantityText,
    status: 'refused',
    quantity: null,
    product: null,
    code,
    reason,
  }) satisfies QuickOrderLine;

const mixed: QuickOrderResolution = {
  lines: [
    ready(1, 'C9200-24P-E', 2, 'Catalyst 9200 24-port PoE+ switch', '2195.00'),
    ready(2, 'GLC-TE', 4, '1000BASE-T SFP transceiver', '395.00'),
    refused(3, 'NO-SUCH-PART', '1', 'UnknownPart', 'No product has the part number NO-SUCH-PART.'),
    refused(
      4,
      'WS-C3850-24P-L',
      '1',
      'ProductNotAvailable',
      'This product is no longer available in the catalogue.',
    ),
    refused(
      5,
      'SFP-10G-SR',
      '0',
      'QuantityInvalid',
      'The quantity "0" is not a whole number from 1 to 99,999.',
    ),
  ],
  ready: 2,
  refused: 3,
};

const meta = {
  title: 'Quick order/QuickOrderResults',
  component: QuickOrderResults,
  args: {
    resolution: mixed,
    result: null,
    adding: false,
    onAdd: fn(),
    onStartOver: fn(),
    cartHref: '#/shopping-cart',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuickOrderResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid'));

/** Ready and refused lines side by side; the button adds the two ready ones (here with the keyboard). */
export const SomeRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 5 lines are ready to add to your cart.')).toBeVisible();
    const rows = await table(canvasElement).findAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(rows[1] as HTMLElement).getByText('Ready to add')).toBeVisible();
    await expect(
      table(canvasElement).getByText('Refused: No product has the part number NO-SUCH-PART.'),
    ).toBeVisible();
    await expect(
      table(canvasElement).getByText('Refused: This product is no longer available in the catalogue.'),
    ).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add 2 lines to cart' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Every line refused: nothing to add, the button is off; Start over is the way on. */
export const NoneReady: Story = {
  args: {
    resolution: {
      lines: mixed.lines.filter((line) => line.status === 'refused'),
      ready: 0,
      refused: 3,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 3 lines are ready to add to your cart.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add 0 lines to cart' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

/** The ready lines are on their way to the cart: the button shows it is busy and Start over waits. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Add 2 lines to cart/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Start over' })).toBeDisabled();
  },
};

/** Everything ready went in: a success with the link to the cart, and no add button any more. */
export const Added: Story = {
  args: {
    resolution: { lines: mixed.lines.slice(0, 2), ready: 2, refused: 0 },
    result: {
      added: [
        { line: 1, manufacturerPart: 'C9200-24P-E', quantity: 2 },
        { line: 2, manufacturerPart: 'GLC-TE', quantity: 4 },
      ],
      refused: [],
      cartCount: 2,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 lines were added to your cart.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '#/shopping-cart');
    await expect(canvas.queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
  },
};

/** The cart took one line and refused one (another window filled it to the limit meanwhile): both are said. */
export const AddedWithRefusals: Story = {
  args: {
    result: {
      added: [{ line: 1, manufacturerPart: 'C9200-24P-E', quantity: 2 }],
      refused: [
        {
          line: 2,
          manufacturerPart: 'GLC-TE',
          code: 'QuantityTooLarge',
          reason: 'A cart line cannot hold more than 99,999 units.',
        },
      ],
      cartCount: 3,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 line was added to your cart.')).toBeVisible();
    await expect(canvas.getByText('These lines could not be added:')).toBeVisible();
    await expect(
      canvas.getByText('Line 2, GLC-TE: A cart line cannot hold more than 99,999 units.'),
    ).toBeVisible();
  },
};

/** A thousand lines: the table draws only the rows in view and still tells their number. */
export const ThousandLines: Story = {
  args: {
    resolution: {
      lines: Array.from({ length: 1000 }, (_, index) =>
        ready(index + 1, `PART-${index + 1}`, 1, 'Patch cable', '4.50'),
      ),
      ready: 1000,
      refused: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^1,?000 of 1,?000 lines are ready/)).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '1001');
    await expect((await canvas.findAllByRole('row')).length).toBeLessThan(60);
    await expect(canvas.getByRole('button', { name: /^Add 1,?000 lines to cart$/ })).toBeEnabled();
  },
};
