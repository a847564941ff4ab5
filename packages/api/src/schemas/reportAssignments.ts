import * as z from 'zod/mini';
import { Guid } from './common';

/**
 * Report assignment (issue 20; 002 §7 Reports: listassignedusers, listunassignedusers, assignusers, unassignusers,
 * deleteUser). A report is a row of the report catalogue (standard or the company's own); an assignment lets a
 * holder of viewReports see and run it.
 */

/** A user of the caller's company as the assignment lists show them. */
export const ReportAssignmentUser = z.object({
  id: Guid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ReportAssignmentUser = z.infer<typeof ReportAssignmentUser>;

/** A report as the user page's assignment lists show it. */
export const AssignableReport = z.object({
  id: Guid,
  key: z.string(),
  name: z.string(),
  description: z.string(),
});
export type AssignableReport = z.infer<typeof AssignableReport>;

/** `listassignedusers` and `listunassignedusers`: a report's users. */
export const ReportIdQuery = z.object({ reportId: Guid });
export type ReportIdQuery = z.input<typeof ReportIdQuery>;

/** `assignusers` and `unassignusers`: a report and up to 500 users of the company. */
export const ReportUsersBody = z.object({
  reportId: Guid,
  userIds: z.array(Guid).check(z.minLength(1), z.maxLength(500)),
});
export type ReportUsersBody = z.input<typeof ReportUsersBody>;

/** The answer of `assignusers` and `unassignusers`: the report's two lists after the change. */
export const ReportUserLists = z.object({
  assigned: z.array(ReportAssignmentUser),
  unassigned: z.array(ReportAssignmentUser),
});
export type ReportUserLists = z.infer<typeof ReportUserLists>;

/** `deleteUser`: one user off one report. */
export const ReportUserQuery = z.object({ reportId: Guid, userId: Guid });
export type ReportUserQuery = z.input<typeof ReportUserQuery>;

/** `listUserReportAssignments`: the user page's section. */
export const UserIdReportQuery = z.object({ userId: Guid });
export type UserIdReportQuery = z.input<typeof UserIdReportQuery>;

/**
 * A user's report assignment on /user/?user_id=: the company's reports assigned to the user and the others;
 * `eligible` false when the user lacks viewReports (nothing may be assigned then); `canAssign` whether the caller
 * may change it (assignUserToCompanyReports).
 */
export const UserReportAssignment = z.object({
  eligible: z.boolean(),
  canAssign: z.boolean(),
  assigned: z.array(AssignableReport),
  unassigned: z.array(AssignableReport),
});
export type UserReportAssignment = z.infer<typeof UserReportAssignment>;
