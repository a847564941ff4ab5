import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageSizes } from '../Pagination';
import { DataTable } from './DataTable';
import { makeOrders, type OrderRow, orderColumns, sortOrders } from './DataTable.fixtures';

const meta = {
  title: 'Components/DataTable/Features',
  component: DataTable<OrderRow>,
  args: { 'aria-label': 'Orders', columns: orderColumns, rows: makeOrders(5), onSelectionChange: fn() },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {
  args: { onSortChange: fn() },
  render: (args) => {
    const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
      column: 'number',
      direction: 'ascending',
    });
    return (
      <DataTable
        {...args}
        rows={sortOrders(args.rows as OrderRow[], sortDescriptor)}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          setSortDescriptor(descriptor);
          args.onSortChange?.(descriptor);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('columnheader', { name: /Order #/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'number', direction: 'descending' });
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('SO-00005'));
    // Keyboard: move to the Total header and sort it with Enter.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const total = canvas.getByRole('columnheader', { name: /Total/ });
    await expect(total).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'ascending' });
    await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'ascending'));
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rowHeader = await canvas.findByRole('rowheader', { name: 'SO-00002' });
    const row = rowHeader.closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Select SO-00002' }));
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    // Keyboard: Space toggles the focused row.
    await userEvent.keyboard('{ArrowDown} ');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked());
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Select' })).toBeInTheDocument();
    const checkboxes = canvas.getAllByRole('checkbox', { name: /^Select SO-/ });
    await userEvent.click(checkboxes[0] as HTMLElement);
    await userEvent.click(checkboxes[1] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    const selected = canvas.getAllByRole('row', { selected: true });
    await expect(selected).toHaveLength(1);
    await expect(within(selected[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('SO-00002');
  },
};

export const ColumnVisibility: Story = {
  args: { allowsColumnHiding: true, onHiddenColumnsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('columnheader', { name: 'PO' });
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await body.findByRole('menu', { name: 'Columns' });
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Order #' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'PO' }));
    await expect(args.onHiddenColumnsChange).toHaveBeenCalledWith(new Set(['po']));
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'PO' })).not.toBeInTheDocument());
    // Keyboard: the menu stays open; Enter on the focused item shows the column again.
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'PO' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'PO' })).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Lets the story's page answers through (see InfiniteOrders). */
let answerMore = () => {};

/**
 * Pages of orders loaded as the table scrolls to its end. The answers wait for the play function's go, once it has
 * seen the loading row (a 400 ms timer could run out before it looked on a loaded machine); after it they come at
 * once.
 */
function InfiniteOrders(args: Parameters<typeof DataTable<OrderRow>>[0]) {
  const [answered] = useState(
    () =>
      new Promise<void>((resolve) => {
        answerMore = resolve;
      }),
  );
  const [rows, setRows] = useState(() => makeOrders(pageSizes.infiniteScroll));
  const [isLoadingMore, setLoadingMore] = useState(false);
  const loadMore = () => {
    if (isLoadingMore || rows.length >= 100) return;
    args.onLoadMore?.();
    setLoadingMore(true);
    void answered.then(() => {
      setRows((current) => [...current, ...makeOrders(pageSizes.infiniteScroll, current.length)]);
      setLoadingMore(false);
    });
  };
  return <DataTable {...args} rows={rows} onLoadMore={loadMore} isLoadingMore={isLoadingMore} />;
}

export const InfiniteLoading: Story = {
  args: { onLoadMore: fn(), height: 300 },
  render: (args) => <InfiniteOrders {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await canvas.findByRole('rowheader', { name: 'SO-00020' });
    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    await expect(await canvas.findByRole('progressbar', { name: 'Loading more…' })).toBeInTheDocument();
    answerMore();
    await expect(await canvas.findByRole('rowheader', { name: 'SO-00040' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found.')).toBeVisible();
  },
};

/**
 * Document numbers never wrap: in a narrow table the number column (`noWrap`) keeps 'Q-500001' on one line
 * while the title wraps; the PO column, left without `noWrap` here, shows what it prevents ('PO-' / '4001').
 */
export const NumbersDoNotWrap: Story = {
  args: {
    'aria-label': 'Quotes',
    rows: makeOrders(3).map((row) => ({ ...row, number: row.number.replace('SO-', 'Q-5') })),
    columns: [
      {
        id: 'number',
        name: 'Quote #',
        isRowHeader: true,
        noWrap: true,
        width: 40,
        render: (row) => row.number,
      },
      { id: 'title', name: 'Title', width: '2fr', render: (row) => `${row.title} for the branch offices` },
      { id: 'po', name: 'PO', width: '1fr', render: (row) => row.po },
    ],
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = await canvas.findByRole('rowheader', { name: 'Q-500001' });
    const title = await canvas.findByRole('gridcell', { name: 'Laptops Q3 for the branch offices' });
    // The lines a cell's text takes: the distinct tops of its text's boxes.
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    await expect(lines(cell)).toBe(1);
    await expect(lines(title)).toBeGreaterThan(1);
  },
};

export const KeyboardNavigation: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'SO-00001' });
    await userEvent.tab();
    const first = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('order-2');
  },
};

