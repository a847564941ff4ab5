import { reportAssignmentEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { assignUsers, reportUserLists, unassignUsers, userReportAssignment } from './store';

/**
 * Report assignment (issue 20; 002 §7 Reports): a report's users for /reports' "Assign users", and a user's
 * reports for /user/?user_id=. The route checks assignUserToCompanyReports (storefrontAdmin holds it); the store
 * scopes every call to the caller's company (another company's report or user: 404).
 */
export function reportAssignmentRoutes(route: RouteRegistrar): void {
  route(
    reportAssignmentEndpoints.listassignedusers,
    async ({ services, user, query }) =>
      (await reportUserLists(services.db, user(), query.reportId)).assigned,
  );
  route(
    reportAssignmentEndpoints.listunassignedusers,
    async ({ services, user, query }) =>
      (await reportUserLists(services.db, user(), query.reportId)).unassigned,
  );
  route(reportAssignmentEndpoints.assignusers, async ({ services, user, body }) => {
    await assignUsers(services.db, user(), body.reportId, body.userIds);
    return reportUserLists(services.db, user(), body.reportId);
  });
  route(reportAssignmentEndpoints.unassignusers, async ({ services, user, body }) => {
    await unassignUsers(services.db, user(), body.reportId, body.userIds);
    return reportUserLists(services.db, user(), body.reportId);
  });
  route(reportAssignmentEndpoints.deleteUser, async ({ services, user, query }) => {
    await unassignUsers(services.db, user(), query.reportId, [query.userId]);
    return userReportAssignment(services.db, user(), query.userId);
  });
  route(reportAssignmentEndpoints.listUserReportAssignments, ({ services, user, query }) =>
    userReportAssignment(services.db, user(), query.userId),
  );
}
