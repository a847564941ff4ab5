import {
  type PendingRegistration,
  type PendingRegistrationPage,
  type PermissionRequirement,
  type RegistrationDecision,
  RegistrationDenialFields,
  RegistrationStatus,
} from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import { hasPermission, registrationErrors } from '@b2b-portal/flows/rules';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { passwordRequirements } from '../../auth/password-complexity';
import type { Db, Executor } from '../../db/client';
import { companies, pendingRegistrations, roles, userPermissions, userRoles, users } from '../../db/schema';
import { seedId } from '../../db/seed-ids';
import type { Principal } from '../../http/context';
import { ProblemError, Problems, refuseUnless } from '../../http/problem';
import { enqueueMail } from '../mail/outbox';
import { type EmailConfirmationMail, sendEmailConfirmation } from '../password/email-confirmation';

/** The role a new user gets when the approver chose none (the Requester of the demo data). */
export const DEFAULT_REGISTRATION_ROLE_ID = seedId('role:requester');
export const APPROVE_REGISTRATIONS = 'approveRegistrations';

type Row = typeof pendingRegistrations.$inferSelect;

const notFound = () => Problems.notFound('RegistrationNotFound', formatMessage('Registration.NotFound'));
const unprocessable = (
  code: string,
  key: TextMessageKey,
  params?: Record<string, string>,
  errors?: ProblemError['errors'],
) => new ProblemError(422, code, formatMessage(key, params), errors);

function notPending(row: Row): ProblemError {
  const status = formatMessage(
    row.status === RegistrationStatus.Approved ? 'Registration.StatusApproved' : 'Registration.StatusDenied',
  );
  return unprocessable('RegistrationNotPending', 'Registration.NotPending', { status });
}

const companyOf = (principal: Principal) => {
  if (!principal.companyId) throw notFound();
  return principal.companyId;
};

const summary = (row: Row) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  companyName: row.companyName,
  accountNumber: row.accountNumber,
  createdDate: row.createdAt.toISOString(),
  status: row.status,
});

const sortOrders = [
  [desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id)],
  [asc(pendingRegistrations.createdAt), asc(pendingRegistrations.id)],
  [asc(pendingRegistrations.lastName), asc(pendingRegistrations.firstName), asc(pendingRegistrations.id)],
] as const;

/** The caller's company's registrations waiting for approval (status 0), one page. */
export async function listPending(
  db: Db,
  principal: Principal,
  query: { start: number; records: number; sortBy: number },
): Promise<PendingRegistrationPage> {
  const companyId = companyOf(principal);
  const where = and(
    eq(pendingRegistrations.companyId, companyId),
    eq(pendingRegistrations.status, RegistrationStatus.Pending),
  );
  const [total] = await db.select({ n: count() }).from(pendingRegistrations).where(where);
  const rows = await db
    .select()
    .from(pendingRegistrations)
    .where(where)
    .orderBy(...(sortOrders[query.sortBy] ?? sortOrders[0]))
    .limit(query.records)
    .offset((query.start - 1) * query.records);
  return {
    start: query.start,
    size: query.records,
    totalRecords: total?.n ?? 0,
    records: rows.length,
    sortBy: query.sortBy,
    data: rows.map(summary),
  };
}

/** Roles the company may give: its own and the ones every company may use. */
async function assignableRoles(db: Executor, companyId: string) {
  return db
    .select({ id: roles.id, name: roles.name, roleType: roles.roleType })
    .from(roles)
    .where(or(isNull(roles.companyId), eq(roles.companyId, companyId)))
    .orderBy(asc(roles.name));
}

