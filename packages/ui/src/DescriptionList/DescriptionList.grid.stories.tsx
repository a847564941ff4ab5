import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';
import { quoteHeader } from './DescriptionList.fixtures';

/**
 * The `grid` layout of a document's header: each value under its label, as many columns as fit at 12rem, one on a
 * phone and up to `maxColumns` (4) on a wide screen. The `viewport-<width>` tag renders a story in a page that wide.
 */
const meta = {
  title: 'Components/DescriptionList/Grid',
  component: DescriptionList,
  args: { groups: quoteHeader, layout: 'grid', headingLevel: 2 },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items of the first list, as laid out: how many columns, and whether each label sits above its value. */
function layoutOf(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector('dl');
  if (!list) throw new Error('no description list');
  const items = Array.from(list.children) as HTMLElement[];
  const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
  const labelAbove = items.every((item) => {
    const [term, value] = [item.querySelector('dt'), item.querySelector('dd')];
    if (!term || !value) return false;
    return term.getBoundingClientRect().bottom <= value.getBoundingClientRect().top + 1;
  });
  return { columns: lefts.size, labelAbove };
}

async function expectNoHorizontalOverflow() {
  await expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
    window.innerWidth,
  );
}

/** A phone: one column, every label above its value, nothing wider than the screen. */
export const At320: Story = {
  name: 'At 320 px: one column',
  tags: ['viewport-320'],
  play: async ({ canvasElement }) => {
    await expect(layoutOf(canvasElement)).toEqual({ columns: 1, labelAbove: true });
    await expectNoHorizontalOverflow();
    // The longest value wraps in its column instead of widening the page.
    await expect(within(canvasElement).getByText(/morgan\.reyes@reseller\.example/)).toBeVisible();
  },
};

/** A tablet in portrait: two columns. */
export const At600: Story = {
  name: 'At 600 px: two columns',
  tags: ['viewport-600'],
  play: async ({ canvasElement }) => {
    await expect(layoutOf(canvasElement)).toEqual({ columns: 2, labelAbove: true });
    await expectNoHorizontalOverflow();
  },
};

/** A desktop: four columns, the most the grid takes by default. */
export const At1440: Story = {
  name: 'At 1440 px: four columns',
  tags: ['viewport-1440'],
  play: async ({ canvasElement }) => {
    await expect(layoutOf(canvasElement)).toEqual({ columns: 4, labelAbove: true });
  },
};

/** `maxColumns` caps the columns of a wide screen (a header beside a side panel). */
export const MaxColumns: Story = {
  name: 'At most two columns',
  tags: ['viewport-1440'],
  args: { maxColumns: 2 },
  play: async ({ canvasElement }) => {
    await expect(layoutOf(canvasElement)).toEqual({ columns: 2, labelAbove: true });
  },
};

/** Each group is a region named by its heading, at the level the page's outline needs. */
export const GroupHeadings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('region', { name: 'Details' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your contacts' })).toBeVisible();
    await expect(within(details).getAllByRole('term')).toHaveLength(8);
    await expect(within(details).getAllByRole('definition')).toHaveLength(8);
  },
};

/** An empty value shows a dash, and a screen reader hears 'Not given' instead of a dash. */
export const EmptyValues: Story = {
  args: { labels: { notGiven: 'Not given' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const po = canvas.getByText('PO').nextElementSibling as HTMLElement;
    await expect(po).toHaveTextContent('—Not given');
    await expect(within(po).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(po).getByText('Not given')).toBeInTheDocument();
    const insideSales = canvas.getByText('Inside Sales').nextElementSibling as HTMLElement;
    await expect(insideSales).toHaveTextContent('—Not given');
  },
};

/** A wide item (an address, a contact with mail and phone) takes the whole row. */
export const WideItem: Story = {
  tags: ['viewport-1440'],
  args: {
    groups: [
      {
        title: 'Delivery',
        items: [
          { term: 'Ship To', description: 'Northwind Traders, 1 Harbor Way, Seattle, WA 98101', wide: true },
          { term: 'Shipping method', description: 'Ground' },
          { term: 'Carrier account', description: '' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shipTo = canvas.getByText('Ship To').parentElement as HTMLElement;
    const method = canvas.getByText('Shipping method').parentElement as HTMLElement;
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(shipTo.getBoundingClientRect().width).toBeCloseTo(list.getBoundingClientRect().width, 0);
    await expect(method.getBoundingClientRect().top).toBeGreaterThan(shipTo.getBoundingClientRect().bottom);
  },
};
