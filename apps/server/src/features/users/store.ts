import {
  type AddUserBody,
  PERMISSION_GROUPS,
  PERMISSIONS,
  permissionLabelKey,
  type RoleSummary,
  SUPER_PERMISSIONS,
  type TaskCategory,
  type TaskEntry,
  type UpdateUserBody,
  USER_WRITE_PERMISSION,
  type UserAuditAction,
  type UserAuditEntry,
  type UserDetail,
  type UserPage,
  type UserPermissions,
  type UserSearchBody,
  type UserTasks,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { logins, roles, userAudit, userPermissions, userRoles, users } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';

/**
 * Users, roles and permissions of the caller's company (issue 18). Every read and change is scoped to the caller's
 * company: another company's user, or a role another company owns, is not found. The guard rails: an
 * administrator cannot grant what they do not hold, and no change may leave the company without an enabled
 * administrator; every change is recorded in `user_audit` in the transaction that makes it.
 */

/** A password hash no password matches (auth/password.ts reads it as unreadable): a new user has no password yet. */
export const NO_PASSWORD = 'unset';

const SUPER = [...SUPER_PERMISSIONS] as string[];

export const userNotFound = () => Problems.notFound('UserNotFound', formatMessage('Users.NotFound'));
const roleNotFound = () => Problems.notFound('RoleNotFound', formatMessage('Users.RoleNotFound'));
const userExists = () => new ProblemError(409, 'UserExists', formatMessage('Users.Exists'));

function companyOf(principal: Principal): string {
  // A caller without a company has no users to manage: every user is another company's.
  if (!principal.companyId) throw userNotFound();
  return principal.companyId;
}

type UserRow = typeof users.$inferSelect;

/**
 * A deleted user (issue 18): kept as a record so the documents they created still name them, but no longer a
 * user anyone manages, lists or signs in as (every sign-in path admits only status 1).
 */
export const USER_DELETED = 3;

/** The user of the caller's company, or 404 (whether it does not exist, is another company's or was deleted). */
export async function userOfCompany(db: Executor, principal: Principal, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyOf(principal)), ne(users.status, USER_DELETED)))
    .limit(1);
  if (!row) throw userNotFound();
  return row;
}

const rolesVisibleTo = (companyId: string) => or(isNull(roles.companyId), eq(roles.companyId, companyId));

export function userDetail(row: UserRow, principal: Principal): UserDetail {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    phone: row.phone ?? '',
    fax: row.fax ?? '',
    status: row.status === 2 ? 2 : 1,
    createdAt: row.createdAt.toISOString(),
    isSelf: row.id === principal.userId,
    canEdit: hasPermission(principal.permissions, USER_WRITE_PERMISSION),
  };
}

export async function searchUsers(
  db: Executor,
  principal: Principal,
  body: Required<UserSearchBody>,
): Promise<UserPage> {
  const conditions: SQL[] = [eq(users.companyId, companyOf(principal)), ne(users.status, USER_DELETED)];
  if (body.status !== 0) conditions.push(eq(users.status, body.status));
  if (body.keyword) {
    const pattern = `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern} or ${users.username} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      username: users.username,
      status: users.status,
      // Written out qualified: inside the subquery drizzle's bare "id" would be the role's.
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`,
    })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(body.size)
    .offset((body.start - 1) * body.size);
  return {
    start: body.start,
    size: body.size,
    totalRecords: counted?.n ?? 0,
    records: rows.length,
    sortBy: 0,
    data: rows.map((row) => ({ ...row, status: row.status === 2 ? 2 : 1 })),
  };
}

/** The roles a user holds (assigned) or the roles of their company they do not (unassigned), by name. */
export async function rolesOf(
  db: Executor,
  principal: Principal,
  userId: string,
  which: 'assigned' | 'unassigned',
): Promise<RoleSummary[]> {
  await userOfCompany(db, principal, userId);
  const held = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const rows = await db
    .select({ id: roles.id, name: roles.name, roleType: roles.roleType, permissions: roles.permissions })
    .from(roles)
    .where(
      and(
        rolesVisibleTo(companyOf(principal)),
        which === 'assigned' ? inArray(roles.id, held) : notInArray(roles.id, held),
      ),
    )
    .orderBy(asc(roles.name));
  // Whether the caller may add or take away each role: what `addRole` and `deleteRole` refuse otherwise.
  return rows.map(({ permissions, ...role }) => ({
    ...role,
    grantable: notHeld(principal, permissions).length === 0,
  }));
}

