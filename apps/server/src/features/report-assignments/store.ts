import {
  type AssignableReport,
  anyOf,
  REPORT_ASSIGN_PERMISSION,
  type ReportAssignmentUser,
  type ReportUserLists,
  type UserReportAssignment,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission } from '@b2b-portal/flows/rules';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  reportAssignments,
  reportDefinitions,
  roles,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { USER_DELETED, userNotFound, userOfCompany } from '../users/store';

/** Who may be assigned a report (002 §2: a viewReports holder sees the reports assigned to them). */
const VIEW_REPORTS = anyOf('viewReports');

const reportNotFound = () =>
  Problems.notFound('ReportNotFound', formatMessage('ReportAssignment.ReportNotFound'));
const cannotViewReports = () =>
  new ProblemError(422, 'UserCannotViewReports', formatMessage('ReportAssignment.UserNotEligible'));

const companyOf = (principal: Principal) => principal.companyId as string;

/** The reports of the caller's company: the standard ones (no company) and the company's own. */
const ofCompany = (companyId: string) =>
  or(isNull(reportDefinitions.companyId), eq(reportDefinitions.companyId, companyId));

const reportColumns = {
  id: reportDefinitions.id,
  key: reportDefinitions.key,
  name: reportDefinitions.name,
  description: reportDefinitions.description,
};

/** A report the caller's company has; another company's report answers 404 ReportNotFound. */
async function reportOfCompany(db: Executor, principal: Principal, reportId: string) {
  const [row] = await db
    .select(reportColumns)
    .from(reportDefinitions)
    .where(and(eq(reportDefinitions.id, reportId), ofCompany(companyOf(principal))))
    .limit(1);
  if (!row) throw reportNotFound();
  return row;
}

/** The enabled users of the company (or the given ones) with their effective permissions. */
async function membersWithPermissions(db: Executor, companyId: string, ids?: readonly string[]) {
  const members = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.status, 1), ids ? inArray(users.id, [...ids]) : undefined),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  if (members.length === 0) return [];
  const memberIds = members.map((member) => member.id);
  const [fromRoles, extra] = await Promise.all([
    db
      .select({ userId: userRoles.userId, permissions: roles.permissions })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, memberIds)),
    db
      .select({ userId: userPermissions.userId, permission: userPermissions.permission })
      .from(userPermissions)
      .where(inArray(userPermissions.userId, memberIds)),
  ]);
  const held = new Map<string, Set<string>>(memberIds.map((id) => [id, new Set()]));
  for (const row of fromRoles) for (const name of row.permissions) held.get(row.userId)?.add(name);
  for (const row of extra) held.get(row.userId)?.add(row.permission);
  return members.map((member) => ({ ...member, permissions: [...(held.get(member.id) ?? [])] }));
}

const userOf = ({ id, firstName, lastName, email }: ReportAssignmentUser): ReportAssignmentUser => ({
  id,
  firstName,
  lastName,
  email,
});

/** listassignedusers and listunassignedusers in one: the report's users, assigned and those who may be. */
export async function reportUserLists(
  db: Executor,
  principal: Principal,
  reportId: string,
): Promise<ReportUserLists> {
  await reportOfCompany(db, principal, reportId);
  const companyId = companyOf(principal);
  const [members, rows] = await Promise.all([
    membersWithPermissions(db, companyId),
    db
      .select({ userId: reportAssignments.userId })
      .from(reportAssignments)
      .where(and(eq(reportAssignments.reportId, reportId), eq(reportAssignments.companyId, companyId))),
  ]);
  const assignedIds = new Set(rows.map((row) => row.userId));
  return {
    // An assignment left from before the user lost viewReports is listed, so it can be taken back.
    assigned: members.filter((member) => assignedIds.has(member.id)).map(userOf),
    unassigned: members
      .filter((member) => !assignedIds.has(member.id) && hasPermission(member.permissions, VIEW_REPORTS))
      .map(userOf),
  };
}

/** The users of the caller's company by id: one of another company, unknown or deleted answers 404. */
async function usersOfCompany(db: Executor, principal: Principal, userIds: readonly string[]) {
  const wanted = [...new Set(userIds)];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        eq(users.companyId, companyOf(principal)),
        ne(users.status, USER_DELETED),
      ),
    );
  if (found.length !== wanted.length) throw userNotFound();
  return wanted;
}

/** assignusers: idempotent; every user must hold viewReports (422 UserCannotViewReports otherwise). */
export async function assignUsers(
  db: Executor,
  principal: Principal,
  reportId: string,
  userIds: readonly string[],
): Promise<void> {
  await reportOfCompany(db, principal, reportId);
  const ids = await usersOfCompany(db, principal, userIds);
  const members = await membersWithPermissions(db, companyOf(principal), ids);
  // A disabled user is not among the members: they cannot view reports either.
  if (
    members.length !== ids.length ||
    members.some((member) => !hasPermission(member.permissions, VIEW_REPORTS))
  )
    throw cannotViewReports();
  await db
    .insert(reportAssignments)
    .values(
      ids.map((userId) => ({
        reportId,
        userId,
        companyId: companyOf(principal),
        assignedBy: principal.userId,
      })),
    )
    .onConflictDoNothing({ target: [reportAssignments.reportId, reportAssignments.userId] });
}

/** unassignusers and deleteUser: idempotent (a user not assigned is no error). */
export async function unassignUsers(
  db: Executor,
  principal: Principal,
  reportId: string,
  userIds: readonly string[],
): Promise<void> {
  await reportOfCompany(db, principal, reportId);
  const ids = await usersOfCompany(db, principal, userIds);
  await db
    .delete(reportAssignments)
    .where(
      and(
        eq(reportAssignments.reportId, reportId),
        eq(reportAssignments.companyId, companyOf(principal)),
        inArray(reportAssignments.userId, ids),
      ),
    );
}

/** The user page's section: the company's reports assigned to the user and the others. */
export async function userReportAssignment(
  db: Executor,
  principal: Principal,
  userId: string,
): Promise<UserReportAssignment> {
  await userOfCompany(db, principal, userId);
  const companyId = companyOf(principal);
  const [member] = await membersWithPermissions(db, companyId, [userId]);
  const [reports, rows] = await Promise.all([
    db
      .select(reportColumns)
      .from(reportDefinitions)
      .where(ofCompany(companyId))
      .orderBy(asc(reportDefinitions.name)),
    db
      .select({ reportId: reportAssignments.reportId })
      .from(reportAssignments)
      .where(and(eq(reportAssignments.userId, userId), eq(reportAssignments.companyId, companyId))),
  ]);
  const assignedIds = new Set(rows.map((row) => row.reportId));
  const eligible = member ? hasPermission(member.permissions, VIEW_REPORTS) : false;
  const report = (row: AssignableReport): AssignableReport => row;
  return {
    eligible,
    canAssign: hasPermission(principal.permissions, REPORT_ASSIGN_PERMISSION),
    assigned: reports.filter((row) => assignedIds.has(row.id)).map(report),
    unassigned: eligible ? reports.filter((row) => !assignedIds.has(row.id)).map(report) : [],
  };
}
