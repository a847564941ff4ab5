import type { CartAdditionResult } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ReorderLine, ReorderPanel } from './ReorderPanel';

/**
 * Reorder on the order page (issue 17): all lines, or the lines chosen in a dialog, go to the cart again; then how
 * many went in, with the link to the cart, and each line that did not with the reason.
 */
const lines: ReorderLine[] = [
  { lineNumber: 1, manufacturerPart: 'C9300-48P-A', description: 'Catalyst 9300 48-port PoE+', quantity: 2 },
  { lineNumber: 2, manufacturerPart: 'C9130AXI-B', description: 'Catalyst 9130 access point', quantity: 6 },
  { lineNumber: 3, manufacturerPart: 'GLC-TE', description: '1000BASE-T SFP transceiver', quantity: 4 },
];

const allAdded: CartAdditionResult = {
  added: lines.map((line) => ({
    line: line.lineNumber,
    manufacturerPart: line.manufacturerPart,
    quantity: line.quantity,
  })),
  refused: [],
  cartCount: 3,
};

const oneWithdrawn: CartAdditionResult = {
  added: [allAdded.added[0], allAdded.added[2]].filter((line) => line !== undefined),
  refused: [
    {
      line: 2,
      manufacturerPart: 'C9130AXI-B',
      code: 'ProductNotAvailable',
      reason: 'This product is no longer available in the catalogue.',
    },
  ],
  cartCount: 2,
};

const meta = {
  title: 'Orders/ReorderPanel',
  component: ReorderPanel,
  args: {
    orderNumber: 'SO-300003',
    lines,
    cartHref: '#/shopping-cart',
    onReorder: fn(async () => allAdded),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReorderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything is pressed: the two ways to reorder. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reorder' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reorder all lines' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Choose lines…' })).toBeEnabled();
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/** All lines went in: a success naming the order, with the link to the cart. */
export const AllAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder all lines' }));
    await expect(
      await canvas.findByText('3 lines of order SO-300003 were added to your cart.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '#/shopping-cart');
    await expect(args.onReorder).toHaveBeenCalledWith(undefined);
  },
};

/** A product no longer available: the other lines go in, and the message says which line did not and why. */
export const SomeNotAvailable: Story = {
  args: { onReorder: fn(async () => oneWithdrawn) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder all lines' }));
    await expect(
      await canvas.findByText('2 lines of order SO-300003 were added to your cart.'),
    ).toBeVisible();
    await expect(canvas.getByText('These lines could not be added:')).toBeVisible();
    await expect(
      canvas.getByText('Line 2, C9130AXI-B: This product is no longer available in the catalogue.'),
    ).toBeVisible();
  },
};

/** Nothing could go in: an error that says so, with the reasons and no link to the cart. */
export const NoneAdded: Story = {
  args: {
    onReorder: fn(async () => ({
      added: [],
      refused: oneWithdrawn.refused,
      cartCount: 0,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder all lines' }));
    await expect(
      await canvas.findByText('No line of order SO-300003 could be added to your cart.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
  },
};

/** Choosing lines with the keyboard: all start ticked; one is unticked and the other two are added. */
export const ChooseLines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Choose lines…' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose the lines to reorder' }));
    const second = dialog.getByRole('checkbox', { name: /^2\. C9130AXI-B × 6/ });
    await expect(second).toBeChecked();
    await userEvent.click(second);
    await expect(second).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 lines to cart' }));
    await expect(args.onReorder).toHaveBeenCalledWith([1, 3]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With every line unticked the dialog asks for one and cannot add. */
export const NoLineChosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose lines…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose the lines to reorder' }));
    for (const box of dialog.getAllByRole('checkbox')) await userEvent.click(box);
    await expect(dialog.getByText('Please choose at least one line.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add 0 lines to cart' })).toBeDisabled();
  },
};

/** The call failed (the cart is read-only in a punch-out inspect session): the server's message. */
export const Failed: Story = {
  args: {
    onReorder: fn(async () => {
      throw new ApiError({
        status: 403,
        endpointId: 'order.reorder',
        body: { code: 'CartReadOnly', message: 'This cart can only be viewed.', traceId: '' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder all lines' }));
    await expect(await canvas.findByText('This cart can only be viewed.')).toBeVisible();
  },
};
