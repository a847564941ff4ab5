import type { WorkflowHistoryEntry } from '@b2b-portal/api';
import type { WorkflowStep } from '@b2b-portal/ui';

const stepAction: Record<string, WorkflowStep['action'] | undefined> = {
  Submitted: 'Submitted',
  Resubmitted: 'Resubmitted',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Purchased: 'Purchased',
  Canceled: 'Canceled',
  ItemDeleted: 'ItemDeleted',
  StatusChanged: 'StatusChanged',
  Transferred: 'Transferred',
};

/**
 * The workflow history as the ui timeline shows it: every step the server records (an unknown one is left out).
 */
export function historySteps(
  history: readonly WorkflowHistoryEntry[],
  /** The name of a status the document reached, for steps that changed it (a pricing request's flow). */
  statusName?: (status: number) => string | undefined,
): WorkflowStep[] {
  return history.flatMap((entry) => {
    const action = stepAction[entry.action];
    if (!action) return [];
    return [
      {
        id: entry.id,
        action,
        actor: entry.actor,
        role: entry.roleName || undefined,
        level: entry.level ?? undefined,
        at: entry.createdAt,
        comments: entry.comments || undefined,
        status: entry.status !== null ? statusName?.(entry.status) : undefined,
      },
    ];
  });
}
