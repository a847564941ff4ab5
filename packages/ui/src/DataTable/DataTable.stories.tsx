import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { DataTable, dataTableSelectionModes } from './DataTable';
import { makeOrders, type OrderRow, orderColumns, sortOrders } from './DataTable.fixtures';

const meta = {
  title: 'Components/DataTable',
  component: DataTable<OrderRow>,
  args: { 'aria-label': 'Orders', columns: orderColumns, rows: makeOrders(10) },
  argTypes: { selectionMode: { control: 'inline-radio', options: dataTableSelectionModes } },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Orders' });
    await expect(await within(grid).findByRole('rowheader', { name: 'SO-00001' })).toBeVisible();
    await expect(within(grid).getAllByRole('row')).toHaveLength(11);
  },
};

export const Playground: Story = {
  args: { selectionMode: 'multiple', allowsColumnHiding: true },
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
        onSortChange={setSortDescriptor}
      />
    );
  },
};
