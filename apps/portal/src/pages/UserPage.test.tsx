import { PERMISSION_GROUPS, PERMISSIONS, type UserPermissions } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../users/sampleUser';
import UserPage from './UserPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const USER_ID = '6f1c2b0e-1111-4c4c-8888-000000000001';
const buyerRole = {
  id: '6f1c2b0e-2222-4c4c-8888-000000000002',
  name: 'Buyer',
  roleType: 12,
  grantable: true,
};
const viewerRole = {
  id: '6f1c2b0e-3333-4c4c-8888-000000000003',
  name: 'User Viewer',
  roleType: 0,
  grantable: true,
};
const buyerPermissions = new Set(['shoppingcart', 'orders']);

/** The permissions answer: the Buyer role's inherited, `extra` on top, and what the caller may grant. */
function permissionsOf(extra: string[], grantable: (name: string) => boolean): UserPermissions {
  return {
    userId: USER_ID,
    superUser: false,
    groups: Object.entries(PERMISSION_GROUPS).map(([group, names]) => ({
      group,
      permissions: names.map((name) => ({
        name,
        inherited: buyerPermissions.has(name),
        fromRoles: buyerPermissions.has(name) ? ['Buyer'] : [],
        extra: extra.includes(name),
        grantable: grantable(name),
      })),
    })),
  };
}

type Refusal = { code: string; message: string };
const refused = (endpointId: string, status: number, refusal: Refusal) =>
  new ApiError({ status, endpointId, body: { ...refusal, traceId: 'trace-1' } });

const cisco = { id: '6f1c2b0e-7777-4c4c-8888-000000000007', name: 'Cisco' };
const hp = { id: '6f1c2b0e-8888-4c4c-8888-000000000008', name: 'HP' };
const smartnet = {
  id: '6f1c2b0e-9999-4c4c-8888-000000000009',
  contractNumber: '694001',
  manufacturerName: 'Cisco',
  contractType: 'SMARTnet',
};
const carePack = {
  id: '6f1c2b0e-aaaa-4c4c-8888-00000000000a',
  contractNumber: 'HP-2201',
  manufacturerName: 'HP',
  contractType: 'Care Pack',
};

/**
 * A server holding one user with the Buyer role; `canEdit` as the caller's users permission says. `status` is the
 * user's (1 enabled, 2 disabled); `deleteRefusal` and `linkRefusal` the server's answer to a delete or a password
 * link; `contracts` a company with the MaintenanceContracts feature (otherwise the access call is refused).
 */
