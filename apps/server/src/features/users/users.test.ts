import {
  AddUserAnswer,
  Problem,
  RoleSummary,
  SpendingLimit,
  TaskCategory,
  TaskEntry,
  TokenInfo,
  UserAuditEntry,
  UserDetail,
  UserPage,
  UserPermissions,
  UserTasks,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
  WorkflowTransition,
} from '@b2b-portal/api';
import { addMoney } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { effectivePermissions } from '../../auth/principal';
import { logins, mailOutbox, orders, userAudit, users } from '../../db/schema';
import { seedProductId } from '../../db/seed-catalogue';
import { DEMO_PASSWORD, demoRoles } from '../../db/seed-data';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { netTermsBody } from '../checkout/testing';

/**
 * Users, roles and permissions (issue 18), on PGlite and on PostgreSQL: the personas' permissions through roles,
 * the list and its filters, the company scope (another company's users are 404), viewUsers read-only (403 on
 * every change), the new user with a role and an extra permission, the guard rails (no granting what one does
 * not hold, never no administrator left), the history of changes, and a disabled user's session and refresh
 * token refused at the next call. The scenario's calls share one database, in order.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function problem(answer: Answer, status: number, code: string): Problem {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = Problem.parse(answer.body);
  expect(body.code).toBe(code);
  return body;
}

/** The personas' effective permissions as ARCHITECTURE.md and the tests of menus and routes know them. */
const buyer = [
  'addresses',
  'browseCatalogs',
  'invoices',
  'orders',
  'rfqs',
  'shoppingCartCheckOut',
  'shoppingcart',
  'submitRFQ',
  'templates',
  'viewQuote',
];
const approver = [
  'approveQuotes',
  'approveRegistrations',
  'approveRequisitions',
  'requisitions',
  'viewQuote',
];
const personaPermissions: Record<keyof typeof demoUsers, string[]> = {
  admin: ['storefrontAdmin'],
  buyer,
  buyer2: buyer,
  buyer3: [...buyer, 'viewAllOrders'],
  approver,
  approver2: approver,
  requester: ['browseCatalogs', 'requisitions', 'rfqs', 'shoppingcart', 'submitRFQ', 'templates'],
  contracts: ['contractsView', 'viewReports', 'workItemCreate', 'workItems'],
  contracts2: ['contractsView', 'workItemCreate', 'workItems'],
  useradmin: ['businessunits', 'manageCiscoContractAccess', 'users', 'viewUsers'],
  temp: ['viewReports'],
  reports: ['viewReports'],
  contosoBuyer: [...buyer, 'contractsView'],
  disabled: ['orders'],
  unconfigured: buyer,
  // The password journey's user (features/password): no roles, no permissions.
  forgetful: [],
  office: buyer,
};

