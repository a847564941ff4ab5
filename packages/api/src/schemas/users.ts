import * as z from 'zod/mini';
import { USER_LIMITS } from '../limits';
import { PERMISSIONS } from '../permissions';
import { optionalPhone } from './account';
import {
  Guid,
  limitedText,
  Money,
  optionalLimitedText,
  PageOf,
  requiredEmail,
  SpendingLimitAmount,
} from './common';

/** User status (002 §3, §9): 1 enabled, 2 disabled. */
export const UserStatus = z.union([z.literal(1), z.literal(2)]);
export type UserStatus = z.infer<typeof UserStatus>;

/** The list's status filter (002 §2 /users): all 0, enabled 1, disabled 2. */
export const UserStatusFilter = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type UserStatusFilter = z.infer<typeof UserStatusFilter>;

/** `user/UserSearchByParams`: the status filter, part of a name, e-mail or username, and the page. */
export const UserSearchBody = z.object({
  start: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(z.int().check(z.minimum(1), z.maximum(100)), 10),
  sortBy: z._default(z.literal(0), 0),
  status: z._default(UserStatusFilter, 1),
  /** Its refusal is the catalogue's 'Please enter at most 100 characters.', shown on the list's keyword field. */
  keyword: optionalLimitedText(USER_LIMITS.keyword),
});
export type UserSearchBody = z.input<typeof UserSearchBody>;

export const RoleSummary = z.object({
  id: Guid,
  name: z.string(),
  roleType: z.int(),
  /**
   * The caller holds every permission the role gives, so may add it to a user or take it away (an administrator
   * grants and takes away only what they hold; the server refuses the rest with 403 CannotGrant).
   */
  grantable: z.boolean(),
});
export type RoleSummary = z.infer<typeof RoleSummary>;

