import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkflowHistory } from './WorkflowHistory';
import { partlyApproved, rejected } from './WorkflowHistory.fixtures';

const meta = {
  title: 'Components/WorkflowHistory/Features',
  component: WorkflowHistory,
  args: { steps: partlyApproved },
} satisfies Meta<typeof WorkflowHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyApprovedNamesTheWaitingLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for Approver Level 2')).toBeVisible();
    await expect(canvas.queryByText('Pending')).not.toBeInTheDocument();
    const [, approval] = within(canvas.getByRole('list', { name: 'Approval history' })).getAllByRole(
      'listitem',
    );
    const step = within(approval as HTMLElement);
    await expect(step.getByText('Approved')).toBeVisible();
    await expect(step.getByText('Dana Whitaker')).toBeVisible();
    await expect(step.getByText('Purchasing Manager · Approver Level 1')).toBeVisible();
    await expect(step.getByText('03/04/2026 02:05 PM')).toBeVisible();
    await expect(step.getByText('Within the quarterly budget.')).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { steps: rejected },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText('03/05/2026 12:30 AM')).toBeVisible();
    await expect(canvas.getByText('Please get two more quotes first.')).toBeVisible();
  },
};

/** A requisition's whole life: resubmitted after a rejection, a line removed, approved and ordered. */
export const EveryKindOfStep: Story = {
  args: {
    steps: [
      { id: 's1', action: 'Submitted', actor: 'Riley Requester', at: '2026-03-02T14:00:00Z' },
      { id: 's2', action: 'Rejected', actor: 'Alex Approver', level: 1, comments: 'Use the 48-port model.' },
      { id: 's3', action: 'Resubmitted', actor: 'Riley Requester' },
      { id: 's4', action: 'ItemDeleted', actor: 'Alex Approver', comments: 'C9200-24P-E' },
      { id: 's5', action: 'Approved', actor: 'Morgan Manager', level: 2 },
      { id: 's6', action: 'Purchased', actor: 'Morgan Manager', comments: 'SO-300007' },
      { id: 's7', action: 'StatusChanged', actor: 'Sales desk', status: 'In Process' },
      { id: 's8', action: 'Transferred', actor: 'Blake Buyer' },
      { id: 's9', action: 'Canceled', actor: 'Riley Requester' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Approval history' })).getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    for (const text of [
      'Resubmitted',
      'Line removed',
      'Ordered',
      'Status changed',
      'Sent to procurement system',
      'Canceled',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('SO-300007')).toBeVisible();
    await expect(within(items[6] as HTMLElement).getByText('Now In Process')).toBeVisible();
  },
};

export const PendingWithoutLevel: Story = {
  args: { steps: [{ id: 'p1', action: 'Pending' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting for approval')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No approval history yet.')).toBeVisible();
  },
};

export const TranslatedLabels: Story = {
  args: { labels: { waitingForLevel: 'En attente du niveau {level}' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En attente du niveau 2')).toBeVisible();
  },
};
