import type { MaintenanceRequestSummary } from '@b2b-portal/api';
import type { Executor } from '../../db/client';
import type { Principal } from '../../http/context';

/**
 * The dashboard's open maintenance requests (dashboardListMaintenanceRequests): the work item requests of the
 * caller's company that are not completed or rejected, that the caller may see, newest first, at most 10.
 *
 * SEAM (issue 19): the work item requests (/work-items, their tables and rules) are built on their own branch.
 * Until they land there is no request to list, so this answers none and the dashboard shows its empty state.
 * When they do, this reads their table with the same scope as their list (workItems: one's own;
 * viewAllWorkItems: the company's), and the dashboard needs no change.
 */
export async function openMaintenanceRequests(
  _db: Executor,
  _principal: Principal,
): Promise<MaintenanceRequestSummary[]> {
  return [];
}
