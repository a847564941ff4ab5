import { REPORT_ASSIGN_PERMISSION, type ReportSubscription } from '@b2b-portal/api';
import { hasPermission } from '@b2b-portal/flows/rules';
import { ReportList, ReportSubscriptionList } from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { useResource } from '../app/useResource';
import { AssignUsersButton } from '../reports/AssignUsersButton';
import {
  reportListItem,
  reportListLabels,
  subscriptionItem,
  subscriptionListLabels,
} from '../reports/reportView';
import { api } from '../services/api';
import { reportEndpoints, reportScheduleEndpoints } from '../services/endpoints';
import { t } from '../services/messages/reports';
import { problemMessage } from '../services/problems';
import * as pageStyles from './pages.css';

/**
 * /reports (002 §2; issue 20): the reports the user may run (listForPortalUser), or for a holder of
 * assignUserToCompanyReports every report of the company with its assigned users and "Assign users"
 * (listAllByUser), each opening /report; and the user's subscriptions (listReportByLoggedInUser) with Delete.
 */
export default function ReportsPage({ route }: PageProps) {
  const { permissions } = useSession();
  const canAssign = hasPermission(permissions, REPORT_ASSIGN_PERMISSION);
  const reports = useResource(
    (signal) =>
      canAssign
        ? api.call(reportEndpoints.listAllByUser, { signal, reportProblems: false })
        : api.call(reportEndpoints.listForPortalUser, { signal, reportProblems: false }),
    [canAssign],
  );
  const subscriptions = useResource(
    (signal) => api.call(reportEndpoints.listReportByLoggedInUser, { signal, reportProblems: false }),
    [],
  );
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const subscriptionsHeading = useRef<HTMLHeadingElement>(null);
  // The row's confirmation leaves as soon as its Delete is pressed: the focus lands on the row's Delete, disabled
  // while the call runs (Chromium then drops it to <body>), and a deleted row goes with its buttons (WCAG 2.4.3).
  // The list's heading takes it, right above the status that says what happened ('Subscription deleted.' or the
  // refusal).
  const [deleteStep, setDeleteStep] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step of a deletion and its new list.
  useEffect(() => {
    if (deleteStep === 0) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (lost) subscriptionsHeading.current?.focus();
  }, [deleteStep, subscriptions.data]);
  const remove = async (id: string) => {
    setDeleteError(null);
    setDeleteStep((step) => step + 1);
    try {
      await api.call(reportScheduleEndpoints.deleteSubscription, { query: { id }, reportProblems: false });
      const left: ReportSubscription[] = (subscriptions.data ?? []).filter((item) => item.id !== id);
      subscriptions.replace(left);
      // The report's Open link no longer names the deleted subscription.
      if (reports.data)
        reports.replace(
          reports.data.map((report) =>
            report.subscriptionId === id ? { ...report, subscriptionId: null } : report,
          ),
        );
      return true;
    } catch (failure) {
      setDeleteError(problemMessage(failure));
      return false;
    } finally {
      setDeleteStep((step) => step + 1);
    }
  };
  const reportsTitle = canAssign ? t('Reports.CompanyReports') : t('Reports.MyReports');
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <h2 id="reports-title" className={pageStyles.heading}>
        {reportsTitle}
      </h2>
      <ReportList
        aria-label={reportsTitle}
        reports={reports.data?.map(reportListItem) ?? null}
        error={reports.status === 'failed' && !reports.data ? problemMessage(reports.error) : null}
        onRetry={reports.reload}
        showAssigned={canAssign}
        renderActions={
          canAssign
            ? (report) => (
                <AssignUsersButton reportId={report.id} reportName={report.name} onClose={reports.reload} />
              )
            : undefined
        }
        labels={reportListLabels()}
      />
      <h2 className={pageStyles.heading} ref={subscriptionsHeading} tabIndex={-1}>
        {t('ReportSchedule.Subscriptions')}
      </h2>
      <ReportSubscriptionList
        aria-label={t('ReportSchedule.Subscriptions')}
        subscriptions={subscriptions.data?.map(subscriptionItem) ?? null}
        error={
          subscriptions.status === 'failed' && !subscriptions.data
            ? problemMessage(subscriptions.error)
            : null
        }
        onRetry={subscriptions.reload}
        onDelete={remove}
        deleteError={deleteError}
        labels={subscriptionListLabels()}
      />
    </section>
  );
}
