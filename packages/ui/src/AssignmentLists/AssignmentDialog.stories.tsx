import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AssignmentDialog, type AssignmentDialogProps } from './AssignmentDialog';
import type { AssignmentItem } from './AssignmentLists';
import { assignedUsers, unassignedUsers } from './AssignmentLists.fixtures';

/** Opens the dialog from a button and moves the entries on assign, the way the reports page does. */
export function AssignmentDialogHarness(props: Omit<AssignmentDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  const [lists, setLists] = useState(props.lists);
  const move = (ids: string[], assign: boolean) =>
    setLists((current) => {
      if (!current) return current;
      const from = assign ? current.unassigned : current.assigned;
      const to = assign ? current.assigned : current.unassigned;
      const moving: AssignmentItem[] = from.filter((item) => ids.includes(item.id));
      const rest = from.filter((item) => !ids.includes(item.id));
      const next = [...to, ...moving];
      return assign ? { assigned: next, unassigned: rest } : { assigned: rest, unassigned: next };
    });
  return (
    <>
      <Button onPress={() => setOpen(true)}>Assign users</Button>
      <AssignmentDialog
        {...props}
        lists={lists}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onAssign={(ids) => {
          props.onAssign?.(ids);
          move(ids, true);
          return true;
        }}
        onUnassign={(ids) => {
          props.onUnassign?.(ids);
          move(ids, false);
          return true;
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/AssignmentDialog',
  excludeStories: ['AssignmentDialogHarness'],
  component: AssignmentDialog,
  args: {
    isOpen: false,
    onOpenChange: () => {},
    title: 'Assign users: Open quotes',
    lists: { assigned: assignedUsers, unassigned: unassignedUsers },
    onAssign: fn(),
    onUnassign: fn(),
    onRetry: fn(),
    labels: { assigned: 'Assigned users', unassigned: 'Users not assigned', filter: 'Search users' },
  },
  render: (args) => <AssignmentDialogHarness {...args} />,
} satisfies Meta<typeof AssignmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Assign users' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Assign users: Open quotes' });
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await open(canvasElement));
    await userEvent.click(
      within(dialog.getByRole('listbox', { name: 'Users not assigned (4)' })).getByRole('option', {
        name: /Taylor Temp/,
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Assign selected (1)' }));
    await expect(args.onAssign).toHaveBeenCalledWith(['u-4']);
    await expect(dialog.getByRole('listbox', { name: 'Assigned users (3)' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { lists: null },
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement));
    await expect(dialog.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { lists: null, loadError: 'The users could not be loaded. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await open(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The users could not be loaded.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const DoneClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Assign users' })).toHaveFocus(),
    );
  },
};
