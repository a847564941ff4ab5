import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { makeOrders, orderColumns } from './DataTable.fixtures';

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
});
