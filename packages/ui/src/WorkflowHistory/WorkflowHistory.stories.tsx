import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkflowHistory } from './WorkflowHistory';
import { partlyApproved } from './WorkflowHistory.fixtures';

const meta = {
  title: 'Components/WorkflowHistory',
  component: WorkflowHistory,
  args: { steps: partlyApproved },
} satisfies Meta<typeof WorkflowHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const timeline = within(canvasElement).getByRole('list', { name: 'Approval history' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Playground: Story = {};
