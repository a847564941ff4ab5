import type { OrderReturns, ReturnRequest } from '@b2b-portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderReturnsPanel, ReturnRequestDialog } from './OrderReturnsSection';

/**
 * The order detail's Returns (issue 17, beyond the documents): the order's return requests with their status, the
 * 20% restocking fee and the credit; the button that opens the request of a return of a shipped line; and the
 * request dialog, which shows the value, the fee and the credit before it is sent.
 */
const request: ReturnRequest = {
  id: '6f1d2c1a-4a52-4c55-9a43-3b7d2b1c0b01',
  number: 'RMA-800001',
  orderID: '6f1d2c1a-4a52-4c55-9a43-3b7d2b1c0a00',
  lineNumber: 2,
  manufacturerPart: 'SFP-10G-SR',
  description: '10GBASE-SR SFP module',
  quantity: 3,
  reason: 'Ordered too many',
  status: 'Credited',
  statusName: 'Credited',
  unitPrice: '19.99',
  value: '59.97',
  restockingFee: '11.99',
  credit: '47.98',
  creditMemoNumber: 'CM-900001',
  requestedBy: 'Riley Buyer',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:04:00.000Z',
};

const lines: OrderReturns['lines'] = [
  {
    lineNumber: 1,
    manufacturerPart: 'C9300-48P-A',
    description: 'Catalyst 9300 48-port PoE+',
    unitPrice: '5000.10',
    serviceLength: 0,
    returnable: 2,
  },
  {
    lineNumber: 2,
    manufacturerPart: 'SFP-10G-SR',
    description: '10GBASE-SR SFP module',
    unitPrice: '19.99',
    serviceLength: 0,
    returnable: 1,
  },
];

const meta = {
  title: 'Orders/OrderReturnsPanel',
  component: OrderReturnsPanel,
  args: { returns: { mayRequest: true, returns: [request], lines }, onRequest: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderReturnsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReturns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Returns' });
    expect(await within(table).findByText('RMA-800001')).toBeVisible();
    expect(within(table).getByText('$11.99')).toBeVisible();
    expect(within(table).getByText('$47.98')).toBeVisible();
    expect(within(table).getByText('CM-900001')).toBeVisible();
    expect(canvas.getByText('Returns carry a 20% restocking fee, taken from the credit.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a return' }));
    expect(args.onRequest).toHaveBeenCalled();
  },
};

export const NothingShippedYet: Story = {
  args: { returns: { mayRequest: true, returns: [], lines: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(
      canvas.getByText('Nothing on this order can be returned yet: only shipped lines can.'),
    ).toBeVisible();
    expect(canvas.getByText('No return requests for this order.')).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Request a return' })).toBeNull();
  },
};

export const AnotherCompanysOrder: Story = {
  args: { returns: { mayRequest: false, returns: [request], lines } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('grid', { name: 'Returns' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Request a return' })).toBeNull();
  },
};

export const JustSubmitted: Story = {
  args: { submitted: 'Return request RMA-800001 submitted.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Return request RMA-800001 submitted.');
  },
};

/** The dialog: the fee and the credit of what is chosen, before it is sent; a blank reason is refused. */
export const RequestDialog: Story = {
  render: () => (
    <ReturnRequestDialog
      orderId={request.orderID}
      lines={lines}
      onClose={fn()}
      onSubmitted={fn()}
      send={async () => request}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request a return' });
    const inDialog = within(dialog);
    expect(inDialog.getByText('$1,000.02')).toBeVisible();
    expect(inDialog.getByText('$4,000.08')).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(inDialog.getByText('Please give a reason for the return.')).toBeVisible());
  },
};
