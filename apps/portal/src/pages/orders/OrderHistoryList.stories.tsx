import type { OrderHistoryEntry } from '@b2b-portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderHistoryList } from './OrderRecords';

/**
 * The order's history on its page (issue 17): one event to a row, oldest first, the order placed first: when,
 * what (placed, a line's new status, a shipment, an attachment added), by whom when known, and the status
 * comment or attachment description under it.
 */
const entry = (fields: Partial<OrderHistoryEntry> & Pick<OrderHistoryEntry, 'kind' | 'at'>) => ({
  lineNumber: null,
  subject: '',
  detail: '',
  by: '',
  ...fields,
});

const entries: OrderHistoryEntry[] = [
  entry({ kind: 'placed', at: '2026-11-02T14:10:00.000Z', by: 'Blake Buyer' }),
  entry({ kind: 'lineStatus', at: '2026-11-03T10:00:00.000Z', lineNumber: 1, subject: 'Booked' }),
  entry({
    kind: 'lineStatus',
    at: '2026-11-05T11:00:00.000Z',
    lineNumber: 2,
    subject: 'Back Order',
    detail: 'Vendor allocation; expected mid-December.',
  }),
  entry({ kind: 'shipped', at: '2026-11-09T00:00:00.000Z', subject: 'SH-400001', detail: 'FedEx' }),
  entry({
    kind: 'attachmentAdded',
    at: '2026-11-10T16:45:00.000Z',
    subject: 'signed-delivery-note.pdf',
    detail: 'Signed delivery note',
    by: 'Blake Buyer',
  }),
];

const meta = {
  title: 'Orders/OrderHistoryList',
  component: OrderHistoryList,
  args: { entries, label: 'Order history' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of event, with who and the detail where there is one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order history' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Order placed by Blake Buyer'),
      expect.stringContaining('Line 1: Booked'),
      expect.stringContaining('Line 2: Back OrderVendor allocation; expected mid-December.'),
      expect.stringContaining('Shipment SH-400001 shipped'),
      expect.stringContaining('Attachment added: signed-delivery-note.pdf by Blake Buyer'),
    ]);
    await expect(rows[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-02T14:10:00.000Z');
  },
};

/** An order with nothing recorded says so. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No history recorded yet.')).toBeVisible();
  },
};
