import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { history } from './fixtures';
import { WorkItemHistory } from './WorkItemHistory';

/** A work item request's audit trail (issue 19, getHistory): who did what, when. */
const meta = {
  title: 'Contracts/WorkItemHistory',
  component: WorkItemHistory,
  args: { entries: history },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WorkItemHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Audit Trail' });
    expect(await within(table).findByText('Status changed to Pending Presidio')).toBeVisible();
    expect(within(table).getByText('Presidio service desk')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Nothing recorded yet.')).toBeVisible();
  },
};