function server(
  canEdit: boolean,
  {
    deleteRefusal,
    linkRefusal,
    status = 1,
    contracts = false,
    ungrantable = ['invoices'],
  }: {
    deleteRefusal?: Refusal;
    linkRefusal?: Refusal;
    status?: 1 | 2;
    contracts?: boolean;
    /** The permissions the administrator does not hold. */
    ungrantable?: string[];
  } = {},
) {
  let extra = ['viewAllOrders'];
  let access = {
    allContracts: false,
    assignedManufacturers: [cisco],
    unassignedManufacturers: [hp],
    assignedContracts: [smartnet],
    unassignedContracts: [carePack],
  };
  type Assignment = { manufacturerIds: string[]; contractIds: string[] };
  const move = ({ manufacturerIds, contractIds }: Assignment, assign: boolean) => {
    const makers = [cisco, hp];
    const all = [smartnet, carePack];
    const assignedMakers = access.assignedManufacturers.filter(
      (m) => assign || !manufacturerIds.includes(m.id),
    );
    const assignedContracts = access.assignedContracts.filter((c) => assign || !contractIds.includes(c.id));
    if (assign) {
      assignedMakers.push(...makers.filter((m) => manufacturerIds.includes(m.id)));
      assignedContracts.push(...all.filter((c) => contractIds.includes(c.id)));
    }
    access = {
      ...access,
      assignedManufacturers: assignedMakers,
      unassignedManufacturers: makers.filter((m) => !assignedMakers.includes(m)),
      assignedContracts,
      unassignedContracts: all.filter((c) => !assignedContracts.includes(c)),
    };
  };
  const grantable = (name: string) => !ungrantable.includes(name);
  call.mockImplementation(
    async (
      endpoint: { id: string },
      options: { body?: { permissions?: string[]; orderLimit?: string | null; allContracts?: boolean } },
    ) => {
      switch (endpoint.id) {
        case 'user.get':
          return { ...sampleUser, id: USER_ID, status, canEdit };
        case 'user.ListRoles':
          return [buyerRole];
        case 'user.ListUnassignedRoles':
          return [viewerRole];
        case 'user.getPermissions':
          return permissionsOf(extra, grantable);
        case 'user.updatetasks':
          extra = options.body?.permissions ?? [];
          return permissionsOf(extra, grantable);
        case 'user.delete':
          if (deleteRefusal) throw refused(endpoint.id, 403, deleteRefusal);
          return { ok: true };
        case 'user.SendCreateNewPasswordLink':
          if (linkRefusal) throw refused(endpoint.id, 403, linkRefusal);
          return { ok: true };
        case 'user.getContractAccess':
          if (!contracts) {
            throw refused(endpoint.id, 403, {
              code: 'FeatureNotEnabled',
              message: 'Your company does not use maintenance contracts.',
            });
          }
          return access;
        case 'user.setAccessAllMaintenanceContracts':
          access = { ...access, allContracts: Boolean(options.body?.allContracts) };
          return { ok: true };
        case 'user.assignContractsAndManufacturers':
        case 'user.unassignContractsAndManufacturers':
          move(options.body as unknown as Assignment, endpoint.id === 'user.assignContractsAndManufacturers');
          return { ok: true };
        case 'user.getSpendingLimit':
          return { userId: USER_ID, orderLimit: '2500.00', monthlyBudget: null, spentThisMonth: '1200.50' };
        case 'user.setSpendingLimit':
          return { userId: USER_ID, ...options.body, spentThisMonth: '1200.50' };
        case 'user.getHistory':
          return [
            {
              id: '6f1c2b0e-4444-4c4c-8888-000000000005',
              at: '2026-11-27T11:00:00.000Z',
              actorName: 'Avery Admin',
              action: 'permissionsChanged',
              detail: { added: ['viewAllOrders'], removed: ['viewAllRFQs', 'storefrontAdmin'] },
            },
            {
              id: '6f1c2b0e-4444-4c4c-8888-000000000004',
              at: '2026-11-27T10:00:00.000Z',
              actorName: 'Avery Admin',
              action: 'roleAdded',
              detail: { role: 'Buyer' },
            },
          ];
        default:
          throw new Error(`unexpected call ${endpoint.id}`);
      }
    },
  );
}

const renderPage = () => render(<UserPage route={routeByName('User')} query={{ user_id: USER_ID }} />);
const permissions = () => within(screen.getByRole('region', { name: 'Permissions' }));

afterEach(() => call.mockReset());

