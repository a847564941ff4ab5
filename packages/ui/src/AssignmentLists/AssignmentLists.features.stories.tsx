import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssignmentLists } from './AssignmentLists';
import {
  assignedReports,
  assignedUsers,
  unassignedReports,
  unassignedUsers,
} from './AssignmentLists.fixtures';
import { StatefulAssignmentLists } from './AssignmentLists.stories';

const userLabels = {
  assigned: 'Assigned users',
  unassigned: 'Users not assigned',
  filter: 'Search users',
  noneAssigned: 'No user is assigned to this report.',
  noneUnassigned: 'Every user who may view reports is assigned.',
};

const meta = {
  title: 'Components/AssignmentLists/Features',
  component: AssignmentLists,
  args: {
    assigned: assignedUsers,
    unassigned: unassignedUsers,
    onAssign: fn(),
    onUnassign: fn(),
    labels: userLabels,
  },
  render: (args) => <StatefulAssignmentLists {...args} />,
} satisfies Meta<typeof AssignmentLists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardMultiSelectAndAssign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();
    await userEvent.tab();
    const others = canvas.getByRole('listbox', { name: 'Users not assigned (4)' });
    await expect(others).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(within(others).getByRole('option', { name: /Avery Admin/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    const assign = canvas.getByRole('button', { name: 'Assign selected (2)' });
    await expect(assign).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAssign).toHaveBeenCalledWith(['u-3', 'u-4']);
    // The entries moved; the focus went with them to the assigned list's title.
    await expect(canvas.getByRole('heading', { name: 'Assigned users (4)' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 assigned.');
  },
};

export const Unassign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const assigned = canvas.getByRole('listbox', { name: 'Assigned users (2)' });
    await userEvent.click(within(assigned).getByRole('option', { name: /Riley Reports/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Unassign selected (1)' }));
    await expect(args.onUnassign).toHaveBeenCalledWith(['u-1']);
    await expect(canvas.getByRole('listbox', { name: 'Assigned users (1)' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 unassigned.');
  },
};

export const FilterNarrowsBothLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'TEMP@');
    const others = canvas.getByRole('listbox', { name: 'Users not assigned (4)' });
    await expect(within(others).getAllByRole('option')).toHaveLength(1);
    await expect(within(others).getByRole('option', { name: /Taylor Temp/ })).toBeVisible();
    await expect(canvas.getByText('Nothing matches “TEMP@”.')).toBeVisible();
  },
};

export const FilterActsOnlyOnWhatItShows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const others = canvas.getByRole('listbox', { name: 'Users not assigned (4)' });
    await userEvent.click(within(others).getByRole('option', { name: /Avery Admin/ }));
    await userEvent.click(within(others).getByRole('option', { name: /Taylor Temp/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'taylor');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign selected (1)' }));
    await expect(args.onAssign).toHaveBeenCalledWith(['u-4']);
  },
};

export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Assign selected (0)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Unassign selected (0)' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  render: (args) => <AssignmentLists {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
    const others = canvas.getByRole('listbox', { name: 'Users not assigned (4)' });
    await userEvent.click(within(others).getByRole('option', { name: /Avery Admin/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Assign selected/ }));
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

export const ServerRefusal: Story = {
  render: (args) => (
    <StatefulAssignmentLists
      {...args}
      refuse="Only users with the View Reports permission can be assigned reports."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const others = canvas.getByRole('listbox', { name: 'Users not assigned (4)' });
    await userEvent.click(within(others).getByRole('option', { name: /Jordan Buyer/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign selected (1)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only users with the View Reports permission can be assigned reports.',
    );
    // Nothing moved and the selection is kept, to try again or change it.
    await expect(canvas.getByRole('listbox', { name: 'Assigned users (2)' })).toBeVisible();
    await expect(within(others).getByRole('option', { name: /Jordan Buyer/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const NoneAssigned: Story = {
  args: { assigned: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Assigned users (0)' })).toBeVisible();
    await expect(canvas.getByText('No user is assigned to this report.')).toBeVisible();
  },
};

export const NoneLeftToAssign: Story = {
  args: { unassigned: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Every user who may view reports is assigned.'),
    ).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Assign selected/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Unassign selected/ })).toBeNull();
    const assigned = canvas.getByRole('listbox', { name: 'Assigned users (2)' });
    await expect(assigned).not.toHaveAttribute('aria-multiselectable');
  },
};

export const ReportsOfAUser: Story = {
  args: {
    assigned: assignedReports,
    unassigned: unassignedReports,
    headingLevel: 3,
    labels: {
      assigned: 'Assigned reports',
      unassigned: 'Other reports',
      filter: 'Search reports',
      noneAssigned: 'No report is assigned to this user.',
      noneUnassigned: 'Every report is assigned.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const others = canvas.getByRole('listbox', { name: 'Other reports (2)' });
    await userEvent.click(within(others).getByRole('option', { name: /Open quotes/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign selected (1)' }));
    await expect(args.onAssign).toHaveBeenCalledWith(['r-2']);
    await expect(canvas.getByRole('listbox', { name: 'Assigned reports (2)' })).toBeVisible();
  },
};