/** A registration of the caller's company, locked for update when inside a transaction that changes it. */
async function load(db: Executor, principal: Principal, id: string, forUpdate = false): Promise<Row> {
  const companyId = companyOf(principal);
  const query = db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.id, id), eq(pendingRegistrations.companyId, companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function detail(db: Executor, row: Row): Promise<PendingRegistration> {
  const available = row.companyId ? await assignableRoles(db, row.companyId) : [];
  let reviewedBy: string | null = null;
  if (row.reviewedBy) {
    const [reviewer] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.reviewedBy));
    reviewedBy = reviewer ? `${reviewer.firstName} ${reviewer.lastName}` : null;
  }
  return {
    ...summary(row),
    username: row.username,
    phone: row.phone,
    jobTitle: row.jobTitle,
    comments: row.comments,
    roleIds: row.roleIds,
    availableRoles: available,
    reviewedBy,
    reviewedDate: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function getRegistration(
  db: Db,
  principal: Principal,
  id: string,
): Promise<PendingRegistration> {
  return detail(db, await load(db, principal, id));
}

export async function saveRegistration(
  db: Db,
  principal: Principal,
  body: {
    id: string;
    firstName: string;
    lastName: string;
    phone: string;
    jobTitle: string;
    roleIds: string[];
  },
): Promise<PendingRegistration> {
  return db.transaction(async (tx) => {
    const row = await load(tx, principal, body.id, true);
    if (row.status !== RegistrationStatus.Pending) throw notPending(row);
    const roleIds = [...new Set(body.roleIds)];
    const allowed = new Set((await assignableRoles(tx, companyOf(principal))).map((role) => role.id));
    if (roleIds.some((id) => !allowed.has(id))) {
      throw unprocessable('UnknownRole', 'Registration.UnknownRole', undefined, [
        { path: 'roleIds', message: formatMessage('Registration.UnknownRole') },
      ]);
    }
    const [saved] = await tx
      .update(pendingRegistrations)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        jobTitle: body.jobTitle,
        roleIds,
        updatedAt: new Date(),
      })
      .where(eq(pendingRegistrations.id, row.id))
      .returning();
    return detail(tx, saved as Row);
  });
}

export async function deleteRegistration(
  db: Db,
  principal: Principal,
  id: string,
): Promise<RegistrationDecision> {
  return db.transaction(async (tx) => {
    const row = await load(tx, principal, id, true);
    if (row.status !== RegistrationStatus.Pending) throw notPending(row);
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.id, row.id));
    return { id: row.id, status: row.status, userId: null };
  });
}

