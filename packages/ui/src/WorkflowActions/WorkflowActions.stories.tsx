import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkflowActions } from './WorkflowActions';
import { approverActions } from './WorkflowActions.fixtures';

const meta = {
  title: 'Components/WorkflowActions',
  component: WorkflowActions,
  args: { actions: approverActions, onChoose: fn() },
} satisfies Meta<typeof WorkflowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Workflow actions' });
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }));
    await expect(args.onChoose).toHaveBeenCalledWith('approve');
  },
};

export const Playground: Story = {};
