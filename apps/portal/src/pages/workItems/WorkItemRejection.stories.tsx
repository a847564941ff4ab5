import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkItemRejection } from './WorkItemRejection';

/** A rejected work item request's notice (issue 19): the service desk's reason, or that none was recorded. */
const meta = {
  title: 'Contracts/WorkItemRejection',
  component: WorkItemRejection,
  args: {
    reason: 'Not under an active maintenance contract: C9300-48P-A FOC2231X001 (coverage ended 2026-01-31).',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WorkItemRejection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Rejected by the Presidio service desk' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent(
      'Reason for rejection: Not under an active maintenance contract: C9300-48P-A FOC2231X001 (coverage ended 2026-01-31).',
    );
  },
};

export const NoReasonRecorded: Story = {
  args: { reason: null },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    expect(alert).toHaveTextContent('No reason was recorded.');
    expect(alert).not.toHaveTextContent('Reason for rejection');
  },
};
