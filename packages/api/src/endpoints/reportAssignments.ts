import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { REPORT_ASSIGN_PERMISSION } from '../limits';
import { anyOf } from '../permissions';
import {
  ReportAssignmentUser,
  ReportIdQuery,
  ReportUserLists,
  ReportUserQuery,
  ReportUsersBody,
  UserIdReportQuery,
  UserReportAssignment,
} from '../schemas/reportAssignments';

/** Who assigns reports to the company's users (002 §2, §7). storefrontAdmin holds every permission. */
const ASSIGNERS = anyOf(REPORT_ASSIGN_PERMISSION);
/**
 * Who reads a user's report assignment on the user page: the report assigners and the user readers of 002 §2
 * /users (users, viewUsers), who see it without changing it.
 */
export const REPORT_ASSIGNMENT_READ_PERMISSION = anyOf('assignUserToCompanyReports', 'users', 'viewUsers');

const scope =
  "The caller's company: another company's report or user answers 404. Only users holding viewReports are assigned.";

/**
 * Report assignment (issue 20; 002 §7 Reports): a report's assigned and unassigned users (the /reports "Assign
 * users" dialog), assigning and unassigning them (idempotent), `deleteUser` (one user off one report: the user
 * page's unassign) and a user's reports (the user page's section).
 */
export const reportAssignmentEndpoints = {
  listassignedusers: defineEndpoint({
    id: 'report.listassignedusers',
    method: 'GET',
    path: 'V1.0/Report/listassignedusers',
    access: 'user',
    permission: ASSIGNERS,
    query: ReportIdQuery,
    answer: z.array(ReportAssignmentUser),
    errors: { 404: ['ReportNotFound'] },
    summary: `The users the report is assigned to, by last and first name. ${scope}`,
  }),
  listunassignedusers: defineEndpoint({
    id: 'report.listunassignedusers',
    method: 'GET',
    path: 'V1.0/Report/listunassignedusers',
    access: 'user',
    permission: ASSIGNERS,
    query: ReportIdQuery,
    answer: z.array(ReportAssignmentUser),
    errors: { 404: ['ReportNotFound'] },
    summary: `The enabled users of the company who hold viewReports and are not assigned the report. ${scope}`,
  }),
  assignusers: defineEndpoint({
    id: 'report.assignusers',
    method: 'POST',
    path: 'V1.0/Report/assignusers',
    access: 'user',
    permission: ASSIGNERS,
    body: ReportUsersBody,
    answer: ReportUserLists,
    errors: { 404: ['ReportNotFound', 'UserNotFound'], 422: ['UserCannotViewReports'] },
    summary: `Assigns the report to the users (one already assigned stays so); answers both lists. ${scope}`,
  }),
  unassignusers: defineEndpoint({
    id: 'report.unassignusers',
    method: 'POST',
    path: 'V1.0/Report/unassignusers',
    access: 'user',
    permission: ASSIGNERS,
    body: ReportUsersBody,
    answer: ReportUserLists,
    errors: { 404: ['ReportNotFound', 'UserNotFound'] },
    summary: `Takes the report from the users (one not assigned is no error); answers both lists. ${scope}`,
  }),
  deleteUser: defineEndpoint({
    id: 'report.deleteUser',
    method: 'DELETE',
    path: 'V1.0/Report/deleteUser',
    access: 'user',
    permission: ASSIGNERS,
    query: ReportUserQuery,
    answer: UserReportAssignment,
    errors: { 404: ['ReportNotFound', 'UserNotFound'] },
    summary: `Takes one report from one user (the user page's unassign; idempotent) and answers the user's report assignment. It deletes the assignment, never the user. ${scope}`,
  }),
  listUserReportAssignments: defineEndpoint({
    id: 'report.listUserReportAssignments',
    method: 'GET',
    path: 'V1.0/Report/listUserReportAssignments',
    access: 'user',
    permission: REPORT_ASSIGNMENT_READ_PERMISSION,
    query: UserIdReportQuery,
    answer: UserReportAssignment,
    errors: { 404: ['UserNotFound'] },
    summary: `A user's report assignment on /user/?user_id=: the company's reports assigned and not, whether the user may be assigned any (viewReports) and whether the caller may change it. ${scope}`,
  }),
};
