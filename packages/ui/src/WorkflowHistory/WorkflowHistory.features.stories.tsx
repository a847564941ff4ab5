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
