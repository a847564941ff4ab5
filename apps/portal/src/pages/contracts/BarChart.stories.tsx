import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart';

/**
 * The contracts dashboard's charts (issue 19): each bar a link to the devices it counts, named with its label and
 * count, and the figures in a table behind a disclosure.
 */
const meta = {
  title: 'Contracts/BarChart',
  component: BarChart,
  args: {
    title: 'Contract end date',
    categoryLabel: 'Category',
    valueLabel: 'Devices',
    tableLabel: 'Table',
    emptyText: 'No records found.',
    unitLabel: 'devices',
    bars: [
      { id: '999', label: 'Expired', value: 12, href: '#/devices?contractEndDate=999' },
      { id: '16', label: 'Expiring within 90 days', value: 9, href: '#/devices?contractEndDate=16' },
      { id: '25', label: 'Within 6 months', value: 17, href: '#/devices?contractEndDate=25' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three buckets: each bar is a link in the tab order, and the table behind holds the same figures. */
export const ExpiryBuckets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('figure', { name: 'Contract end date' })).toBeVisible();
    const soon = canvas.getByRole('link', { name: /^Expiring within 90 days\s*:\s*9\s+devices$/ });
    expect(soon).toHaveAttribute('href', '#/devices?contractEndDate=16');
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: /^Expired\s*:\s*12\s+devices$/ })).toHaveFocus();
    await userEvent.tab();
    expect(soon).toHaveFocus();
    await userEvent.click(canvas.getByText('Table'));
    const table = canvas.getByRole('table', { name: 'Contract end date' });
    const row = within(table).getByRole('row', { name: /Within 6 months/ });
    expect(within(row).getByRole('cell')).toHaveTextContent('17');
  },
};

/** Counts beside the bar's own (contracts per data source): extra columns in the table, bars without links. */
export const WithExtraColumns: Story = {
  args: {
    title: 'Contracts by data source',
    valueLabel: 'Devices',
    extraLabels: ['Contracts'],
    bars: [
      { id: '1', label: 'Manufacturer B2B', value: 48, extra: [2] },
      { id: '2', label: 'Manufacturer Import', value: 14, extra: [2] },
      { id: '3', label: 'Manual Contract Upload', value: 1200, extra: [2] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('link')).toBeNull();
    expect(canvas.getByText('Manual Contract Upload', { selector: 'li span' })).toBeVisible();
    expect(canvas.getByText('1,200', { exact: false, selector: 'li span' })).toBeVisible();
    await userEvent.click(canvas.getByText('Table'));
    const row = canvas.getByRole('row', { name: /Manufacturer Import/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['14', '2']);
  },
};

/** Nothing to draw: the empty text, no table. */
export const Empty: Story = {
  args: { bars: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('No records found.')).toBeVisible();
    expect(canvas.queryByRole('table')).toBeNull();
  },
};