describe('UserPage', () => {
  it("should show the roles' permissions checked and out of reach, the extra ones checked, and what the administrator does not hold not grantable", async () => {
    server(true);
    renderPage();
    await screen.findByRole('region', { name: 'Permissions' });
    const inherited = await permissions().findByRole('checkbox', {
      name: 'Use the shopping cart (From Buyer)',
    });
    expect(inherited).toBeChecked();
    expect(inherited).toBeDisabled();
    const extra = permissions().getByRole('checkbox', { name: "View all the company's orders" });
    expect(extra).toBeChecked();
    expect(extra).toBeEnabled();
    expect(permissions().getByRole('checkbox', { name: 'View invoices' })).toBeDisabled();
    // Why it cannot be checked.
    expect(
      permissions().getByText(
        'The permissions you cannot change are ones you do not hold yourself: an administrator grants and takes away only what they hold.',
      ),
    ).toBeVisible();
    expect(
      permissions().getByRole('checkbox', { name: 'Manage users, their roles and permissions' }),
    ).not.toBeChecked();
    expect(screen.getByText(/Avery Admin added the role Buyer\./)).toBeInTheDocument();
  });

  it('should keep an extra permission the administrator does not hold checked and out of reach (the server refuses taking it away)', async () => {
    server(true, { ungrantable: ['invoices', 'viewAllOrders'] });
    renderPage();
    await screen.findByRole('region', { name: 'Permissions' });
    const extra = await permissions().findByRole('checkbox', { name: "View all the company's orders" });
    expect(extra).toBeChecked();
    expect(extra).toBeDisabled();
  });

  it('should name every permission in product words, never by its code name, on the boxes and in the history', async () => {
    server(true);
    renderPage();
    await screen.findByRole('region', { name: 'Permissions' });
    const boxes = await permissions().findAllByRole('checkbox');
    expect(boxes).toHaveLength(PERMISSIONS.length);
    // A box's accessible name is its label: none is (or starts with) a code name such as viewAllRFQs.
    const names = boxes.map((box) => box.closest('label')?.textContent ?? '');
    for (const code of PERMISSIONS) {
      expect(names.filter((name) => name === code || name.startsWith(`${code} (`))).toEqual([]);
    }
    expect(
      permissions().getByRole('checkbox', { name: "View all the company's pricing requests" }),
    ).toBeEnabled();
    expect(
      screen.getByText(
        /Avery Admin changed the extra permissions: added View all the company's orders; removed View all the company's pricing requests, storefrontAdmin\./,
      ),
    ).toBeInTheDocument();
  });

  it('should save the extra permissions as checked, leaving the inherited ones to the roles', async () => {
    server(true);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Permissions' });
    await user.click(permissions().getByRole('checkbox', { name: "View all the company's orders" }));
    await user.click(
      permissions().getByRole('checkbox', { name: 'Manage users, their roles and permissions' }),
    );
    await user.click(permissions().getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Data saved successfully.')).toBeInTheDocument();
    const save = call.mock.calls.find(([endpoint]) => endpoint.id === 'user.updatetasks');
    expect(save?.[1].body).toEqual({ id: USER_ID, permissions: ['users'] });
  });

  it('should offer Save permissions only for a change: disabled as loaded, enabled by a box, disabled again when undone or saved', async () => {
    server(true);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Permissions' });
    const save = permissions().getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();
    const viewUsers = permissions().getByRole('checkbox', { name: 'View users' });
    await user.click(viewUsers);
    expect(save).toBeEnabled();
    // Turned back, there is nothing to save again.
    await user.click(viewUsers);
    expect(save).toBeDisabled();
    await user.click(viewUsers);
    await user.click(save);
    expect(await screen.findByText('Data saved successfully.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(permissions().getByRole('button', { name: 'Save permissions' })).toBeDisabled(),
    );
    // The disabled button cannot keep the focus: it waits on the section's heading, not on the page.
    expect(screen.getByRole('heading', { name: 'Permissions' })).toHaveFocus();
    expect(permissions().getByRole('checkbox', { name: 'View users' })).toBeChecked();
    const saves = call.mock.calls.filter(([endpoint]) => endpoint.id === 'user.updatetasks');
    expect(saves.map(([, options]) => options.body.permissions)).toEqual([['viewAllOrders', 'viewUsers']]);
  });

  it('should save the spending limits, an empty one as none, and refuse an amount that is not one before the call', async () => {
    server(true);
    const user = userEvent.setup();
    renderPage();
    const spending = within(await screen.findByRole('region', { name: 'Spending limits' }));
    expect(spending.getByText('Ordered this month: $1,200.50')).toBeInTheDocument();
    const perOrder = spending.getByRole('textbox', { name: 'Limit per order' });
    expect(perOrder).toHaveValue('2500.00');
    await user.clear(perOrder);
    await user.type(perOrder, '12,5');
    await user.click(spending.getByRole('button', { name: 'Save spending limits' }));
    expect(perOrder).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter an amount above zero with at most 2 decimals, such as 2500.00, or leave it empty.',
      ),
    );
    // Too many decimals is told as such, not as 'above zero' (issue 18).
    await user.clear(perOrder);
    await user.type(perOrder, '2500.123');
    expect(perOrder).toHaveAccessibleDescription(
      expect.stringContaining('Please enter an amount with at most 2 decimals.'),
    );
    await user.clear(perOrder);
    await user.type(perOrder, '0.00');
    expect(perOrder).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter an amount above zero with at most 2 decimals, such as 2500.00, or leave it empty.',
      ),
    );
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'user.setSpendingLimit')).toBe(false);
    await user.clear(perOrder);
    await user.type(spending.getByRole('textbox', { name: 'Budget per month' }), '10000.00');
    await user.click(spending.getByRole('button', { name: 'Save spending limits' }));
    expect(await screen.findByText('Data saved successfully.')).toBeInTheDocument();
    const save = call.mock.calls.find(([endpoint]) => endpoint.id === 'user.setSpendingLimit');
    expect(save?.[1].body).toEqual({ id: USER_ID, orderLimit: null, monthlyBudget: '10000.00' });
  });

  it('should show a viewUsers reader everything and offer no change', async () => {
    server(false);
    renderPage();
    expect(await screen.findByText('You may view this user but not change them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
    expect(
      screen.queryByRole('button', { name: /Save|Disable|Add role|Remove role|Delete|Send password link/ }),
    ).toBeNull();
    expect(screen.queryByRole('region', { name: 'Password' })).toBeNull();
    expect(permissions().queryByText(/you do not hold yourself/)).toBeNull();
    expect(
      permissions().getByRole('checkbox', { name: 'Manage users, their roles and permissions' }),
    ).toBeDisabled();
    expect(screen.getByText('Buyer')).toBeInTheDocument();
  });

  it('should delete the user after the question naming them, and go back to the users list', async () => {
    server(true);
    window.location.hash = `#/user/?user_id=${USER_ID}`;
    const user = userEvent.setup();
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Delete user' }));
    await user.click(section.getByRole('button', { name: 'Delete user' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete user' }));
    expect(dialog.getByText(/Delete Nora Newbuyer\?/)).toBeInTheDocument();
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'user.delete')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(call.mock.calls.map(([e]) => e.id)).toContain('user.delete'));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/users'));
    const removal = call.mock.calls.find(([endpoint]) => endpoint.id === 'user.delete');
    expect(removal?.[1].query).toEqual({ id: USER_ID });
  });

  it("should say the server's refusal and stay on the user", async () => {
    server(true, {
      deleteRefusal: {
        code: 'CannotGrant',
        message: 'You cannot delete a user who holds permissions you do not hold: invoices.',
      },
    });
    window.location.hash = `#/user/?user_id=${USER_ID}`;
    const user = userEvent.setup();
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Delete user' }));
    await user.click(section.getByRole('button', { name: 'Delete user' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete user' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('You cannot delete a user who holds permissions you do not hold: invoices.'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/user/?user_id=${USER_ID}`);
  });
});

describe('UserPage without a user', () => {
  it('should say a malformed or missing id names no user, with the way back to the list, asking nothing', async () => {
    for (const user_id of ['nonsense', '']) {
      const { unmount } = render(<UserPage route={routeByName('User')} query={{ user_id }} />);
      expect(await screen.findByText('User not found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '#/users');
      unmount();
    }
    expect(call).not.toHaveBeenCalled();
  });

  it('should say a user the server does not find is not found, with no Try again', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      throw refused(endpoint.id, 404, { code: 'UserNotFound', message: 'User not found.' });
    });
    renderPage();
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('UserPage password link', () => {
  const section = async () => within(await screen.findByRole('region', { name: 'Password' }));

  it('should mail the user a link to create a password and say where it went', async () => {
    server(true);
    const user = userEvent.setup();
    renderPage();
    await user.click((await section()).getByRole('button', { name: 'Send password link' }));
    expect(
      await screen.findByText('A link to create a password has been sent to nora@northwind.example.'),
    ).toBeInTheDocument();
    const sent = call.mock.calls.filter(([endpoint]) => endpoint.id === 'user.SendCreateNewPasswordLink');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[1].body).toEqual({ userId: USER_ID });
    // The page reads the user again, so the history shows the link sent.
    await vi.waitFor(() =>
      expect(call.mock.calls.filter(([endpoint]) => endpoint.id === 'user.getHistory')).toHaveLength(2),
    );
  });

  it("should say the server's refusal", async () => {
    server(true, {
      linkRefusal: {
        code: 'AccountDisabled',
        message: 'Your account is disabled. Contact your administrator.',
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click((await section()).getByRole('button', { name: 'Send password link' }));
    expect(
      await screen.findByText('Your account is disabled. Contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has been sent to/)).toBeNull();
  });

  it('should offer no link for a disabled user, and say to enable them first', async () => {
    server(true, { status: 2 });
    renderPage();
    const password = await section();
    expect(password.getByText('Enable the user before sending them a password link.')).toBeInTheDocument();
    expect(password.queryByRole('button')).toBeNull();
  });
});

describe('UserPage maintenance contract access', () => {
  const section = async () =>
    within(await screen.findByRole('region', { name: 'Maintenance contract access' }));
  const callOf = (id: string) => call.mock.calls.filter(([endpoint]) => endpoint.id === id);

  it('should show the assigned manufacturers and contracts, and give the user all contracts', async () => {
    server(true, { contracts: true });
    const user = userEvent.setup();
    renderPage();
    const access = await section();
    expect(access.getByRole('radio', { name: 'Only assigned manufacturers and contracts' })).toBeChecked();
    expect(
      within(access.getByRole('list', { name: 'Assigned manufacturers' })).getByText('Cisco'),
    ).toBeVisible();
    expect(
      within(access.getByRole('list', { name: 'Assigned contracts' })).getByText('694001 (Cisco, SMARTnet)'),
    ).toBeVisible();
    await user.click(access.getByRole('radio', { name: 'All maintenance contracts' }));
    expect(await screen.findByText('Contract access saved.')).toBeInTheDocument();
    expect(callOf('user.setAccessAllMaintenanceContracts')[0]?.[1].body).toEqual({
      userId: USER_ID,
      allContracts: true,
    });
    await vi.waitFor(() =>
      expect(access.getByRole('radio', { name: 'All maintenance contracts' })).toBeChecked(),
    );
  });

  it('should write Maintenance contract access once, the heading naming the choice', async () => {
    server(true, { contracts: true });
    renderPage();
    const access = await section();
    // A label of the same words under the heading was read twice by a screen reader.
    expect(access.getAllByText('Maintenance contract access')).toHaveLength(1);
    const choice = access.getByRole('radiogroup', { name: 'Maintenance contract access' });
    expect(choice).toHaveAttribute(
      'aria-labelledby',
      screen.getByRole('heading', { name: 'Maintenance contract access' }).id,
    );
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
  });

  it('should assign a contract and take a manufacturer back', async () => {
    server(true, { contracts: true });
    const user = userEvent.setup();
    renderPage();
    const access = await section();
    const pickContract = access.getByRole('button', { name: /Add contract/ });
    expect(pickContract).toHaveTextContent('Choose a contract');
    await user.click(pickContract);
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'HP-2201 (HP)' }),
    );
    const assignButtons = access.getAllByRole('button', { name: 'Assign' });
    await user.click(assignButtons[assignButtons.length - 1] as HTMLElement);
    expect(
      await within(access.getByRole('list', { name: 'Assigned contracts' })).findByText(
        'HP-2201 (HP, Care Pack)',
      ),
    ).toBeVisible();
    expect(callOf('user.assignContractsAndManufacturers')[0]?.[1].body).toEqual({
      userId: USER_ID,
      manufacturerIds: [],
      contractIds: [carePack.id],
    });

    await user.click(access.getByRole('button', { name: 'Remove Cisco' }));
    await vi.waitFor(() =>
      expect(
        within(access.getByRole('list', { name: 'Assigned manufacturers' })).queryByText('Cisco'),
      ).toBeNull(),
    );
    expect(callOf('user.unassignContractsAndManufacturers')[0]?.[1].body).toEqual({
      userId: USER_ID,
      manufacturerIds: [cisco.id],
      contractIds: [],
    });
    // The removed entry's button is gone: the focus waits on the section's heading.
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Maintenance contract access' })).toHaveFocus(),
    );
  });

  it('should show a reader the access without a way to change it', async () => {
    server(false, { contracts: true });
    renderPage();
    const access = await section();
    expect(access.getByRole('radio', { name: 'All maintenance contracts' })).toBeDisabled();
    expect(access.queryByRole('button')).toBeNull();
  });

  it('should leave the section out for a company without maintenance contracts', async () => {
    server(true);
    renderPage();
    await screen.findByRole('region', { name: 'Permissions' });
    expect(screen.queryByRole('region', { name: 'Maintenance contract access' })).toBeNull();
  });
});

describe('UserPage report assignment', () => {
  const spend = {
    id: '6f1c2b0e-5555-4c4c-8888-000000000005',
    key: 'spend-by-month',
    name: 'Spend by month',
    description: 'Order totals per month.',
  };
  const quotes = {
    id: '6f1c2b0e-6666-4c4c-8888-000000000006',
    key: 'open-quotes',
    name: 'Open quotes',
    description: 'Quotes waiting for an answer.',
  };

  /** The user page's server plus the user's reports: `eligible` as viewReports says, `refuse` a refusal of assignusers. */
  function reportServer({ eligible = true, canAssign = true, refuse = false } = {}) {
    server(true);
    const base = call.getMockImplementation();
    let assigned = [spend];
    const answer = () => ({
      eligible,
      canAssign,
      assigned,
      unassigned: [spend, quotes].filter((report) => !assigned.includes(report)),
    });
    call.mockImplementation(
      async (endpoint: { id: string }, options: Record<string, { reportId?: string }>) => {
        switch (endpoint.id) {
          case 'report.listUserReportAssignments':
            return answer();
          case 'report.assignusers':
            if (refuse) {
              throw new ApiError({
                status: 422,
                endpointId: endpoint.id,
                body: {
                  code: 'UserCannotViewReports',
                  message: 'Only users with the View Reports permission can be assigned reports.',
                  traceId: 'trace-2',
                },
              });
            }
            assigned = [
              ...assigned,
              ...[spend, quotes].filter((report) => report.id === options.body?.reportId),
            ];
            return { assigned: [], unassigned: [] };
          case 'report.deleteUser':
            assigned = assigned.filter((report) => report.id !== options.query?.reportId);
            return answer();
          default:
            return base?.(endpoint, options);
        }
      },
    );
  }
  const section = async () => within(await screen.findByRole('region', { name: 'Report assignment' }));

  it('should assign a report to the user with assignusers and take one back with deleteUser', async () => {
    reportServer();
    const user = userEvent.setup();
    renderPage();
    const reports = await section();
    await user.click(
      within(reports.getByRole('listbox', { name: 'Other reports (1)' })).getByRole('option', {
        name: /Open quotes/,
      }),
    );
    await user.click(reports.getByRole('button', { name: 'Assign selected (1)' }));
    const assigned = await reports.findByRole('listbox', { name: 'Assigned reports (2)' });
    const assign = call.mock.calls.find(([endpoint]) => endpoint.id === 'report.assignusers');
    expect(assign?.[1].body).toEqual({ reportId: quotes.id, userIds: [USER_ID] });
    await user.click(within(assigned).getByRole('option', { name: /Spend by month/ }));
    await user.click(reports.getByRole('button', { name: 'Unassign selected (1)' }));
    expect(await reports.findByRole('listbox', { name: 'Assigned reports (1)' })).toBeInTheDocument();
    const remove = call.mock.calls.find(([endpoint]) => endpoint.id === 'report.deleteUser');
    expect(remove?.[1].query).toEqual({ reportId: spend.id, userId: USER_ID });
  });

  it("should show the server's refusal and keep the lists", async () => {
    reportServer({ refuse: true });
    const user = userEvent.setup();
    renderPage();
    const reports = await section();
    await user.click(
      within(reports.getByRole('listbox', { name: 'Other reports (1)' })).getByRole('option', {
        name: /Open quotes/,
      }),
    );
    await user.click(reports.getByRole('button', { name: 'Assign selected (1)' }));
    expect(
      await reports.findByText('Only users with the View Reports permission can be assigned reports.'),
    ).toBeInTheDocument();
    expect(reports.getByRole('listbox', { name: 'Assigned reports (1)' })).toBeInTheDocument();
  });

  it('should tell that a user without View Reports gets no reports, and a reader changes nothing', async () => {
    reportServer({ eligible: false, canAssign: false });
    renderPage();
    const reports = await section();
    expect(reports.getByText(/only to users with the View Reports permission/)).toBeInTheDocument();
    expect(reports.queryByRole('button', { name: /Assign selected/ })).toBeNull();
  });

  it('should leave the section out when the server refuses the call', async () => {
    server(true);
    renderPage();
    await screen.findByRole('region', { name: 'Permissions' });
    expect(screen.queryByRole('region', { name: 'Report assignment' })).toBeNull();
  });
});
