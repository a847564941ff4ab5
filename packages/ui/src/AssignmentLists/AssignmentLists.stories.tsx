import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type AssignmentItem, AssignmentLists, type AssignmentListsProps } from './AssignmentLists';
import { assignedUsers, unassignedUsers } from './AssignmentLists.fixtures';

/**
 * Moves the entries the way a page does after the server said yes; `refuse` answers every change with that
 * refusal instead (the lists stay, the error shows).
 */
export function StatefulAssignmentLists({ refuse, ...props }: AssignmentListsProps & { refuse?: string }) {
  const [assigned, setAssigned] = useState<readonly AssignmentItem[]>(props.assigned);
  const [unassigned, setUnassigned] = useState<readonly AssignmentItem[]>(props.unassigned);
  const [error, setError] = useState<string | null>(props.error ?? null);
  const move = (ids: string[], from: readonly AssignmentItem[], to: readonly AssignmentItem[]) => {
    const moving = from.filter((item) => ids.includes(item.id));
    return {
      from: from.filter((item) => !ids.includes(item.id)),
      to: [...to, ...moving].sort((a, b) => a.label.localeCompare(b.label)),
    };
  };
  return (
    <AssignmentLists
      {...props}
      assigned={assigned}
      unassigned={unassigned}
      error={error}
      onAssign={(ids) => {
        props.onAssign?.(ids);
        if (refuse) {
          setError(refuse);
          return false;
        }
        setError(null);
        const next = move(ids, unassigned, assigned);
        setUnassigned(next.from);
        setAssigned(next.to);
        return true;
      }}
      onUnassign={(ids) => {
        props.onUnassign?.(ids);
        if (refuse) {
          setError(refuse);
          return false;
        }
        setError(null);
        const next = move(ids, assigned, unassigned);
        setAssigned(next.from);
        setUnassigned(next.to);
        return true;
      }}
    />
  );
}

const meta = {
  title: 'Components/AssignmentLists',
  excludeStories: ['StatefulAssignmentLists'],
  component: AssignmentLists,
  args: {
    assigned: assignedUsers,
    unassigned: unassignedUsers,
    onAssign: fn(),
    onUnassign: fn(),
    labels: { assigned: 'Assigned users', unassigned: 'Users not assigned', filter: 'Search users' },
  },
  render: (args) => <StatefulAssignmentLists {...args} />,
} satisfies Meta<typeof AssignmentLists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const others = canvas.getByRole('listbox', { name: 'Users not assigned (4)' });
    await userEvent.click(within(others).getByRole('option', { name: /Avery Admin/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign selected (1)' }));
    await expect(args.onAssign).toHaveBeenCalledWith(['u-3']);
    const assigned = canvas.getByRole('listbox', { name: 'Assigned users (3)' });
    await expect(within(assigned).getByRole('option', { name: /Avery Admin/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 assigned.');
  },
};

export const Playground: Story = {};
