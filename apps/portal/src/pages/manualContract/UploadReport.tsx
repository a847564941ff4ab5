import type { UploadRowProblem } from '@b2b-portal/api';
import { DataTable, type DataTableColumn, InlineAlert } from '@b2b-portal/ui';
import { t } from '../../services/messages/manualContract';
import * as styles from './manualContract.css';

export interface UploadReportProps {
  /** The server's message: nothing was imported, and how many cells need correcting. */
  message: string;
  rowProblems: readonly UploadRowProblem[];
  totalProblems: number;
}

const columns: DataTableColumn<UploadRowProblem & { key: number }>[] = [
  {
    id: 'row',
    name: t('ManualContract.Report.Row'),
    align: 'end',
    width: 72,
    render: (problem) => problem.row,
  },
  {
    id: 'column',
    name: t('ManualContract.Report.Column'),
    isRowHeader: true,
    noWrap: true,
    render: (problem) => problem.column,
  },
  {
    id: 'message',
    name: t('ManualContract.Report.Problem'),
    width: '3fr',
    render: (problem) => problem.message,
  },
];

/** A refused upload's report (002 §5, issue 19): every bad cell by row and column, and why; nothing was imported. */
export function UploadReport({ message, rowProblems, totalProblems }: UploadReportProps) {
  const rows = rowProblems.map((problem, key) => ({ ...problem, key }));
  return (
    <section aria-labelledby="manual-contract-report" className={styles.section}>
      <InlineAlert tone="error">{message}</InlineAlert>
      <h2 id="manual-contract-report" className={styles.heading}>
        {t('ManualContract.ReportTitle')}
      </h2>
      {totalProblems > rowProblems.length ? (
        <p className={styles.hint}>
          {t('ManualContract.ReportShown', { shown: rowProblems.length, count: totalProblems })}
        </p>
      ) : null}
      <DataTable
        aria-label={t('ManualContract.ReportTitle')}
        columns={columns}
        rows={rows}
        getRowId={(problem) => problem.key}
        isVirtualized={rows.length > 60}
        labels={{ empty: t('Global.NoRecordsFound') }}
      />
    </section>
  );
}
