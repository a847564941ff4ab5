import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BugDetails, bugHeading, bugName } from './BugDetails';
import { bug, connected, problem, rma, supportCase } from './fixtures';
import { RmaDetails, rmaHeading, rmaName } from './RmaDetails';
import { SupportCaseDetails, supportCaseHeading, supportCaseName } from './SupportCaseDetails';
import { VendorRecordView } from './VendorRecord';

/**
 * A manufacturer's record on its detail page (issue 20: /bug, /RMA-details, /support-case-details): the record,
 * the wait, 'Record not fetch' (002 §8), the manufacturer not answering, and the connect panel without access.
 */
const meta = {
  title: 'VendorSupport/VendorRecordView',
  component: VendorRecordView<unknown>,
  args: {
    title: 'Bug',
    id: bug.id,
    connection: connected,
    resource: { status: 'ready', data: bug, error: null },
    heading: (record) => bugHeading(record as typeof bug),
    name: (record) => bugName(record as typeof bug),
    children: (record) => <BugDetails bug={record as typeof bug} />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VendorRecordView<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BugRecord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: /^CSCwa10000: Memory leak/ })).toBeVisible();
    expect(canvas.getByText('17.6.5, 17.9.3')).toBeVisible();
    expect(canvas.getByText('2 Severe')).toBeVisible();
    expect(canvas.getByRole('heading', { level: 2, name: 'Workaround' })).toBeVisible();
  },
};

export const RmaRecord: Story = {
  args: {
    title: 'RMA Details',
    id: rma.rmaNumber,
    resource: { status: 'ready', data: rma, error: null },
    heading: (record) => rmaHeading(record as typeof rma),
    name: (record) => rmaName(record as typeof rma),
    children: (record) => <RmaDetails rma={record as typeof rma} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'RMA Number 88000031' })).toBeVisible();
    expect(
      canvas.getByText('Northwind Traders network team, 2000 Market Street, Seattle, WA 98101'),
    ).toBeVisible();
    const lines = await canvas.findByRole('grid', { name: 'Lines' });
    expect(await within(lines).findByText('FOC292001R1')).toBeVisible();
    expect(within(lines).getByText('UPS 1Z999AA110007919')).toBeVisible();
  },
};

export const SupportCaseRecord: Story = {
  args: {
    title: 'Support Case Details',
    id: supportCase.caseNumber,
    resource: { status: 'ready', data: supportCase, error: null },
    heading: (record) => supportCaseHeading(record as typeof supportCase),
    name: (record) => supportCaseName(record as typeof supportCase),
    children: (record) => <SupportCaseDetails record={record as typeof supportCase} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: /^Case Number 694000017: BGP/ })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'CSCwa10000' })).toHaveAttribute('href', '#/bug?id=CSCwa10000');
    expect(canvas.getByRole('link', { name: '88000031' })).toHaveAttribute(
      'href',
      '#/RMA-details?id=88000031',
    );
    expect(canvas.getByText('Casey Contracts')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { resource: { status: 'loading', data: undefined, error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Bug' })).toBeVisible();
    expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** No such record at the manufacturer: its 404 in the documents' words. */
export const RecordNotFetched: Story = {
  args: {
    resource: {
      status: 'failed',
      data: undefined,
      error: problem(404, 'RecordNotFetched', 'Record not fetch'),
    },
  },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Record not fetch')).toBeVisible();
  },
};

/** An address without an id: nothing asked. */
export const NoId: Story = {
  args: { id: undefined, resource: { status: 'loading', data: undefined, error: null } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Record not fetch')).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: {
    resource: {
      status: 'failed',
      data: undefined,
      error: problem(503, 'VendorSupportUnavailable', 'The manufacturer’s support service is not answering.'),
    },
  },
  play: async ({ canvasElement }) => {
    expect(
      within(canvasElement).getByText('The manufacturer’s support service is not answering.'),
    ).toBeVisible();
  },
};

/** Without manufacturer access: the connect panel in place of the record. */
export const NotConnected: Story = {
  args: {
    connection: { state: { status: 'disconnected' }, connect: fn(), lost: fn() },
    resource: { status: 'loading', data: undefined, error: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Connect to the manufacturer' })).toBeVisible();
    expect(canvas.queryByText('Record not fetch')).toBeNull();
  },
};
