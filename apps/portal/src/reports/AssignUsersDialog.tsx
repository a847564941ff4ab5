import type { ReportAssignmentUser, ReportUserLists } from '@b2b-portal/api';
import { AssignmentDialog, type AssignmentItem } from '@b2b-portal/ui';
import { useState } from 'react';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { reportAssignmentEndpoints } from '../services/endpoints';
import { t } from '../services/messages/reportAssignment';
import { problemMessage } from '../services/problems';

const item = (user: ReportAssignmentUser): AssignmentItem => ({
  id: user.id,
  label: `${user.firstName} ${user.lastName}`,
  description: user.email,
});

async function loadLists(reportId: string, signal: AbortSignal): Promise<ReportUserLists> {
  const options = { query: { reportId }, signal, reportProblems: false } as const;
  const [assigned, unassigned] = await Promise.all([
    api.call(reportAssignmentEndpoints.listassignedusers, options),
    api.call(reportAssignmentEndpoints.listunassignedusers, options),
  ]);
  return { assigned, unassigned };
}

/**
 * The dialog of AssignUsersButton, a chunk of its own loaded on the first press (the reports page's first paint
 * does without it). The lists load when the dialog opens, and again each time it does.
 */
export default function AssignUsersLists({
  reportId,
  reportName,
  close,
}: {
  reportId: string;
  reportName: string;
  close: () => void;
}) {
  const lists = useResource((signal) => loadLists(reportId, signal), [reportId]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (endpoint: typeof reportAssignmentEndpoints.assignusers, userIds: string[]) => {
    setBusy(true);
    setError(null);
    try {
      // The answer holds both lists after the change.
      lists.replace(await api.call(endpoint, { body: { reportId, userIds }, reportProblems: false }));
      return true;
    } catch (failure) {
      setError(problemMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <AssignmentDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('ReportAssignment.AssignUsersTo', { report: reportName })}
      lists={
        lists.data
          ? { assigned: lists.data.assigned.map(item), unassigned: lists.data.unassigned.map(item) }
          : null
      }
      loadError={lists.status === 'failed' && !lists.data ? problemMessage(lists.error) : null}
      onRetry={lists.reload}
      isSaving={busy}
      error={error}
      onAssign={(ids) => change(reportAssignmentEndpoints.assignusers, ids)}
      onUnassign={(ids) => change(reportAssignmentEndpoints.unassignusers, ids)}
      labels={{
        filter: t('ReportAssignment.SearchUsers'),
        assigned: t('ReportAssignment.AssignedUsers'),
        unassigned: t('ReportAssignment.UnassignedUsers'),
        assign: t('ReportAssignment.Assign', { count: '{count}' }),
        unassign: t('ReportAssignment.Unassign', { count: '{count}' }),
        noneAssigned: t('ReportAssignment.NoUsersAssigned'),
        noneUnassigned: t('ReportAssignment.NoUsersLeft'),
        noMatch: t('ReportAssignment.NoMatch', { query: '{query}' }),
        saving: t('ReportAssignment.Saving'),
        assignedDone: t('ReportAssignment.AssignedDone', { count: '{count}' }),
        unassignedDone: t('ReportAssignment.UnassignedDone', { count: '{count}' }),
        close: t('ReportAssignment.Done'),
        loading: t('ReportAssignment.Loading'),
        retry: t('ReportAssignment.Retry'),
      }}
    />
  );
}
