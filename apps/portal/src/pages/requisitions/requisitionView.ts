import type { Requisition, WorkflowHistoryEntry } from '@b2b-portal/api';
import type { DocumentTree } from '@b2b-portal/flows/rules';
import type { WorkflowStep } from '@b2b-portal/ui';

/** The requisition's line tree as `DocumentLines` draws it (variable billing without nulls). */
export function requisitionTree(
  requisition: Pick<Requisition, 'groups' | 'bundles' | 'items'>,
): DocumentTree {
  return {
    groups: requisition.groups,
    bundles: requisition.bundles,
    items: requisition.items.map((item) => ({
      ...item,
      variableBilling: item.variableBilling
        ? {
            itemType: item.variableBilling.itemType,
            initialTerm: item.variableBilling.initialTerm ?? undefined,
          }
        : undefined,
    })),
  };
}

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
