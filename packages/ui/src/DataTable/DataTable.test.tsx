import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import { makeOrders, type OrderRow, orderColumns } from './DataTable.fixtures';

describe('DataTable', () => {
  it('should render columns as data with the row header', async () => {
    render(<DataTable aria-label="Orders" columns={orderColumns} rows={makeOrders(3)} className="extra" />);
    const grid = screen.getByRole('grid', { name: 'Orders' });
    expect(await within(grid).findByRole('rowheader', { name: 'SO-00002' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(orderColumns.length);
    expect(grid.closest('.extra')).not.toBeNull();
  });

  it('should show the empty state', async () => {
    render(<DataTable aria-label="Orders" columns={orderColumns} rows={[]} />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('should call onSortChange from a sortable header', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        aria-label="Orders"
        columns={orderColumns}
        rows={makeOrders(3)}
        sortDescriptor={{ column: 'number', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(await screen.findByRole('columnheader', { name: /Total/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'total', direction: 'ascending' });
  });

  it.each(['single', 'multiple'] as const)(
    'should add selection checkboxes in %s mode',
    async (selectionMode) => {
      const onSelectionChange = vi.fn();
      render(
        <DataTable
          aria-label="Orders"
          columns={orderColumns}
          rows={makeOrders(3)}
          selectionMode={selectionMode}
          onSelectionChange={onSelectionChange}
        />,
      );
      const boxes = await screen.findAllByRole('checkbox', { name: /^Select SO-/ });
      expect(boxes).toHaveLength(3);
      await userEvent.click(boxes[0] as HTMLElement);
      expect([...(onSelectionChange.mock.calls[0]?.[0] ?? [])]).toEqual(['order-1']);
    },
  );

  it('should hide a column through the column menu but never the row header', async () => {
    render(
      <DataTable
        aria-label="Orders"
        columns={orderColumns}
        rows={makeOrders(3)}
        allowsColumnHiding
        defaultHiddenColumns={['po']}
      />,
    );
    await screen.findByRole('rowheader', { name: 'SO-00001' });
    expect(screen.queryByRole('columnheader', { name: 'PO' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Order #' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Title' }));
    expect(screen.queryByRole('columnheader', { name: 'Title' })).not.toBeInTheDocument();
  });

  describe('virtualized', () => {
    const thousand = makeOrders(1000);
    const renderVirtualized = (props: Partial<DataTableProps<OrderRow>> = {}) =>
      render(
        <DataTable
          aria-label="Orders"
          columns={orderColumns}
          rows={thousand}
          isVirtualized
          height={400}
          selectionMode="multiple"
          {...props}
        />,
      );

    it('should draw a window of rows and give screen readers the size and places of all', async () => {
      renderVirtualized();
      const grid = screen.getByRole('grid', { name: 'Orders' });
      expect(grid).toHaveAttribute('aria-rowcount', '1001');
      const first = await screen.findByRole('rowheader', { name: 'SO-00001' });
      expect(first.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2');
      expect(within(grid).getAllByRole('row').length).toBeLessThan(20);
      expect(screen.queryByRole('rowheader', { name: 'SO-00500' })).not.toBeInTheDocument();
    });

    it("should select all as 'all' and keep the rows out of view selected when one is unselected", async () => {
      const onSelectionChange = vi.fn();
      renderVirtualized({ onSelectionChange });
      await screen.findByRole('rowheader', { name: 'SO-00001' });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
      expect(onSelectionChange).toHaveBeenLastCalledWith('all');
      expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select SO-00002' }));
      const selected = onSelectionChange.mock.lastCall?.[0] as Set<string>;
      expect(selected.size).toBe(999);
      expect(selected.has('order-2')).toBe(false);
      expect(selected.has('order-1000')).toBe(true);
      const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
      expect(selectAll).not.toBeChecked();
      expect(selectAll).toBePartiallyChecked();
    });

    it('should move the focus past the drawn rows with the arrow keys and to the last row with Ctrl+End', async () => {
      const onRowAction = vi.fn();
      renderVirtualized({ selectionMode: 'none', onRowAction });
      await screen.findByRole('rowheader', { name: 'SO-00001' });
      await userEvent.tab();
      expect(screen.getByRole('rowheader', { name: 'SO-00001' }).closest('[role="row"]')).toHaveFocus();
      // 12 rows are drawn at first (0–11): the 12th step goes past them.
      await userEvent.keyboard('{ArrowDown>12/}');
      const row13 = screen.getByRole('rowheader', { name: 'SO-00013' }).closest('[role="row"]');
      expect(row13).toHaveFocus();
      expect(row13).toHaveAttribute('aria-rowindex', '14');
      expect(screen.queryByRole('rowheader', { name: 'SO-00001' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Control>}{End}{/Control}');
      expect(screen.getByRole('rowheader', { name: 'SO-01000' }).closest('[role="row"]')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onRowAction).toHaveBeenCalledWith('order-1000');
      // Page Up moves a page of rows (7 in view here) and stops at the first row.
      await userEvent.keyboard('{PageUp}');
      expect(screen.getByRole('rowheader', { name: 'SO-00993' }).closest('[role="row"]')).toHaveFocus();
      await userEvent.keyboard('{Control>}{Home}{/Control}{PageUp}');
      expect(screen.getByRole('rowheader', { name: 'SO-00001' }).closest('[role="row"]')).toHaveFocus();
    }, 60_000);
  });
});
