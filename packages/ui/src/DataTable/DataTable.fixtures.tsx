import type { SortDescriptor } from 'react-aria-components';
import { formatDate, formatMoney } from '../format';
import { StatusPill } from '../StatusPill';
import type { DataTableColumn } from './DataTable';

export interface OrderRow {
  id: string;
  number: string;
  date: string;
  title: string;
  po: string;
  total: number;
  status: 'Open' | 'Closed' | 'Cancelled';
}

const titles = ['Branch refresh', 'Laptops Q3', 'Toner', 'Firewall renewal', 'Docking stations', 'Monitors'];
const statuses = ['Open', 'Closed', 'Cancelled'] as const;

/** Deterministic orders: the same rows on every run, so stories and screenshots are stable. */
export function makeOrders(count: number, offset = 0): OrderRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = offset + index + 1;
    return {
      id: `order-${n}`,
      number: `SO-${String(n).padStart(5, '0')}`,
      date: `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
      title: titles[n % titles.length] ?? 'Order',
      po: `PO-${4000 + n}`,
      total: ((n * 7919) % 100_000) / 10 - (n % 17 === 0 ? 5000 : 0),
      status: statuses[n % statuses.length] ?? 'Open',
    };
  });
}

export const orderColumns: DataTableColumn<OrderRow>[] = [
  {
    id: 'number',
    name: 'Order #',
    isRowHeader: true,
    allowsSorting: true,
    width: 120,
    render: (row) => row.number,
  },
  { id: 'date', name: 'Order date', allowsSorting: true, width: 120, render: (row) => formatDate(row.date) },
  { id: 'title', name: 'Title', width: '2fr', render: (row) => row.title },
  { id: 'po', name: 'PO', width: '1fr', render: (row) => row.po },
  {
    id: 'total',
    name: 'Total',
    align: 'end',
    allowsSorting: true,
    width: 140,
    // The demo's totals are numbers with one decimal (so they sort as numbers); toFixed(2) writes them exactly.
    render: (row) => formatMoney(row.total.toFixed(2)),
  },
  {
    id: 'status',
    name: 'Status',
    width: 120,
    render: (row) => <StatusPill kind="order" status={row.status} />,
  },
];

/** Sorts orders the way a server would for a sort descriptor. */
export function sortOrders(rows: OrderRow[], descriptor: SortDescriptor): OrderRow[] {
  const key = descriptor.column as keyof OrderRow;
  const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return descriptor.direction === 'descending' ? sorted.reverse() : sorted;
}