// Last in the file: unmounting 10,000 rows then costs no other story its time budget.
const tenThousand = makeOrders(10_000);
// Each order computed once per column and direction, the way a caller keeps a sorted index of its rows.
const sortedTenThousand = new Map<string, OrderRow[]>();
const sortTenThousand = (descriptor: SortDescriptor) => {
  const key = `${descriptor.column}:${descriptor.direction}`;
  const sorted = sortedTenThousand.get(key) ?? sortOrders(tenThousand, descriptor);
  sortedTenThousand.set(key, sorted);
  return sorted;
};

function TenThousandOrders(args: Parameters<typeof DataTable<OrderRow>>[0]) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'number',
    direction: 'ascending',
  });
  const rows = useMemo(() => sortTenThousand(sortDescriptor), [sortDescriptor]);
  return (
    <DataTable
      {...args}
      rows={rows}
      sortDescriptor={sortDescriptor}
      onSortChange={setSortDescriptor}
      isVirtualized
      height={400}
      aria-label="All orders"
    />
  );
}

/** The benchmark's story (`pnpm bench:datatable`): sorting and select-all over 10,000 rows. */
export const Virtualized10000Rows: Story = {
  args: { selectionMode: 'multiple' },
  // Rows go in through render, not args: Storybook serialises args, which is slow for 10,000 objects.
  render: (args) => <TenThousandOrders {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'All orders' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await canvas.findByRole('rowheader', { name: 'SO-00001' });
    // Sorting by the order number descending puts the last order first.
    await userEvent.click(canvas.getByRole('columnheader', { name: /Order #/ }));
    await expect(await canvas.findByRole('rowheader', { name: 'SO-10000' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Order #/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Select all: every drawn row is selected, and the callback gets 'all', not 10,000 keys.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Select SO-10000' })).toBeChecked());
    // The scroller is the table's nearest ancestor that scrolls.
    let scroller = grid;
    while (getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement as HTMLElement;
    scroller.scrollTop = 44 * 9_000;
    const far = await canvas.findByRole('rowheader', { name: 'SO-00998' });
    await expect(far).toBeVisible();
    await expect(far.closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('rowheader', { name: 'SO-10000' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[role="row"]').length).toBeLessThan(100);
  },
};

const longTitle = 'Replacement of every access switch and wireless controller in the west clinic building';
const longPo = 'NW-PO-2026-0110-CAPEX-NETWORK-REFRESH';

/**
 * Long free text (`truncate`): the title and PO stay on one line, cut with an ellipsis, instead of wrapping the
 * row to many lines; the whole text is the cell's title (hover) and shows in full while the cell has the focus.
 */
export const TruncatedLongText: Story = {
  args: {
    columns: orderColumns.map((column) =>
      column.id === 'title'
        ? { ...column, truncate: '14em' }
        : column.id === 'po'
          ? { ...column, truncate: '8em' }
          : column,
    ),
    rows: makeOrders(3).map((row, index) => (index === 0 ? { ...row, title: longTitle, po: longPo } : row)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByText(longTitle);
    await expect(title).toHaveAttribute('title', longTitle);
    await expect(canvas.getByText(longPo)).toHaveAttribute('title', longPo);
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight) || 20;
    // One line, cut: the text is wider than the box that shows it.
    await expect(title.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    // The keyboard reaches the cell: the whole title wraps into view.
    await userEvent.click(canvas.getByRole('rowheader', { name: 'SO-00001' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(title.closest('[role="gridcell"]')).toHaveFocus());
    await waitFor(() => expect(title.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5));
  },
};
