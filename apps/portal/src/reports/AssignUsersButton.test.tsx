import { ApiError } from '@b2b-portal/api/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssignUsersButton } from './AssignUsersButton';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const REPORT_ID = '6f1c2b0e-7777-4c4c-8888-000000000007';
const riley = {
  id: '6f1c2b0e-8888-4c4c-8888-000000000008',
  firstName: 'Riley',
  lastName: 'Reports',
  email: 'reports@northwind.example',
};
const casey = {
  id: '6f1c2b0e-9999-4c4c-8888-000000000009',
  firstName: 'Casey',
  lastName: 'Contracts',
  email: 'contracts@northwind.example',
};

/** A report with Casey assigned and Riley not; `refuse` answers assignusers with the server's 422. */
function server({ refuse = false } = {}) {
  let assigned = [casey];
  const lists = () => ({ assigned, unassigned: [riley, casey].filter((user) => !assigned.includes(user)) });
  call.mockImplementation(async (endpoint: { id: string }, options: { body?: { userIds: string[] } }) => {
    switch (endpoint.id) {
      case 'report.listassignedusers':
        return lists().assigned;
      case 'report.listunassignedusers':
        return lists().unassigned;
      case 'report.assignusers':
        if (refuse) {
          throw new ApiError({
            status: 422,
            endpointId: endpoint.id,
            body: {
              code: 'UserCannotViewReports',
              message: 'Only users with the View Reports permission can be assigned reports.',
              traceId: 'trace-3',
            },
          });
        }
        assigned = [...assigned, ...[riley].filter((user) => options.body?.userIds.includes(user.id))];
        return lists();
      case 'report.unassignusers':
        assigned = assigned.filter((user) => !options.body?.userIds.includes(user.id));
        return lists();
      default:
        throw new Error(`unexpected call ${endpoint.id}`);
    }
  });
}

afterEach(() => call.mockReset());

describe('AssignUsersButton', () => {
  it("should open the report's users, assign one with assignusers and show the lists the server answers", async () => {
    server();
    const user = userEvent.setup();
    render(<AssignUsersButton reportId={REPORT_ID} reportName="Open quotes" />);
    expect(call).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Assign users: Open quotes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign users: Open quotes' }));
    const others = await dialog.findByRole('listbox', { name: 'Users not assigned (1)' });
    await user.click(within(others).getByRole('option', { name: /Riley Reports/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign selected (1)' }));
    expect(await dialog.findByRole('listbox', { name: 'Assigned users (2)' })).toBeInTheDocument();
    expect(dialog.getByText('Every user who may view reports is assigned.')).toBeInTheDocument();
    const assign = call.mock.calls.find(([endpoint]) => endpoint.id === 'report.assignusers');
    expect(assign?.[1].body).toEqual({ reportId: REPORT_ID, userIds: [riley.id] });
  });

  it("should show the server's refusal in the dialog and move nobody", async () => {
    server({ refuse: true });
    const user = userEvent.setup();
    render(<AssignUsersButton reportId={REPORT_ID} reportName="Open quotes" />);
    await user.click(screen.getByRole('button', { name: 'Assign users: Open quotes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign users: Open quotes' }));
    const others = await dialog.findByRole('listbox', { name: 'Users not assigned (1)' });
    await user.click(within(others).getByRole('option', { name: /Riley Reports/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign selected (1)' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only users with the View Reports permission can be assigned reports.',
    );
    expect(dialog.getByRole('listbox', { name: 'Assigned users (1)' })).toBeInTheDocument();
  });

  it('should unassign with unassignusers', async () => {
    server();
    const user = userEvent.setup();
    render(<AssignUsersButton reportId={REPORT_ID} reportName="Open quotes" />);
    await user.click(screen.getByRole('button', { name: 'Assign users: Open quotes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign users: Open quotes' }));
    const assigned = await dialog.findByRole('listbox', { name: 'Assigned users (1)' });
    await user.click(within(assigned).getByRole('option', { name: /Casey Contracts/ }));
    await user.click(dialog.getByRole('button', { name: 'Unassign selected (1)' }));
    expect(await dialog.findByText('No user is assigned to this report.')).toBeInTheDocument();
  });
});
