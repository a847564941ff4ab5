import type { ItemStatusHistory, OrderLine } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type LoadLineHistory, OrderLineDetails } from './OrderLineDetails';

/**
 * The "Line details" of an order (issue 17), under its line table: each line's status, then what fulfilment
 * recorded (serials, carrier and tracking, ship and scheduled dates, UNSPSC, contract vehicle, a subscription's
 * charge, term and renewal fields), and its status history behind a disclosure, loaded when opened and drawn as a
 * timeline (ui's StatusProgress) with the current status last.
 */
const NO_ID = '00000000-0000-0000-0000-000000000000';

const line = (
  fields: Partial<OrderLine> & Pick<OrderLine, 'id' | 'lineNumber' | 'manufacturerPart'>,
): OrderLine => ({
  productID: null,
  bundleID: NO_ID,
  groupID: NO_ID,
  position: fields.lineNumber - 1,
  printLineNumber: fields.lineNumber,
  indexPos: fields.lineNumber - 1,
  manufacturerName: 'Cisco',
  description: '',
  unitPrice: '0.00',
  quantity: 1,
  serviceLength: 0,
  extendedPrice: '0.00',
  pricingHidden: false,
  isRequestItem: false,
  isCustomRequest: false,
  available: true,
  variableBilling: null,
  comment: '',
  status: 'New',
  statusName: 'New',
  serialNumbers: [],
  carrier: '',
  trackingNumber: '',
  trackingUrl: '',
  shipDate: null,
  scheduledDate: null,
  unspsc: '',
  contractVehicle: '',
  chargeKind: null,
  chargeKindName: '',
  subscriptionId: '',
  termStart: null,
  termEnd: null,
  billingModel: '',
  initialTerm: null,
  autoRenewalTerm: null,
  variableBillingAutoRenewalTerm: null,
  billingUnitOfMeasure: '',
  shipToName: 'Northwind Health Main Campus',
  shipments: [],
  ...fields,
});

const shipped = line({
  id: 'line-1',
  lineNumber: 1,
  manufacturerPart: 'C9300-48P-A',
  status: 'Shipped',
  statusName: 'Shipped',
  serialNumbers: ['FOC2611X0A1', 'FOC2611X0A2'],
  carrier: 'FedEx',
  trackingNumber: '771234560001',
  trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=771234560001',
  shipDate: '2026-11-09',
  unspsc: '43222612',
  contractVehicle: 'NASPO ValuePoint',
});
const backOrder = line({
  id: 'line-2',
  lineNumber: 2,
  manufacturerPart: 'C9130AXI-B',
  status: 'BackOrder',
  statusName: 'Back Order',
  scheduledDate: '2026-12-14',
  unspsc: '43222640',
});
const subscription = line({
  id: 'line-3',
  lineNumber: 3,
  manufacturerPart: 'C9300-DNA-A-24-3Y',
  status: 'PendingProvision',
  statusName: 'Pending Provision',
  chargeKind: 1,
  chargeKindName: 'Recurring',
  subscriptionId: 'SUB-NW-4471',
  termStart: '2026-11-15',
  termEnd: '2029-11-14',
  billingModel: 'Prepaid',
  initialTerm: 36,
  autoRenewalTerm: 12,
  variableBillingAutoRenewalTerm: 12,
  billingUnitOfMeasure: 'Each',
});

const histories: Record<number, ItemStatusHistory> = {
  1: {
    lineNumber: 1,
    entries: [
      { status: 'New', statusName: 'New', changedAt: '2026-11-02T14:00:00.000Z', comment: '' },
      { status: 'Booked', statusName: 'Booked', changedAt: '2026-11-03T15:00:00.000Z', comment: '' },
      { status: 'Scheduled', statusName: 'Scheduled', changedAt: '2026-11-05T16:00:00.000Z', comment: '' },
      { status: 'Shipped', statusName: 'Shipped', changedAt: '2026-11-09T17:00:00.000Z', comment: '' },
    ],
  },
  2: { lineNumber: 2, entries: [] },
};

