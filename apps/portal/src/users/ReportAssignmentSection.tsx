import type { AssignableReport, UserReportAssignment } from '@b2b-portal/api';
import { type AssignmentItem, AssignmentLists } from '@b2b-portal/ui';
import { t } from '../services/messages/reportAssignment';
import * as styles from './users.css';

const item = (report: AssignableReport): AssignmentItem => ({
  id: report.id,
  label: report.name,
  description: report.description,
});

/**
 * A user's report assignment on /user/?user_id= (002 §2; issue 18's last part, issue 20): the company's reports
 * assigned to the user and the others, in ui's AssignmentLists. Only a user with viewReports may be assigned
 * reports; one without is told so (an assignment left from before may still be removed). Changing needs
 * assignUserToCompanyReports (`canAssign`); user readers see it read-only. A chunk of its own (the lists' react-aria
 * ListBox), loaded when the user page has an assignment to show.
 */
export default function ReportAssignmentSection({
  assignment,
  busy,
  error,
  assign,
  unassign,
}: {
  assignment: UserReportAssignment;
  busy: boolean;
  error: string | null;
  assign: (reportIds: string[]) => Promise<boolean>;
  unassign: (reportIds: string[]) => Promise<boolean>;
}) {
  return (
    <section className={styles.section} aria-labelledby="user-report-assignment">
      <h2 id="user-report-assignment" className={styles.sectionTitle}>
        {t('ReportAssignment.Title')}
      </h2>
      {assignment.eligible ? null : <p>{t('ReportAssignment.NotEligible')}</p>}
      {assignment.canAssign ? null : <p>{t('ReportAssignment.ReadOnly')}</p>}
      <AssignmentLists
        assigned={assignment.assigned.map(item)}
        unassigned={assignment.eligible ? assignment.unassigned.map(item) : []}
        isReadOnly={!assignment.canAssign}
        isSaving={busy}
        error={error}
        onAssign={assign}
        onUnassign={unassign}
        labels={{
          filter: t('ReportAssignment.SearchReports'),
          assigned: t('ReportAssignment.AssignedReports'),
          unassigned: t('ReportAssignment.UnassignedReports'),
          assign: t('ReportAssignment.Assign', { count: '{count}' }),
          unassign: t('ReportAssignment.Unassign', { count: '{count}' }),
          noneAssigned: t('ReportAssignment.NoReportsAssigned'),
          // A user who may not view reports has no other report to take: not 'every report is assigned'.
          noneUnassigned: t(
            assignment.eligible ? 'ReportAssignment.NoReportsLeft' : 'ReportAssignment.UserNotEligible',
          ),
          noMatch: t('ReportAssignment.NoMatch', { query: '{query}' }),
          saving: t('ReportAssignment.Saving'),
          assignedDone: t('ReportAssignment.AssignedDone', { count: '{count}' }),
          unassignedDone: t('ReportAssignment.UnassignedDone', { count: '{count}' }),
        }}
      />
    </section>
  );
}