function usersScenario(subject: () => EngineSubject) {
  const as = (persona: keyof typeof demoUsers) => subject().as(demoUsers[persona].username);
  const search = async (caller: Caller, json: Record<string, unknown>) =>
    ok(await caller('POST', 'V1.0/user/UserSearchByParams', { json }), UserPage);
  const history = async (caller: Caller, id: string) =>
    ok(await caller('GET', 'V1.0/user/getHistory', { query: { id } }), z.array(UserAuditEntry));
  const permissions = async (caller: Caller, id: string) =>
    ok(await caller('GET', 'v1.0/user/getPermissions', { query: { id } }), UserPermissions);
  const entry = (answer: UserPermissions, name: string) =>
    answer.groups.flatMap((group) => group.permissions).find((permission) => permission.name === name);
  const me = (caller: Caller) => caller('GET', 'V1.0/user/Me');

  it("should give every persona the permissions it had, through roles (the union of its roles' and its extra ones)", async () => {
    for (const [persona, expected] of Object.entries(personaPermissions)) {
      const id = demoUsers[persona as keyof typeof demoUsers].id;
      expect(await effectivePermissions(subject().database.db, id), persona).toEqual([...expected].sort());
    }
  });

  it("should list the company's users by status and keyword, 10 to a page by default, never another company's", async () => {
    const useradmin = await as('useradmin');
    const enabled = await search(useradmin, {});
    // Fourteen enabled Northwind personas (forgetful@ is the password journey's, office@ the addresses journey's,
    // contracts2@ holds assigned contracts only, reports@ the reports journey's), 10 to a page.
    expect(enabled.totalRecords).toBe(14);
    expect(enabled.data).toHaveLength(10);
    expect(enabled.data.map((row) => row.username)).not.toContain(demoUsers.contosoBuyer.username);
    expect(enabled.data.every((row) => row.status === 1)).toBe(true);
    const found = await search(useradmin, { keyword: 'APPROVER', status: 0 });
    expect(found.data.map((row) => [row.username, row.roles])).toEqual([
      [demoUsers.approver.username, ['Approver Level 1', 'Quote Approver']],
      [demoUsers.approver2.username, ['Approver Level 2', 'Quote Approver']],
    ]);
    const page = await search(useradmin, { status: 0, size: 3, start: 2 });
    expect(page.data.map((row) => row.id)).toEqual(
      (await search(useradmin, { status: 0, size: 100 })).data.slice(3, 6).map((row) => row.id),
    );
    expect((await search(useradmin, { status: 2 })).totalRecords).toBe(0);
    // Contoso's own list has its disabled user; the Northwind administrator never sees it.
    expect((await search(useradmin, { status: 0, keyword: 'contoso' })).totalRecords).toBe(0);
  });

  it("should answer 404 for another company's user on every call, and 403 to a caller without a users permission", async () => {
    const useradmin = await as('useradmin');
    const other = demoUsers.contosoBuyer.id;
    for (const [method, path, options] of [
      ['GET', 'V1.0/user/get', { query: { id: other } }],
      ['GET', 'V1.0/user/ListRoles', { query: { id: other } }],
      ['GET', 'V1.0/user/ListUnassignedRoles', { query: { id: other } }],
      ['GET', 'v1.0/user/getPermissions', { query: { id: other } }],
      ['GET', 'V1.0/user/getTasks', { query: { id: other } }],
      ['GET', 'V1.0/user/getHistory', { query: { id: other } }],
      ['POST', 'V1.0/user/disableUser', { json: { id: other } }],
      ['POST', 'V1.0/user/enableUser', { json: { id: demoUsers.disabled.id } }],
      [
        'POST',
        'V1.0/user/Update',
        { json: { id: other, firstName: 'X', lastName: 'Y', email: 'x@y.example' } },
      ],
      ['POST', 'V1.0/user/AddRole', { json: { userId: other, roleId: demoRoles.userViewer.id } }],
      ['DELETE', 'V1.0/user/DeleteRole', { query: { userId: other, roleId: demoRoles.buyer.id } }],
      ['POST', 'V1.0/user/updatetasks', { json: { id: other, permissions: ['viewUsers'] } }],
      ['GET', 'V1.0/user/getSpendingLimit', { query: { id: other } }],
      ['POST', 'V1.0/user/setSpendingLimit', { json: { id: other, orderLimit: '1.00' } }],
    ] as const) {
      problem(await useradmin(method, path, options), 404, 'UserNotFound');
    }
    const contoso = await as('contosoBuyer');
    problem(await contoso('POST', 'V1.0/user/UserSearchByParams', { json: {} }), 403, 'Forbidden');
    problem(await contoso('GET', 'V1.0/user/get', { query: { id: demoUsers.buyer.id } }), 403, 'Forbidden');
    // Nothing changed: the Contoso buyer is enabled with the same roles.
    expect(await effectivePermissions(subject().database.db, other)).toEqual(
      [...personaPermissions.contosoBuyer].sort(),
    );
  });

  it("should answer the task categories, the tasks and a user's tasks as getPermissions does, to the users permissions only", async () => {
    const useradmin = await as('useradmin');
    const categories = ok(await useradmin('GET', 'V1.0/user/GetTaskCategoryList'), z.array(TaskCategory));
    // The nine groups of 002 §6, as getPermissions shows them.
    const shown = await permissions(useradmin, demoUsers.buyer.id);
    expect(categories).toHaveLength(9);
    expect(categories.map((c) => [c.category, c.tasks])).toEqual(
      shown.groups.map((g) => [g.group, g.permissions.map((p) => p.name)]),
    );
    const tasks = ok(await useradmin('GET', 'V1.0/user/listtasks'), z.array(TaskEntry));
    expect(tasks.map((task) => task.name)).toEqual(categories.flatMap((c) => c.tasks));
    expect(tasks.find((task) => task.name === 'contractsView')?.category).toBe('contracts');
    // Grantable: what the caller holds (an administrator cannot grant what they do not hold).
    expect(
      tasks
        .filter((task) => task.grantable)
        .map((task) => task.name)
        .sort(),
    ).toEqual(personaPermissions.useradmin);
    // A user's tasks: the union of their roles' and their extra ones, the same as getPermissions.
    const buyerTasks = ok(
      await useradmin('GET', 'V1.0/user/getTasks', { query: { id: demoUsers.buyer.id } }),
      UserTasks,
    );
    expect([...buyerTasks.tasks].sort()).toEqual(buyer);
    expect(buyerTasks).toMatchObject({ userId: demoUsers.buyer.id, superUser: false, extra: [] });
    expect(buyerTasks.inherited).toEqual(buyerTasks.tasks);
    const held = shown.groups
      .flatMap((g) => g.permissions)
      .filter((p) => p.inherited || p.extra)
      .map((p) => p.name);
    expect(buyerTasks.tasks).toEqual(held);
    const admin = ok(
      await useradmin('GET', 'V1.0/user/getTasks', { query: { id: demoUsers.admin.id } }),
      UserTasks,
    );
    expect(admin.superUser).toBe(true);
    // A caller without a users permission gets none of them; another company's user is not found (above).
    const contoso = await as('contosoBuyer');
    for (const [path, query] of [
      ['V1.0/user/GetTaskCategoryList', undefined],
      ['V1.0/user/listtasks', undefined],
      ['V1.0/user/getTasks', { id: demoUsers.contosoBuyer.id }],
      ['V1.0/user/getTasks', { id: demoUsers.buyer.id }],
    ] as const) {
      problem(await contoso('GET', path, query ? { query } : {}), 403, 'Forbidden');
    }
    problem(await (await as('buyer'))('GET', 'V1.0/user/listtasks'), 403, 'Forbidden');
  });

  it('should create a user with the Buyer role and one extra permission, their roles and permissions inherited and extra, and record it', async () => {
    const admin = await as('admin');
    const created = ok(
      await admin('POST', 'V1.0/user/add', {
        json: {
          firstName: 'Nora',
          lastName: 'Newbuyer',
          email: 'Nora.Newbuyer@northwind.example',
          phone: '555-010-0199',
          roleIds: [demoRoles.buyer.id],
        },
      }),
      AddUserAnswer,
    );
    // The new user is mailed a link to create their password (features/password), queued with the user.
    expect(created.createPasswordMailSent).toBe(true);
    const mails = await subject()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'password.create'));
    expect(mails.map((mail) => mail.to)).toContainEqual(['nora.newbuyer@northwind.example']);
    expect(mails.find((mail) => mail.to[0] === 'nora.newbuyer@northwind.example')?.text).toMatch(
      /#\/setPassword\?rpk=[\w-]{20,}/,
    );
    const detail = ok(await admin('GET', 'V1.0/user/get', { query: { id: created.id } }), UserDetail);
    expect(detail).toMatchObject({
      username: 'nora.newbuyer@northwind.example',
      status: 1,
      canEdit: true,
      isSelf: false,
    });
    expect(
      ok(await admin('GET', 'V1.0/user/ListRoles', { query: { id: created.id } }), z.array(RoleSummary)).map(
        (role) => role.name,
      ),
    ).toEqual(['Buyer']);
    const unassigned = ok(
      await admin('GET', 'V1.0/user/ListUnassignedRoles', { query: { id: created.id } }),
      z.array(RoleSummary),
    ).map((role) => role.name);
    expect(unassigned).toContain('Administration');
    expect(unassigned).not.toContain('Buyer');

    const after = ok(
      await admin('POST', 'V1.0/user/updatetasks', {
        json: { id: created.id, permissions: ['viewAllOrders'] },
      }),
      UserPermissions,
    );
    expect(after.groups.map((group) => group.group)).toEqual([
      'administration',
      'shop',
      'pricingRequests',
      'quotes',
      'orders',
      'requisitions',
      'invoices',
      'contracts',
      'reports',
    ]);
    expect(entry(after, 'shoppingcart')).toMatchObject({
      inherited: true,
      fromRoles: ['Buyer'],
      extra: false,
    });
    expect(entry(after, 'viewAllOrders')).toMatchObject({ inherited: false, extra: true });
    expect(entry(after, 'users')).toMatchObject({ inherited: false, extra: false, grantable: true });

    // Their session has the union (they have no password yet: signed in here as the tests sign in).
    const nora = await subject().as('nora.newbuyer@northwind.example');
    const context = await me(nora);
    expect((context.body as { permissions: string[] }).permissions.sort()).toEqual(
      [...buyer, 'viewAllOrders'].sort(),
    );
    // The same e-mail again: the documents' 'User already exists.'.
    const again = problem(
      await admin('POST', 'V1.0/user/add', {
        json: { firstName: 'N', lastName: 'N', email: 'nora.newbuyer@NORTHWIND.example' },
      }),
      409,
      'UserExists',
    );
    expect(again.message).toBe('User already exists.');
    // Who, when, what, newest first.
    const entries = await history(admin, created.id);
    expect(entries.map((row) => [row.actorName, row.action, row.detail])).toEqual([
      ['Avery Admin', 'permissionsChanged', { added: ['viewAllOrders'] }],
      ['Avery Admin', 'roleAdded', { role: 'Buyer' }],
      ['Avery Admin', 'created', {}],
    ]);
    // A blank name and a bad e-mail are refused with the fields at fault.
    const invalid = problem(
      await admin('POST', 'V1.0/user/add', {
        json: { firstName: ' ', lastName: 'X', email: 'not-an-email' },
      }),
      400,
      'ValidationFailed',
    );
    expect(invalid.errors?.map((error) => error.path).sort()).toEqual(['email', 'firstName']);
  });

  it('should not let an administrator grant what they do not hold, through a role, an extra permission or a new user', async () => {
    const useradmin = await as('useradmin');
    const target = demoUsers.requester.id;
    const refused = problem(
      await useradmin('POST', 'V1.0/user/AddRole', { json: { userId: target, roleId: demoRoles.buyer.id } }),
      403,
      'CannotGrant',
    );
    expect(refused.message).toContain('Check out the cart');
    problem(
      await useradmin('POST', 'V1.0/user/updatetasks', { json: { id: target, permissions: ['orders'] } }),
      403,
      'CannotGrant',
    );
    problem(
      await useradmin('POST', 'V1.0/user/add', {
        json: {
          firstName: 'A',
          lastName: 'B',
          email: 'ab@northwind.example',
          roleIds: [demoRoles.storefrontAdministrator.id],
        },
      }),
      403,
      'CannotGrant',
    );
    // The roles say which of them the caller may add, as the refusal above does.
    const offered = ok(
      await useradmin('GET', 'V1.0/user/ListUnassignedRoles', { query: { id: target } }),
      z.array(RoleSummary),
    );
    expect(offered.find((role) => role.id === demoRoles.buyer.id)?.grantable).toBe(false);
    expect(offered.find((role) => role.id === demoRoles.userViewer.id)?.grantable).toBe(true);
    const grantable = await permissions(useradmin, target);
    expect(entry(grantable, 'orders')?.grantable).toBe(false);
    expect(entry(grantable, 'viewUsers')?.grantable).toBe(true);
    // What they hold they may grant.
    ok(
      await useradmin('POST', 'V1.0/user/AddRole', {
        json: { userId: target, roleId: demoRoles.userViewer.id },
      }),
      z.object({ ok: z.literal(true) }),
    );
    expect(await effectivePermissions(subject().database.db, target)).toEqual(
      [...personaPermissions.requester, 'viewUsers'].sort(),
    );
    // And which they may take away: the requester's own role gives what the user administrator does not hold.
    const held = ok(
      await useradmin('GET', 'V1.0/user/ListRoles', { query: { id: target } }),
      z.array(RoleSummary),
    );
    expect(held.map((role) => [role.name, role.grantable])).toEqual([
      ['Requester', false],
      ['User Viewer', true],
    ]);
    // A storefront administrator holds everything: every role is theirs to give.
    const admin = await as('admin');
    const all = ok(
      await admin('GET', 'V1.0/user/ListUnassignedRoles', { query: { id: target } }),
      z.array(RoleSummary),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((role) => role.grantable)).toBe(true);
  });

  it('should let viewUsers read the users and change none of them (403)', async () => {
    // The requester holds User Viewer since the test before.
    const viewer = await as('requester');
    expect((await search(viewer, {})).totalRecords).toBeGreaterThan(0);
    const detail = ok(
      await viewer('GET', 'V1.0/user/get', { query: { id: demoUsers.buyer.id } }),
      UserDetail,
    );
    expect(detail.canEdit).toBe(false);
    expect(
      ok(
        await viewer('GET', 'V1.0/user/getSpendingLimit', { query: { id: demoUsers.buyer.id } }),
        SpendingLimit,
      ),
    ).toMatchObject({ orderLimit: null, monthlyBudget: null });
    for (const [method, path, options] of [
      ['POST', 'V1.0/user/add', { json: { firstName: 'A', lastName: 'B', email: 'v@northwind.example' } }],
      ['POST', 'V1.0/user/disableUser', { json: { id: demoUsers.buyer.id } }],
      ['POST', 'V1.0/user/enableUser', { json: { id: demoUsers.buyer.id } }],
      [
        'POST',
        'V1.0/user/Update',
        { json: { id: demoUsers.buyer.id, firstName: 'X', lastName: 'Y', email: 'x@y.example' } },
      ],
      [
        'POST',
        'V1.0/user/AddRole',
        { json: { userId: demoUsers.buyer.id, roleId: demoRoles.userViewer.id } },
      ],
      [
        'DELETE',
        'V1.0/user/DeleteRole',
        { query: { userId: demoUsers.buyer.id, roleId: demoRoles.buyer.id } },
      ],
      ['POST', 'V1.0/user/updatetasks', { json: { id: demoUsers.buyer.id, permissions: [] } }],
      ['POST', 'V1.0/user/setSpendingLimit', { json: { id: demoUsers.buyer.id, orderLimit: '1.00' } }],
    ] as const) {
      problem(await viewer(method, path, options), 403, 'Forbidden');
    }
    expect(await effectivePermissions(subject().database.db, demoUsers.buyer.id)).toEqual(buyer);
  });

  it("should end a disabled user's session and refresh token at the next call, and keep them ended when enabled again", async () => {
    const signedIn = await subject().app.request('/api/v1.0/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: demoUsers.buyer2.username, password: DEMO_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const { tokenInfo } = z.object({ tokenInfo: TokenInfo }).parse(await signedIn.json());
    const refresh = () =>
      subject().app.request(
        `/api/v1.0/User/refreshToken?${new URLSearchParams({ token: tokenInfo.access_token, refreshtoken: tokenInfo.refresh_token })}`,
      );
    const headers = { Authorization: `Bearer ${tokenInfo.access_token}` };
    expect((await subject().app.request('/api/V1.0/user/Me', { headers })).status).toBe(200);

    const admin = await as('admin');
    expect(
      ok(
        await admin('POST', 'V1.0/user/disableUser', { json: { id: demoUsers.buyer2.id } }),
        z.object({ status: z.int() }),
      ).status,
    ).toBe(2);
    expect((await subject().app.request('/api/V1.0/user/Me', { headers })).status).toBe(401);
    expect((await refresh()).status).toBe(401);
    expect((await search(admin, { status: 2 })).data.map((row) => row.username)).toEqual([
      demoUsers.buyer2.username,
    ]);

    ok(
      await admin('POST', 'V1.0/user/enableUser', { json: { id: demoUsers.buyer2.id } }),
      z.object({ status: z.int() }),
    );
    // The sessions the disabling ended stay ended; a new sign-in works.
    expect((await subject().app.request('/api/V1.0/user/Me', { headers })).status).toBe(401);
    expect((await refresh()).status).toBe(401);
    const revoked = await subject()
      .database.db.select({ revokedAt: logins.revokedAt })
      .from(logins)
      .where(eq(logins.userId, demoUsers.buyer2.id));
    expect(revoked.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await me(await as('buyer2'))).status).toBe(200);
    expect((await history(admin, demoUsers.buyer2.id)).map((row) => row.action)).toEqual([
      'enabled',
      'disabled',
    ]);
  });

  it('should refuse a change that leaves the company without an enabled administrator', async () => {
    const useradmin = await as('useradmin');
    // Another administrator may go (the store administrator disables themselves): the user administrator stays.
    ok(
      await (await as('admin'))('POST', 'V1.0/user/disableUser', { json: { id: demoUsers.admin.id } }),
      z.object({ status: z.int() }),
    );
    const last = problem(
      await useradmin('POST', 'V1.0/user/disableUser', { json: { id: demoUsers.useradmin.id } }),
      409,
      'LastAdministrator',
    );
    expect(last.message).toContain('without an enabled administrator');
    problem(
      await useradmin('DELETE', 'V1.0/user/DeleteRole', {
        query: { userId: demoUsers.useradmin.id, roleId: demoRoles.administration.id },
      }),
      409,
      'LastAdministrator',
    );
    // Nothing of the refused changes was kept, history included.
    expect((await me(useradmin)).status).toBe(200);
    expect(await effectivePermissions(subject().database.db, demoUsers.useradmin.id)).toEqual(
      personaPermissions.useradmin,
    );
    expect(await history(useradmin, demoUsers.useradmin.id)).toEqual([]);
    ok(
      await useradmin('POST', 'V1.0/user/enableUser', { json: { id: demoUsers.admin.id } }),
      z.object({ status: z.int() }),
    );
    // With the storefront administrator back, the user administrator may drop their own role.
    ok(
      await useradmin('DELETE', 'V1.0/user/DeleteRole', {
        query: { userId: demoUsers.useradmin.id, roleId: demoRoles.administration.id },
      }),
      z.object({ ok: z.literal(true) }),
    );
    problem(await useradmin('POST', 'V1.0/user/UserSearchByParams', { json: {} }), 403, 'Forbidden');
    const admin = await as('admin');
    ok(
      await admin('POST', 'V1.0/user/AddRole', {
        json: { userId: demoUsers.useradmin.id, roleId: demoRoles.administration.id },
      }),
      z.object({ ok: z.literal(true) }),
    );
    expect(
      (await history(admin, demoUsers.useradmin.id)).map((row) => [row.actorName, row.action, row.detail]),
    ).toEqual([
      ['Avery Admin', 'roleAdded', { role: 'Administration' }],
      ['Uma Useradmin', 'roleRemoved', { role: 'Administration' }],
    ]);
  });

  it('should not let a user administrator disable, take a role from or change the e-mail of a user holding what they do not hold', async () => {
    const useradmin = await as('useradmin');
    const admin = demoUsers.admin;
    // Disabling the store administrator would lock them out: refused as deleting them is.
    const disabling = problem(
      await useradmin('POST', 'V1.0/user/disableUser', { json: { id: admin.id } }),
      403,
      'CannotGrant',
    );
    expect(disabling.message).toBe(
      'You cannot disable a user who holds permissions you do not hold: storefront administrator (every permission).',
    );
    // Taking their role away as well: what the caller could not give back stays.
    const removing = problem(
      await useradmin('DELETE', 'V1.0/user/DeleteRole', {
        query: { userId: admin.id, roleId: demoRoles.storefrontAdministrator.id },
      }),
      403,
      'CannotGrant',
    );
    expect(removing.message).toBe(
      'You cannot take away a role that gives permissions you do not hold: storefront administrator (every permission).',
    );
    // Their e-mail is where a password reset goes: pointing it elsewhere would hand over their sign-in.
    const profile = {
      id: admin.id,
      firstName: 'Avery',
      lastName: 'Admin',
      email: 'uma.takes.over@northwind.example',
      phone: '555-010-0100',
      fax: '',
    };
    const emailing = problem(
      await useradmin('POST', 'V1.0/user/Update', { json: profile }),
      403,
      'CannotGrant',
    );
    expect(emailing.message).toBe(
      'You cannot change the e-mail address of a user who holds permissions you do not hold: storefront administrator (every permission).',
    );
    // Nor their own, which My Account changes with the password.
    const own = problem(
      await useradmin('POST', 'V1.0/user/Update', {
        json: {
          id: demoUsers.useradmin.id,
          firstName: 'Uma',
          lastName: 'Useradmin',
          email: 'uma.elsewhere@northwind.example',
          phone: '',
          fax: '',
        },
      }),
      403,
      'CannotGrant',
    );
    expect(own.message).toBe(
      'Change your own e-mail address on My Account, where your password is asked for.',
    );
    // The rest of their profile may change; nothing refused was kept.
    ok(
      await useradmin('POST', 'V1.0/user/Update', {
        json: { ...profile, email: admin.username, phone: '555-010-0199' },
      }),
      UserDetail,
    );
    const [row] = await subject().database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ status: 1, email: admin.username, phone: '555-010-0199' });
    expect(await effectivePermissions(subject().database.db, admin.id)).toEqual(['storefrontAdmin']);
    // Nor takes away an extra permission they do not hold (buyer3's View all the company's orders).
    const taking = problem(
      await useradmin('POST', 'V1.0/user/updatetasks', {
        json: { id: demoUsers.buyer3.id, permissions: [] },
      }),
      403,
      'CannotGrant',
    );
    expect(taking.message).toBe(
      "You cannot take away permissions you do not hold: View all the company's orders.",
    );
    expect(await effectivePermissions(subject().database.db, demoUsers.buyer3.id)).toContain('viewAllOrders');
    // Nor caps or lifts the spending of a user holding what they do not (a buyer's checkout, here).
    const limiting = problem(
      await useradmin('POST', 'V1.0/user/setSpendingLimit', {
        json: { id: demoUsers.buyer2.id, orderLimit: '1.00', monthlyBudget: null },
      }),
      403,
      'CannotGrant',
    );
    expect(limiting.message).toMatch(
      /^You cannot change the spending limits of a user who holds permissions you do not hold: .*Check out the cart/,
    );
    expect(
      ok(
        await useradmin('GET', 'V1.0/user/getSpendingLimit', { query: { id: demoUsers.buyer2.id } }),
        SpendingLimit,
      ),
    ).toMatchObject({ orderLimit: null, monthlyBudget: null });
    // A user holding nothing more than the caller is theirs to disable and enable.
    ok(
      await useradmin('POST', 'V1.0/user/disableUser', { json: { id: demoUsers.forgetful.id } }),
      z.object({ status: z.int() }),
    );
    ok(
      await useradmin('POST', 'V1.0/user/enableUser', { json: { id: demoUsers.forgetful.id } }),
      z.object({ status: z.int() }),
    );
  });

  it("should refuse a new user whose address is another user's e-mail, though not their username (409 UserExists)", async () => {
    // buyer2 signs in with another username now; their e-mail, where their resets go, stays theirs.
    await subject()
      .database.db.update(users)
      .set({ username: 'sam.shopper' })
      .where(eq(users.id, demoUsers.buyer2.id));
    const admin = await as('admin');
    problem(
      await admin('POST', 'V1.0/user/add', {
        json: {
          firstName: 'Sam',
          lastName: 'Again',
          email: demoUsers.buyer2.username.toUpperCase(),
          roleIds: [],
        },
      }),
      409,
      'UserExists',
    );
    await subject()
      .database.db.update(users)
      .set({ username: demoUsers.buyer2.username })
      .where(eq(users.id, demoUsers.buyer2.id));
  });

  it("should refuse another user's e-mail address on a profile change (409 EmailTaken), in any case", async () => {
    const admin = await as('admin');
    const body = {
      id: demoUsers.contracts2.id,
      firstName: 'Jordan',
      lastName: 'Fieldtech',
      email: demoUsers.buyer.username.toUpperCase(),
      phone: '',
      fax: '',
    };
    const taken = problem(await admin('POST', 'V1.0/user/Update', { json: body }), 409, 'EmailTaken');
    expect(taken.message).toBe('This e-mail address belongs to another user.');
    const [row] = await subject()
      .database.db.select()
      .from(users)
      .where(eq(users.id, demoUsers.contracts2.id));
    expect(row?.email).toBe(demoUsers.contracts2.username);
  });

  it('should change a profile and record which fields changed', async () => {
    const admin = await as('admin');
    const updated = ok(
      await admin('POST', 'V1.0/user/Update', {
        json: {
          id: demoUsers.contracts.id,
          firstName: 'Casey',
          lastName: 'Contractor',
          email: demoUsers.contracts.username,
          phone: '555-010-0111',
          fax: '',
        },
      }),
      UserDetail,
    );
    expect(updated).toMatchObject({ lastName: 'Contractor', phone: '555-010-0111' });
    expect((await history(admin, demoUsers.contracts.id))[0]).toMatchObject({
      action: 'profileUpdated',
      detail: { fields: ['lastName', 'phone'] },
    });
  });

  it("should send a cart above the user's limit per order, or beyond their monthly budget, for approval as a requisition", async () => {
    const admin = await as('admin');
    const buyer3 = await as('buyer3');
    const setLimit = async (orderLimit: string | null, monthlyBudget: string | null) =>
      ok(
        await admin('POST', 'V1.0/user/setSpendingLimit', {
          json: { id: demoUsers.buyer3.id, orderLimit, monthlyBudget },
        }),
        SpendingLimit,
      );
    const fillCart = async () =>
      expect(
        (
          await buyer3('POST', 'v1.0/Product/addItem', {
            json: { productId: seedProductId('C9200-24P-E'), quantity: 2 },
          })
        ).status,
      ).toBe(200);
    const transition = async () =>
      ok(await buyer3('GET', 'v1.0/workflowrouting/gettransition'), WorkflowTransition);
    const checkOut = async () => {
      const page = ok(await buyer3('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer);
      const made = ok(
        await buyer3('POST', 'v1.0/workflowrouting/submitWorkflow', { json: netTermsBody(page) }),
        WorkflowConfirmation,
      );
      return { made, total: page.lines.grandTotal };
    };

    const limited = await setLimit('100.00', null);
    expect(limited).toMatchObject({ orderLimit: '100.00', monthlyBudget: null });
    await fillCart();
    expect(await transition()).toMatchObject({ actionName: 'Submit for approval', targetDocumentType: 4 });
    const overLimit = await checkOut();
    expect(overLimit.made.documentType).toBe(4);
    expect(overLimit.made.approvalReason).toBe(
      `It went for approval because the order ($${overLimit.total.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}) is above your limit per order of $100.00.`,
    );

    // Within the limit per order but beyond the month's budget: for approval too.
    const spent = (await setLimit(null, null)).spentThisMonth;
    await setLimit('999999.00', addMoney(spent, '1.00'));
    await fillCart();
    expect((await transition()).targetDocumentType).toBe(4);
    expect((await checkOut()).made.documentType).toBe(4);

    // Without limits the cart is ordered, and counts toward this month's orders.
    await setLimit(null, null);
    await fillCart();
    expect(await transition()).toMatchObject({ actionName: 'Place order', targetDocumentType: 5 });
    const ordered = await checkOut();
    expect(ordered.made.documentType).toBe(5);
    const after = ok(
      await admin('GET', 'V1.0/user/getSpendingLimit', { query: { id: demoUsers.buyer3.id } }),
      SpendingLimit,
    );
    expect(after).toMatchObject({ orderLimit: null, monthlyBudget: null });
    expect(after.spentThisMonth).toBe(addMoney(spent, ordered.total));
    problem(
      await admin('POST', 'V1.0/user/setSpendingLimit', {
        json: { id: demoUsers.buyer3.id, orderLimit: '-5' },
      }),
      400,
      'ValidationFailed',
    );
    expect(
      (await history(admin, demoUsers.buyer3.id))
        .filter((row) => row.action === 'spendingLimitChanged')
        .map((row) => row.detail),
    ).toEqual([
      { orderLimit: null, monthlyBudget: null },
      { orderLimit: '999999.00', monthlyBudget: addMoney(spent, '1.00') },
      { orderLimit: null, monthlyBudget: null },
      { orderLimit: '100.00', monthlyBudget: null },
    ]);
  });

  it('should delete a user: their session ends at once, they leave the list and cannot sign in, their orders keep their name, and the guard rails hold', async () => {
    const useradmin = await as('useradmin');
    const remove = (caller: Caller, id: string) => caller('DELETE', 'V1.0/user/delete', { query: { id } });
    // Not oneself, not another company's user, not someone holding what one could not grant (storefrontAdmin).
    expect(
      problem(await remove(useradmin, demoUsers.useradmin.id), 409, 'CannotDeleteSelf').message,
    ).toContain('You cannot delete yourself');
    problem(await remove(useradmin, demoUsers.contosoBuyer.id), 404, 'UserNotFound');
    expect(problem(await remove(useradmin, demoUsers.admin.id), 403, 'CannotGrant').message).toBe(
      'You cannot delete a user who holds permissions you do not hold: storefront administrator (every permission).',
    );
    // The user administrator holds none of a buyer's permissions: the storefront administrator deletes them.
    expect(problem(await remove(useradmin, demoUsers.buyer3.id), 403, 'CannotGrant').message).toContain(
      'Use the shopping cart',
    );
    problem(await remove(await as('buyer'), demoUsers.buyer3.id), 403, 'Forbidden');
    const admin = await as('admin');

    const db = subject().database.db;
    const ordersOf = async (id: string) =>
      (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, id))).map((row) => row.id);
    const ordersBefore = await ordersOf(demoUsers.buyer3.id);
    expect(ordersBefore.length).toBeGreaterThan(0);
    const buyer3 = await as('buyer3');
    expect((await me(buyer3)).status).toBe(200);

    ok(await remove(admin, demoUsers.buyer3.id), z.object({ ok: z.literal(true) }));
    // The session in hand stops working at the next call; the address no longer signs in.
    expect((await me(buyer3)).status).toBe(401);
    const signIn = await subject().app.request('/api/v1.0/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: demoUsers.buyer3.username, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(401);
    // Gone from the list and from every call about them, a second delete included.
    expect((await search(admin, { status: 0, size: 100 })).data.map((row) => row.id)).not.toContain(
      demoUsers.buyer3.id,
    );
    problem(await admin('GET', 'V1.0/user/get', { query: { id: demoUsers.buyer3.id } }), 404, 'UserNotFound');
    problem(await remove(admin, demoUsers.buyer3.id), 404, 'UserNotFound');
    // Their orders are still theirs, by name; the row is kept without its login and rights.
    expect(await ordersOf(demoUsers.buyer3.id)).toEqual(ordersBefore);
    const [kept] = await db.select().from(users).where(eq(users.id, demoUsers.buyer3.id));
    expect(kept).toMatchObject({
      status: 3,
      firstName: demoUsers.buyer3.firstName,
      email: `deleted-${demoUsers.buyer3.id}@deleted.invalid`,
      phone: null,
    });
    expect(await effectivePermissions(db, demoUsers.buyer3.id)).toEqual([]);
    const audit = await db.select().from(userAudit).where(eq(userAudit.userId, demoUsers.buyer3.id));
    expect(audit.filter((row) => row.action === 'deleted').map((row) => row.actorName)).toEqual([
      'Avery Admin',
    ]);
    // The address is free again: a new user may have it.
    ok(
      await admin('POST', 'V1.0/user/add', {
        json: { firstName: 'Jamie', lastName: 'Again', email: demoUsers.buyer3.username, roleIds: [] },
      }),
      AddUserAnswer,
    );
  });
}

describeOnBothEngines('users, roles and permissions', usersScenario);
