import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentLines } from './DocumentLines';
import { sampleRows } from './DocumentLines.fixtures';

/**
 * The line table fits its box from 320 px up: the whole table where it fits, the compact table (unit price and
 * service length in a detail under the description) where it does not, and a card per line below the narrow
 * layout breakpoint (768 px, 000 §9). The `viewport-<width>` tag renders a story in a page that wide; each asserts
 * that neither the lines nor the page scroll sideways, with the widest content a page gives them (editable
 * quantities and service lengths, remove buttons).
 */
const meta = {
  title: 'Components/DocumentLines/Layouts',
  component: DocumentLines,
  args: {
    'aria-label': 'Cart lines',
    rows: sampleRows,
    onQuantityChange: fn(),
    onServiceLengthChange: fn(),
    onRemoveItem: fn(),
    onRemoveBundle: fn(),
    maxQuantity: 99999,
    maxServiceLength: 120,
  },
} satisfies Meta<typeof DocumentLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither the lines nor the page scroll sideways (once the lines have fitted themselves, before the first paint). */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const wrapper = canvasElement.querySelector<HTMLElement>('[data-layout]');
  if (!wrapper) throw new Error('no DocumentLines wrapper');
  await waitFor(() =>
    expect(wrapper.scrollWidth, 'the lines scroll sideways').toBeLessThanOrEqual(wrapper.clientWidth),
  );
  const page = document.documentElement;
  await expect(page.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(window.innerWidth);
  return wrapper;
}

export const At320: Story = {
  name: 'At 320 px: cards',
  tags: ['viewport-320'],
  play: async ({ canvasElement, args }) => {
    const wrapper = await expectNoHorizontalOverflow(canvasElement);
    await expect(wrapper).toHaveAttribute('data-layout', 'cards');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const lines = canvas.getByRole('list', { name: 'Cart lines' });
    const bundle = within(lines).getByRole('list', { name: 'Branch switch kit' });
    const card = within(bundle).getByRole('article', { name: 'C9300-24P-A' });
    await expect(within(card).getByText('Unit price')).toBeVisible();
    await expect(within(card).getByText('$9,790.00')).toBeVisible();
    await expect(canvas.getByText('$14,965.00')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'RACK-42U-CUSTOM' })).toHaveTextContent(
      'Request pricing',
    );
    // Every feature of the table is in the cards: editing, removing.
    const quantity = within(card).getByRole('textbox', { name: 'Quantity of C9300-24P-A' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(
      expect.objectContaining({ manufacturerPart: 'C9300-24P-A' }),
      3,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove bundle Branch switch kit' }));
    await expect(args.onRemoveBundle).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Branch switch kit' }),
    );
    await expect(canvas.getByText('Total recurring charges')).toBeVisible();
  },
};

export const At768: Story = {
  name: 'At 768 px',
  tags: ['viewport-768'],
  play: async ({ canvasElement }) => {
    const wrapper = await expectNoHorizontalOverflow(canvasElement);
    await expect(wrapper.dataset.layout).not.toBe('cards');
    const table = within(canvasElement).getByRole('table', { name: 'Cart lines' });
    await expect(within(table).getByRole('rowheader', { name: 'C9300-24P-A' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Extended price' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Remove C9300-24P-A' })).toBeVisible();
  },
};

export const At1280: Story = {
  name: 'At 1280 px',
  tags: ['viewport-1280'],
  play: async ({ canvasElement }) => {
    const wrapper = await expectNoHorizontalOverflow(canvasElement);
    await expect(wrapper).toHaveAttribute('data-layout', 'table');
    const table = within(canvasElement).getByRole('table', { name: 'Cart lines' });
    await expect(within(table).getByRole('columnheader', { name: 'Service length' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Remove C9300-24P-A' })).toBeVisible();
  },
};

export const At1440: Story = {
  name: 'At 1440 px',
  tags: ['viewport-1440'],
  play: async ({ canvasElement }) => {
    const wrapper = await expectNoHorizontalOverflow(canvasElement);
    await expect(wrapper).toHaveAttribute('data-layout', 'table');
    const table = within(canvasElement).getByRole('table', { name: 'Cart lines' });
    await expect(within(table).getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  },
};

/** The compact table in a box too narrow for every column (a 1280 px screen beside the side menu and a panel). */
export const CompactInNarrowBox: Story = {
  name: 'Compact table in a 720 px box',
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const wrapper = await expectNoHorizontalOverflow(canvasElement);
    await expect(wrapper).toHaveAttribute('data-layout', 'compact');
    const table = within(canvasElement).getByRole('table', { name: 'Cart lines' });
    await expect(within(table).queryByRole('columnheader', { name: 'Unit price' })).not.toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /C9300-24P-A/ });
    // Unit price moves into the line's detail; the service length, editable as in the whole table, under the
    // quantity: Tab reaches them in the order they read (Quantity, Service length, Remove; WCAG 2.4.3).
    await expect(within(row).getByText('Unit price')).toBeVisible();
    await expect(within(row).getByText('$4,895.00')).toBeVisible();
    const support = within(table).getByRole('row', { name: /CON-SNT-C93002PA/ });
    const quantity = within(support).getByRole('textbox', { name: 'Quantity of CON-SNT-C93002PA' });
    const months = within(support).getByRole('textbox', {
      name: 'Service length in months of CON-SNT-C93002PA',
    });
    await expect(within(support).getByText('Service length')).toBeVisible();
    await userEvent.click(quantity);
    await userEvent.tab();
    await expect(months).toHaveFocus();
    await userEvent.tab();
    await expect(within(support).getByRole('button', { name: 'Remove CON-SNT-C93002PA' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(months).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onServiceLengthChange).toHaveBeenCalledWith(
      expect.objectContaining({ manufacturerPart: 'CON-SNT-C93002PA' }),
      37,
    );
  },
};

/** Cards asked for whatever the width (`layout="cards"`), e.g. in a side panel. */
export const CardsAlways: Story = {
  name: 'Cards on request',
  args: { layout: 'cards', onQuantityChange: undefined, onServiceLengthChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'SFP-10G-SR-S' });
    await expect(card).toHaveTextContent('Quantity8');
    await expect(canvas.getByRole('list', { name: 'Branch office network refresh' })).toBeVisible();
    await expect(
      canvas.getByText('Subtotal for Branch office network refresh').nextSibling,
    ).toHaveTextContent('$16,477.00');
  },
};

export const CardsEmpty: Story = {
  name: 'Cards, no lines',
  args: { layout: 'cards', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found.')).toBeVisible();
  },
};
