import { Button } from '@b2b-portal/ui';
import { lazy, Suspense, useState } from 'react';
import { t } from '../services/messages/reportAssignment';

const AssignUsersLists = lazy(() => import('./AssignUsersDialog'));

/**
 * A report's "Assign users" on /reports (issue 20), for a holder of assignUserToCompanyReports (the page shows it
 * only to them; the server checks every call): the company's users who hold viewReports, assigned and not, in
 * ui's AssignmentDialog. The reports page puts one beside each report.
 */
export function AssignUsersButton({
  reportId,
  reportName,
  onClose,
}: {
  reportId: string;
  reportName: string;
  /** After the dialog closes (the reports page counts the assigned users again). */
  onClose?: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={t('ReportAssignment.AssignUsersTo', { report: reportName })}
        onPress={() => setOpen(true)}
      >
        {t('ReportAssignment.AssignUsers')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <AssignUsersLists
            reportId={reportId}
            reportName={reportName}
            close={() => {
              setOpen(false);
              onClose?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
