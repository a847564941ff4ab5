import type { MaintenanceRequestSummary } from '@b2b-portal/api';
import type { Executor } from '../../db/client';
import type { Principal } from '../../http/context';
import { dashboardListMaintenanceRequests } from '../work-items/store';

/**
 * The dashboard's open maintenance requests (dashboardListMaintenanceRequests): the work item requests of the
 * caller's company that are not completed or rejected (Unsubmitted, Pending Approval, Pending Presidio) and that
 * the caller may see (workItems or workItemCreate: one's own; viewAllWorkItems: the company's; none without a work
 * item permission), newest first, at most 10. The scope is the work item list's own (features/work-items/store.ts).
 */
export async function openMaintenanceRequests(
  db: Executor,
  principal: Principal,
): Promise<MaintenanceRequestSummary[]> {
  const { requests } = await dashboardListMaintenanceRequests(db, principal, 10);
  return requests.map((request) => ({
    id: request.id,
    number: request.number,
    type: request.type,
    status: request.status,
    requester: request.requesterName,
    createdAt: request.createdAt,
    submittedAt: request.submittedAt,
  }));
}