const loadHistory: LoadLineHistory = async (lineNumber) =>
  histories[lineNumber] ?? { lineNumber, entries: [] };

const meta = {
  title: 'Orders/OrderLineDetails',
  component: OrderLineDetails,
  args: { lines: [shipped, backOrder, subscription], loadHistory: fn(loadHistory) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderLineDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }));

/** Each line with what it has: a shipped line's serials and tracking link, a back order's date, a subscription. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const first = article(canvasElement, 'Line 1: C9300-48P-A');
    await expect(first.getByText('FOC2611X0A1, FOC2611X0A2')).toBeVisible();
    await expect(first.getByRole('link', { name: '771234560001' })).toHaveAttribute(
      'href',
      'https://www.fedex.com/fedextrack/?trknbr=771234560001',
    );
    await expect(first.getByText('11/09/2026')).toBeVisible();
    await expect(first.getByText('NASPO ValuePoint')).toBeVisible();
    const second = article(canvasElement, 'Line 2: C9130AXI-B');
    await expect(second.getByText('Back Order')).toBeVisible();
    await expect(second.getByText('12/14/2026')).toBeVisible();
    await expect(second.queryByText('Serial numbers')).not.toBeInTheDocument();
    const third = article(canvasElement, 'Line 3: C9300-DNA-A-24-3Y');
    await expect(third.getByText('Pending Provision')).toBeVisible();
    await expect(third.getByText('11/15/2026 – 11/14/2029')).toBeVisible();
    await expect(third.getByText('36 months')).toBeVisible();
    // Nothing loads until a history is opened.
    await expect(args.loadHistory).not.toHaveBeenCalled();
  },
};

/** Opening a line's history (here with the keyboard) loads it and draws it oldest first, the last step current. */
export const StatusHistoryOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const first = article(canvasElement, 'Line 1: C9300-48P-A');
    const toggle = first.getByRole('button', { name: 'Status history of line 1' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const timeline = await first.findByRole('list', { name: 'Status history of line 1' });
    const steps = within(timeline).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('New'),
      expect.stringContaining('Booked'),
      expect.stringContaining('Scheduled'),
      expect.stringContaining('Shipped'),
    ]);
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(args.loadHistory).toHaveBeenCalledWith(1, expect.anything());
  },
};

/** A line with no status change recorded yet says so. */
export const NoStatusHistory: Story = {
  play: async ({ canvasElement }) => {
    const second = article(canvasElement, 'Line 2: C9130AXI-B');
    await userEvent.click(second.getByRole('button', { name: 'Status history of line 2' }));
    await expect(await second.findByText('No status changes recorded yet.')).toBeVisible();
  },
};

/** A history that cannot be loaded shows the server's message in its place; the rest of the line stays. */
export const StatusHistoryFailed: Story = {
  args: {
    loadHistory: fn<LoadLineHistory>(async () => {
      throw new ApiError({
        status: 404,
        endpointId: 'document.getItemStatusHistory',
        body: { code: 'OrderLineNotFound', message: 'Result not found', traceId: '' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const first = article(canvasElement, 'Line 1: C9300-48P-A');
    await userEvent.click(first.getByRole('button', { name: 'Status history of line 1' }));
    await expect(await first.findByText('Result not found')).toBeVisible();
    await expect(first.getByText('FOC2611X0A1, FOC2611X0A2')).toBeVisible();
  },
};

/** With an export, a line that has serial numbers offers them as a file (exportOrderSerialNumber); others do not. */
export const SerialExport: Story = {
  args: { onExportSerials: fn() },
  play: async ({ canvasElement, args }) => {
    const first = article(canvasElement, 'Line 1: C9300-48P-A');
    await userEvent.click(first.getByRole('button', { name: 'Export serial numbers of line 1' }));
    await expect(args.onExportSerials).toHaveBeenCalledWith(1);
    const second = article(canvasElement, 'Line 2: C9130AXI-B');
    await expect(second.queryByRole('button', { name: /Export serial numbers/ })).not.toBeInTheDocument();
  },
};