/** A row of the users list. */
export const UserSummary = z.object({
  id: Guid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  status: UserStatus,
  roles: z.array(z.string()),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const UserPage = PageOf(UserSummary);
export type UserPage = z.infer<typeof UserPage>;

export const UserIdQuery = z.object({ id: Guid });
export type UserIdQuery = z.input<typeof UserIdQuery>;

export const UserIdBody = z.object({ id: Guid });
export type UserIdBody = z.input<typeof UserIdBody>;

/** A user of the caller's company as the user page shows them (002 §3 User). */
export const UserDetail = z.object({
  id: Guid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string(),
  fax: z.string(),
  status: UserStatus,
  createdAt: z.string(),
  /** The caller themselves. */
  isSelf: z.boolean(),
  /** The caller may change this user (holds `users`); `viewUsers` alone reads. */
  canEdit: z.boolean(),
});
export type UserDetail = z.infer<typeof UserDetail>;

/** The profile fields an administrator edits (002 §3 User; §5: names and e-mail required). */
export const UserProfileFields = z.object({
  firstName: limitedText({ min: 1, max: USER_LIMITS.firstName }),
  lastName: limitedText({ min: 1, max: USER_LIMITS.lastName }),
  email: requiredEmail(USER_LIMITS.email),
  phone: optionalPhone(USER_LIMITS.phone),
  fax: optionalPhone(USER_LIMITS.fax),
});
export type UserProfileFields = z.input<typeof UserProfileFields>;

/** `user/Update`: the user and their profile. */
export const UpdateUserBody = z.extend(UserProfileFields, { id: Guid });
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

/** `user/add`: the new user's profile (the e-mail is their username) and the roles they start with. */
export const AddUserBody = z.extend(UserProfileFields, {
  roleIds: z._default(z.array(Guid).check(z.maxLength(50)), []),
});
export type AddUserBody = z.input<typeof AddUserBody>;

/**
 * What `user/add` made: the new user's id, and whether the create-password mail went out (the documents'
 * 'notification sent on user creation' is shown only when it did).
 */
export const AddUserAnswer = z.object({ id: Guid, createPasswordMailSent: z.boolean() });
export type AddUserAnswer = z.infer<typeof AddUserAnswer>;

/** The user's status after `disableUser` / `enableUser`. */
export const UserStatusAnswer = z.object({ id: Guid, status: UserStatus });
export type UserStatusAnswer = z.infer<typeof UserStatusAnswer>;

export const UserRoleBody = z.object({ userId: Guid, roleId: Guid });
export type UserRoleBody = z.input<typeof UserRoleBody>;

export const UserRoleQuery = z.object({ userId: Guid, roleId: Guid });
export type UserRoleQuery = z.input<typeof UserRoleQuery>;

const permissionName = z
  .string()
  .check(z.refine((name) => (PERMISSIONS as readonly string[]).includes(name), 'Not a permission.'));

/** One permission of the user page (002 §6): held through roles (inherited, not uncheckable) or extra. */
export const UserPermissionEntry = z.object({
  name: z.string(),
  /** Held through one of the user's roles: shown checked, cannot be unchecked. */
  inherited: z.boolean(),
  /** The roles it is inherited from. */
  fromRoles: z.array(z.string()),
  /** Granted to the user on top of their roles. */
  extra: z.boolean(),
  /** The caller holds it, so may grant it (an administrator cannot grant what they do not hold). */
  grantable: z.boolean(),
});
export type UserPermissionEntry = z.infer<typeof UserPermissionEntry>;

/** The nine groups of 002 §6 with each permission's state for one user. */
export const UserPermissions = z.object({
  userId: Guid,
  /** The user holds a super permission (storefrontAdmin…): every check passes. */
  superUser: z.boolean(),
  groups: z.array(z.object({ group: z.string(), permissions: z.array(UserPermissionEntry) })),
});
export type UserPermissions = z.infer<typeof UserPermissions>;

/**
 * `user/GetTaskCategoryList` (002 §7; "tasks" are the permissions): the nine groups of 002 §6, each with its
 * permissions, in the order the user page shows them.
 */
export const TaskCategory = z.object({ category: z.string(), tasks: z.array(z.string()) });
export type TaskCategory = z.infer<typeof TaskCategory>;

/** One entry of `user/listtasks`: every permission with its group, and whether the caller may grant it. */
export const TaskEntry = z.object({ name: z.string(), category: z.string(), grantable: z.boolean() });
export type TaskEntry = z.infer<typeof TaskEntry>;

/**
 * `user/getTasks`: the permissions a user holds, in group order: all of them (the union of their roles' and their
 * extra ones), those inherited from their roles, and the extra ones.
 */
export const UserTasks = z.object({
  userId: Guid,
  /** The user holds a super permission (storefrontAdmin…): every check passes. */
  superUser: z.boolean(),
  tasks: z.array(z.string()),
  inherited: z.array(z.string()),
  extra: z.array(z.string()),
});
export type UserTasks = z.infer<typeof UserTasks>;

/** `user/updatetasks`: the user's extra permissions, all of them (the roles' are not listed). */
export const UpdateTasksBody = z.object({
  id: Guid,
  permissions: z.array(permissionName).check(z.maxLength(PERMISSIONS.length)),
});
export type UpdateTasksBody = z.input<typeof UpdateTasksBody>;

/** What a change to a user recorded (issue 18: who, when, what). */
export const UserAuditAction = z.enum([
  'created',
  'profileUpdated',
  'enabled',
  'disabled',
  'roleAdded',
  'roleRemoved',
  'permissionsChanged',
  'spendingLimitChanged',
  'deleted',
  'samlConfigurationChanged',
  'contractAccessChanged',
  /** SendCreateNewPasswordLink: an administrator mailed the user a link to create a password. */
  'passwordLinkSent',
]);
export type UserAuditAction = z.infer<typeof UserAuditAction>;

export const UserAuditEntry = z.object({
  id: Guid,
  at: z.string(),
  actorName: z.string(),
  action: UserAuditAction,
  /** The role's name, or the permissions added and removed, or the profile fields changed. */
  detail: z.object({
    role: z.optional(z.string()),
    added: z.optional(z.array(z.string())),
    removed: z.optional(z.array(z.string())),
    fields: z.optional(z.array(z.string())),
    orderLimit: z.optional(z.nullable(z.string())),
    monthlyBudget: z.optional(z.nullable(z.string())),
    /** contractAccessChanged: the access set (all contracts or only the assigned ones), when it changed. */
    allContracts: z.optional(z.boolean()),
  }),
});
export type UserAuditEntry = z.infer<typeof UserAuditEntry>;

/**
 * A user's spending limits (issue 18, beyond the documents): per order and per calendar month (UTC), each null
 * for none; with what their orders of this month came to. A cart checkout above either becomes a requisition.
 */
export const SpendingLimit = z.object({
  userId: Guid,
  orderLimit: z.nullable(Money),
  monthlyBudget: z.nullable(Money),
  spentThisMonth: Money,
});
export type SpendingLimit = z.infer<typeof SpendingLimit>;

/** `user/setSpendingLimit`: both limits, null for none. */
export const SetSpendingLimitBody = z.object({
  id: Guid,
  orderLimit: z._default(SpendingLimitAmount, null),
  monthlyBudget: z._default(SpendingLimitAmount, null),
});
export type SetSpendingLimitBody = z.input<typeof SetSpendingLimitBody>;