/** The names of `wanted` the caller does not hold (none when they hold a super permission). */
function notHeld(principal: Principal, wanted: Iterable<string>): string[] {
  if (principal.permissions.some((name) => SUPER.includes(name))) return [];
  const held = new Set(principal.permissions);
  return [...new Set(wanted)].filter((name) => !held.has(name)).sort();
}

/** The permissions a user holds, through their roles and as extras. */
async function heldBy(tx: Executor, userId: string): Promise<string[]> {
  const fromRoles = await tx
    .select({ permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const extras = await tx
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return [...fromRoles.flatMap((row) => row.permissions), ...extras.map((row) => row.permission)];
}

/** Permissions named in a refusal as the administrator reads them on the user page (their labels). */
const labelled = (names: readonly string[]) =>
  names
    .map((name) => {
      const key = permissionLabelKey(name);
      if (key) return formatMessage(key);
      // A super permission ('*', admin, storefrontAdmin) has no group: named as the user page names its holder.
      return SUPER.includes(name) ? formatMessage('Users.SuperPermission') : name;
    })
    .join(', ');

function refuseUngrantable(principal: Principal, wanted: Iterable<string>): void {
  const missing = notHeld(principal, wanted);
  if (missing.length > 0) {
    throw new ProblemError(
      403,
      'CannotGrant',
      formatMessage('Users.CannotGrant', { names: labelled(missing) }),
    );
  }
}

/**
 * Refuses (403 CannotGrant, with the message `key` naming them) a change to a user who holds permissions the caller
 * does not hold: what would take away, cap or take over what the caller could not give back.
 */
export async function refuseChangingHolder(
  tx: Executor,
  principal: Principal,
  userId: string,
  key:
    | 'Users.CannotDeleteHolder'
    | 'Users.CannotDisableHolder'
    | 'Users.CannotChangeHolderEmail'
    | 'Users.CannotLimitHolder',
): Promise<void> {
  const missing = notHeld(principal, await heldBy(tx, userId));
  if (missing.length > 0) {
    throw new ProblemError(403, 'CannotGrant', formatMessage(key, { names: labelled(missing) }));
  }
}

/**
 * Refuses (409, the transaction rolls back) when the company has no enabled administrator left: no enabled user
 * holding `users` or a super permission through a role or an extra permission.
 */
async function keepAnAdministrator(tx: Tx, companyId: string): Promise<void> {
  const admin = [USER_WRITE_PERMISSION, ...SUPER];
  const adminArray = sql`array[${sql.join(
    admin.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 1),
        sql`(exists (select 1 from user_permissions p where p.user_id = "users"."id" and p.permission = any(${adminArray}))
          or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" and r.permissions && ${adminArray}))`,
      ),
    );
  if ((row?.n ?? 0) === 0) {
    throw new ProblemError(409, 'LastAdministrator', formatMessage('Users.LastAdministrator'));
  }
}

export async function record(
  tx: Tx,
  principal: Principal,
  target: { id: string; companyId: string },
  action: UserAuditAction,
  detail: UserAuditEntry['detail'] = {},
): Promise<void> {
  await tx.insert(userAudit).values({
    companyId: target.companyId,
    userId: target.id,
    actorUserId: principal.userId,
    actorName: `${principal.firstName} ${principal.lastName}`.trim(),
    action,
    detail,
    // The moment of each change, not of its transaction: a user's creation reads before the roles it started with.
    at: sql`clock_timestamp()`,
  });
}

/** Tells this process's caches at once (other instances read the login state on every call, or are notified). */
function forgetCaller(services: Services, userId: string): void {
  services.principals.invalidateUser(userId);
  services.loginStates.changed({ kind: 'user', id: userId });
}

async function rolesByIds(tx: Executor, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(and(inArray(roles.id, [...ids]), rolesVisibleTo(companyId)));
  if (found.length !== new Set(ids).size) throw roleNotFound();
  return found;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Creates an enabled user of the caller's company with no password (they create one from the mail) and the roles
 * chosen. `onCreated` runs in the same transaction once the user is written (the create-password mail is queued
 * with the user, or neither is kept); its answer comes back as `created`.
 */
export async function addUser<T = undefined>(
  services: Services,
  principal: Principal,
  body: Required<AddUserBody>,
  onCreated?: (tx: Executor, user: { id: string; companyId: string }) => Promise<T>,
): Promise<{ id: string; email: string; created: T | undefined }> {
  const companyId = companyOf(principal);
  const email = body.email.toLowerCase();
  try {
    return await services.db.transaction(async (tx) => {
      const chosen = await rolesByIds(tx, companyId, body.roleIds);
      refuseUngrantable(
        principal,
        chosen.flatMap((role) => role.permissions),
      );
      // The address is the new user's username and their e-mail: free as either among all users (a user who
      // chose another username on My Account keeps the address as their e-mail, where resets go).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users.profile'))`);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${email}`, sql`lower(${users.email}) = ${email}`))
        .limit(1);
      if (taken) throw userExists();
      const [created] = await tx
        .insert(users)
        .values({
          companyId,
          username: email,
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone || null,
          fax: body.fax || null,
          status: 1,
          passwordHash: NO_PASSWORD,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user not created');
      if (chosen.length > 0) {
        await tx.insert(userRoles).values(chosen.map((role) => ({ userId: created.id, roleId: role.id })));
      }
      const target = { id: created.id, companyId };
      await record(tx, principal, target, 'created');
      for (const role of [...chosen].sort((a, b) => a.name.localeCompare(b.name))) {
        await record(tx, principal, target, 'roleAdded', { role: role.name });
      }
      return { id: created.id, email, created: await onCreated?.(tx, target) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
}

const profileFields = ['firstName', 'lastName', 'email', 'phone', 'fax'] as const;

/**
 * Changes a user's names, e-mail, phone and fax. The e-mail is where a password reset goes, so a new one must be
 * free (409 EmailTaken, compared case-insensitively among all users, under My Account's lock so the two cannot
 * take one free address at once) and may only be set by an administrator who holds every permission of the user
 * (403 CannotGrant): otherwise a user administrator could point a store administrator's e-mail at themselves, ask
 * for a reset and sign in with powers they were never given.
 */
export async function updateUser(
  services: Services,
  principal: Principal,
  body: Required<UpdateUserBody>,
): Promise<UserRow> {
  return services.db.transaction(async (tx) => {
    const row = await userOfCompany(tx, principal, body.id);
    const next = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone || null,
      fax: body.fax || null,
    };
    const changed = profileFields.filter((field) => (row[field] ?? null) !== next[field]);
    if (changed.length === 0) return row;
    if (row.email.toLowerCase() !== body.email.toLowerCase()) {
      // One's own e-mail changes on My Account, which asks for the present password (a session left open must not
      // be enough to point password resets elsewhere).
      if (row.id === principal.userId) {
        throw new ProblemError(403, 'CannotGrant', formatMessage('Users.OwnEmailOnMyAccount'));
      }
      await refuseChangingHolder(tx, principal, row.id, 'Users.CannotChangeHolderEmail');
      // The same lock as My Account's profile change (features/account): one free address, one taker.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users.profile'))`);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${body.email})`, ne(users.id, row.id)))
        .limit(1);
      if (taken) throw new ProblemError(409, 'EmailTaken', formatMessage('Users.EmailTaken'));
    }
    const [updated] = await tx.update(users).set(next).where(eq(users.id, row.id)).returning();
    await record(tx, principal, { id: row.id, companyId: row.companyId as string }, 'profileUpdated', {
      fields: [...changed],
    });
    return updated ?? row;
  });
}

/**
 * Disables (2) or enables (1) a user. Disabling ends every login of theirs (their access and refresh tokens stop
 * working on the next call, on every instance: the login's state is read per call, auth/principal.ts), may not
 * leave the company without an enabled administrator, and, as deleting, is refused for a user holding a permission
 * the caller does not hold (403 CannotGrant: a user administrator cannot lock out the store administrator).
 */
export async function setUserStatus(
  services: Services,
  principal: Principal,
  id: string,
  status: 1 | 2,
): Promise<{ id: string; status: 1 | 2 }> {
  await services.db.transaction(async (tx) => {
    const row = await userOfCompany(tx, principal, id);
    if (row.status === status) return;
    if (status === 2) await refuseChangingHolder(tx, principal, row.id, 'Users.CannotDisableHolder');
    await tx.update(users).set({ status }).where(eq(users.id, row.id));
    if (status === 2) {
      await tx
        .update(logins)
        .set({ revokedAt: new Date() })
        .where(and(eq(logins.userId, row.id), isNull(logins.revokedAt)));
      await keepAnAdministrator(tx, row.companyId as string);
    }
    await record(
      tx,
      principal,
      { id: row.id, companyId: row.companyId as string },
      status === 2 ? 'disabled' : 'enabled',
    );
  });
  forgetCaller(services, id);
  return { id, status };
}

/**
 * Deletes a user (issue 18; 002 §7 user delete). A soft delete that anonymises what identifies them as a login:
 * the row stays (status 3) with their first and last name, because orders, quotes, requisitions, approvals and
 * the audit reference it and must keep saying who created or changed them; the username and e-mail become
 * `deleted-<id>@deleted.invalid` (the address may be registered again; no mail reaches them), phone, fax and
 * password go, and so do their roles and extra permissions. Every login of theirs is revoked in the same
 * transaction (their tokens stop working at the next call, on every instance). Guard rails, as for the other
 * changes: not oneself (409 CannotDeleteSelf), not a user holding a permission the caller does not hold (403
 * CannotGrant: deleting them would take away what the caller could not give back), and never the company's last
 * enabled administrator (409 LastAdministrator; with oneself refused, this holds when two administrators delete
 * each other at once). Recorded in `user_audit`, which keeps the deleted user's history.
 */
export async function deleteUser(services: Services, principal: Principal, id: string): Promise<void> {
  await services.db.transaction(async (tx) => {
    const row = await userOfCompany(tx, principal, id);
    if (row.id === principal.userId) {
      throw new ProblemError(409, 'CannotDeleteSelf', formatMessage('Users.CannotDeleteSelf'));
    }
    await refuseChangingHolder(tx, principal, row.id, 'Users.CannotDeleteHolder');
    // One deletion per company at a time: of two administrators deleting each other at once, the second waits for
    // the first and then finds no administrator left (each statement reads what the first committed).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users.delete:${row.companyId}`}))`);
    const released = `deleted-${row.id}@deleted.invalid`;
    await tx
      .update(users)
      .set({
        status: USER_DELETED,
        username: released,
        email: released,
        phone: null,
        fax: null,
        passwordHash: NO_PASSWORD,
      })
      .where(eq(users.id, row.id));
    await tx.delete(userRoles).where(eq(userRoles.userId, row.id));
    await tx.delete(userPermissions).where(eq(userPermissions.userId, row.id));
    await tx
      .update(logins)
      .set({ revokedAt: new Date() })
      .where(and(eq(logins.userId, row.id), isNull(logins.revokedAt)));
    await keepAnAdministrator(tx, row.companyId as string);
    await record(tx, principal, { id: row.id, companyId: row.companyId as string }, 'deleted');
  });
  forgetCaller(services, id);
}

export async function addRole(
  services: Services,
  principal: Principal,
  userId: string,
  roleId: string,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const row = await userOfCompany(tx, principal, userId);
    const [role] = await rolesByIds(tx, row.companyId as string, [roleId]);
    if (!role) throw roleNotFound();
    refuseUngrantable(principal, role.permissions);
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, roleId })
      .onConflictDoNothing()
      .returning({ roleId: userRoles.roleId });
    if (inserted.length > 0) {
      await record(tx, principal, { id: userId, companyId: row.companyId as string }, 'roleAdded', {
        role: role.name,
      });
    }
  });
  forgetCaller(services, userId);
}

export async function deleteRole(
  services: Services,
  principal: Principal,
  userId: string,
  roleId: string,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const row = await userOfCompany(tx, principal, userId);
    const [role] = await rolesByIds(tx, row.companyId as string, [roleId]);
    if (!role) throw roleNotFound();
    // Taking a role away is refused as giving it is: what the caller could not give back stays.
    const missing = notHeld(principal, role.permissions);
    if (missing.length > 0) {
      throw new ProblemError(
        403,
        'CannotGrant',
        formatMessage('Users.CannotRemoveRole', { names: labelled(missing) }),
      );
    }
    const deleted = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
      .returning({ roleId: userRoles.roleId });
    if (deleted.length === 0) return;
    await keepAnAdministrator(tx, row.companyId as string);
    await record(tx, principal, { id: userId, companyId: row.companyId as string }, 'roleRemoved', {
      role: role.name,
    });
  });
  forgetCaller(services, userId);
}

/** The nine groups of 002 §6 with each permission inherited (and from which roles), extra, grantable. */
export async function permissionsOf(
  db: Executor,
  principal: Principal,
  userId: string,
): Promise<UserPermissions> {
  await userOfCompany(db, principal, userId);
  const held = await db
    .select({ name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  const extras = new Set(
    (
      await db
        .select({ permission: userPermissions.permission })
        .from(userPermissions)
        .where(eq(userPermissions.userId, userId))
    ).map((row) => row.permission),
  );
  const fromRoles = new Map<string, string[]>();
  for (const role of held) {
    for (const name of role.permissions) fromRoles.set(name, [...(fromRoles.get(name) ?? []), role.name]);
  }
  const ungrantable = new Set(notHeld(principal, PERMISSIONS));
  const superUser = [...fromRoles.keys(), ...extras].some((name) => SUPER.includes(name));
  return {
    userId,
    superUser,
    groups: Object.entries(PERMISSION_GROUPS).map(([group, names]) => ({
      group,
      permissions: names.map((name) => ({
        name,
        inherited: fromRoles.has(name),
        fromRoles: fromRoles.get(name) ?? [],
        extra: extras.has(name),
        grantable: !ungrantable.has(name),
      })),
    })),
  };
}

/** GetTaskCategoryList: the permission groups of 002 §6 ("task categories") with their permissions ("tasks"). */
export function taskCategories(): TaskCategory[] {
  return Object.entries(PERMISSION_GROUPS).map(([category, tasks]) => ({ category, tasks: [...tasks] }));
}

/** listtasks: every permission with its group, and whether the caller may grant it (they hold it). */
export function tasksFor(principal: Principal): TaskEntry[] {
  const ungrantable = new Set(notHeld(principal, PERMISSIONS));
  return taskCategories().flatMap(({ category, tasks }) =>
    tasks.map((name) => ({ name, category, grantable: !ungrantable.has(name) })),
  );
}

/** getTasks: the permissions a user holds (read from getPermissions' answer, so both say the same). */
export async function tasksOf(db: Executor, principal: Principal, userId: string): Promise<UserTasks> {
  const answer = await permissionsOf(db, principal, userId);
  const entries = answer.groups.flatMap((group) => group.permissions);
  const names = (keep: (entry: (typeof entries)[number]) => boolean) =>
    entries.filter(keep).map((entry) => entry.name);
  return {
    userId,
    superUser: answer.superUser,
    tasks: names((entry) => entry.inherited || entry.extra),
    inherited: names((entry) => entry.inherited),
    extra: names((entry) => entry.extra),
  };
}

/** Sets the user's extra permissions to `wanted` (updatetasks); the roles' stay as they are. */
export async function setExtraPermissions(
  services: Services,
  principal: Principal,
  userId: string,
  wanted: readonly string[],
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const row = await userOfCompany(tx, principal, userId);
    const current = new Set(
      (
        await tx
          .select({ permission: userPermissions.permission })
          .from(userPermissions)
          .where(eq(userPermissions.userId, userId))
      ).map((entry) => entry.permission),
    );
    const next = new Set(wanted);
    const added = [...next].filter((name) => !current.has(name)).sort();
    // Only the documents' names are set here: a super permission held as an extra stays.
    const removed = [...current].filter((name) => !next.has(name) && !SUPER.includes(name)).sort();
    if (added.length === 0 && removed.length === 0) return;
    refuseUngrantable(principal, added);
    // Taking one away is refused as giving it is, as for a role: what the caller could not give back stays.
    const notTheirs = notHeld(principal, removed);
    if (notTheirs.length > 0) {
      throw new ProblemError(
        403,
        'CannotGrant',
        formatMessage('Users.CannotRemovePermission', { names: labelled(notTheirs) }),
      );
    }
    if (removed.length > 0) {
      await tx
        .delete(userPermissions)
        .where(and(eq(userPermissions.userId, userId), inArray(userPermissions.permission, removed)));
      await keepAnAdministrator(tx, row.companyId as string);
    }
    if (added.length > 0) {
      await tx.insert(userPermissions).values(added.map((permission) => ({ userId, permission })));
    }
    await record(tx, principal, { id: userId, companyId: row.companyId as string }, 'permissionsChanged', {
      ...(added.length > 0 ? { added } : {}),
      ...(removed.length > 0 ? { removed } : {}),
    });
  });
  forgetCaller(services, userId);
}

export async function historyOf(
  db: Executor,
  principal: Principal,
  userId: string,
): Promise<UserAuditEntry[]> {
  await userOfCompany(db, principal, userId);
  const rows = await db
    .select()
    .from(userAudit)
    .where(eq(userAudit.userId, userId))
    .orderBy(desc(userAudit.at), desc(userAudit.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorName: row.actorName,
    action: row.action as UserAuditAction,
    detail: row.detail,
  }));
}