export async function rejectRegistration(
  db: Db,
  principal: Principal,
  body: { id: string; comments: string },
): Promise<RegistrationDecision> {
  refuseUnless(RegistrationDenialFields, body, 'CommentsRequired');
  return db.transaction(async (tx) => {
    const row = await load(tx, principal, body.id, true);
    if (row.status !== RegistrationStatus.Pending) throw notPending(row);
    await tx
      .update(pendingRegistrations)
      .set({
        status: RegistrationStatus.Denied,
        comments: body.comments.trim(),
        reviewedBy: principal.userId,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(pendingRegistrations.id, row.id));
    await enqueueMail(tx, {
      companyId: row.companyId,
      to: [row.email],
      subject: formatMessage('Mail.RegistrationDenied.Subject'),
      text: formatMessage('Mail.RegistrationDenied.Text', {
        firstName: row.firstName,
        comments: body.comments.trim(),
      }),
      kind: 'registration.denied',
    });
    return { id: row.id, status: RegistrationStatus.Denied, userId: null };
  });
}

const userExists = () => unprocessable('UserAlreadyExists', 'Registration.UserExists');

async function usernameTaken(db: Executor, username: string, email?: string): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      email === undefined
        ? sql`lower(${users.username}) = lower(${username})`
        : sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`,
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Approves: the user is created in the registration's company with its names, e-mail, phone and password,
 * enabled, with the chosen roles (the Requester role when none was chosen); the registrant is told by mail.
 */
export async function approveRegistration(
  db: Db,
  principal: Principal,
  id: string,
  /** Where the link that confirms the registrant's e-mail address points (issue 18); no link without it. */
  confirmEmail?: EmailConfirmationMail,
): Promise<RegistrationDecision> {
  return db.transaction(async (tx) => {
    const row = await load(tx, principal, id, true);
    if (row.status !== RegistrationStatus.Pending) throw notPending(row);
    if (await usernameTaken(tx, row.username)) throw userExists();
    const allowed = new Set((await assignableRoles(tx, companyOf(principal))).map((role) => role.id));
    const chosen = row.roleIds.filter((roleId) => allowed.has(roleId));
    const roleIds =
      chosen.length > 0
        ? chosen
        : allowed.has(DEFAULT_REGISTRATION_ROLE_ID)
          ? [DEFAULT_REGISTRATION_ROLE_ID]
          : [];
    const [created] = await tx
      .insert(users)
      .values({
        companyId: row.companyId,
        username: row.username,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone || null,
        status: 1,
        passwordHash: row.passwordHash,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('user row not created');
    if (roleIds.length > 0) {
      await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: created.id, roleId })));
    }
    await tx
      .update(pendingRegistrations)
      .set({
        status: RegistrationStatus.Approved,
        userId: created.id,
        roleIds,
        reviewedBy: principal.userId,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(pendingRegistrations.id, row.id));
    await enqueueMail(tx, {
      companyId: row.companyId,
      to: [row.email],
      subject: formatMessage('Mail.RegistrationApproved.Subject'),
      text: formatMessage('Mail.RegistrationApproved.Text', {
        firstName: row.firstName,
        username: row.username,
      }),
      kind: 'registration.approved',
    });
    if (confirmEmail) await sendEmailConfirmation(tx, confirmEmail, { userId: created.id });
    return { id: row.id, status: RegistrationStatus.Approved, userId: created.id };
  });
}

/** E-mail addresses of a company's enabled users that hold a permission (through roles or extra ones). */
export async function holdersOfPermission(
  db: Executor,
  companyId: string,
  permission: PermissionRequirement,
): Promise<string[]> {
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 1)));
  if (members.length === 0) return [];
  const ids = members.map((m) => m.id);
  const fromRoles = await db
    .select({ userId: userRoles.userId, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids));
  const extra = await db
    .select({ userId: userPermissions.userId, permission: userPermissions.permission })
    .from(userPermissions)
    .where(inArray(userPermissions.userId, ids));
  const held = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
  for (const row of fromRoles) for (const p of row.permissions) held.get(row.userId)?.add(p);
  for (const row of extra) held.get(row.userId)?.add(row.permission);
  return members.filter((m) => hasPermission(held.get(m.id) ?? [], permission)).map((m) => m.email);
}

export interface RegistrationInput {
  hasAccountNumber: boolean;
  accountNumber: string;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobTitle: string;
  username: string;
  password: string;
  confirmPassword: string;
}

/**
 * The public registration (002 §7 `Account/registration`): validated, matched to a company by its account
 * number (companies.erp_customer_id) or, without one, its exact name; kept as a pending registration of that
 * company and announced to its approvers. An unknown account number is refused; a name that matches no company
 * is kept without a company (for the reseller's staff).
 */
export async function register(db: Db, input: RegistrationInput): Promise<void> {
  const requirements = await passwordRequirements(db);
  const errors = registrationErrors(input, requirements);
  if (errors.length > 0) throw unprocessable('InvalidInput', 'Registration.InvalidInput', undefined, errors);

  const accountNumber = input.hasAccountNumber ? input.accountNumber.trim() : '';
  const companyName = input.companyName.trim();
  const [company] = accountNumber
    ? await db.select().from(companies).where(eq(companies.erpCustomerId, accountNumber)).limit(1)
    : await db.select().from(companies).where(sql`lower(${companies.name}) = lower(${companyName})`).limit(1);
  if (accountNumber && !company) {
    throw unprocessable('InvalidAccountNumber', 'Registration.InvalidAccountNumber', undefined, [
      { path: 'accountNumber', message: formatMessage('Registration.InvalidAccountNumber') },
    ]);
  }
  if (company && !company.configured) throw unprocessable('RegistrationFailed', 'Registration.Failed');

  const username = input.username.trim();
  const email = input.email.trim();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (await usernameTaken(tx, username, email)) throw userExists();
    const [waiting] = await tx
      .select({ id: pendingRegistrations.id })
      .from(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.status, RegistrationStatus.Pending),
          sql`(lower(${pendingRegistrations.username}) = lower(${username}) or lower(${pendingRegistrations.email}) = lower(${email}))`,
        ),
      )
      .limit(1);
    if (waiting) throw userExists();
    await tx.insert(pendingRegistrations).values({
      companyId: company?.id ?? null,
      companyName: company?.name ?? companyName,
      accountNumber,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      phone: input.phone.trim(),
      jobTitle: input.jobTitle.trim(),
      username,
      passwordHash,
    });
    if (company) {
      const name = `${input.firstName.trim()} ${input.lastName.trim()}`;
      await enqueueMail(tx, {
        companyId: company.id,
        to: await holdersOfPermission(tx, company.id, APPROVE_REGISTRATIONS),
        subject: formatMessage('Mail.RegistrationReceived.Subject', { name }),
        text: formatMessage('Mail.RegistrationReceived.Text', { name, email, companyName: company.name }),
        kind: 'registration.received',
      });
    }
  });
}
