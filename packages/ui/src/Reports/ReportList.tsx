import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { Link } from '../Link/Link';
import { listLoadState } from './ListLoadState';
import * as styles from './Reports.css';

/** A report as the list shows it: its texts already translated. */
export interface ReportListItem {
  id: string;
  name: string;
  description: string;
  /** The kind's name, e.g. 'Standard' or 'Custom'. */
  kind: string;
  /** The names of the formats it runs in, e.g. ['PDF', 'Excel (XLSX)', 'CSV']. */
  formats: readonly string[];
  /** Where Open leads: the report's page with its run form. */
  href: string;
  /** How many users it is assigned to (shown when the list has `showAssigned`). */
  assignedCount?: number;
}

/** Every text the list shows. English defaults match the message catalogue (Reports.*). */
export interface ReportListLabels {
  name: string;
  kind: string;
  formats: string;
  assignedUsers: string;
  actions: string;
  open: string;
  /** The Open link's accessible name; `{name}` is the report's. */
  openReport: string;
  /** `{count}`: the number of users. */
  assignedCount: string;
  empty: string;
  loading: string;
  retry: string;
}

export const defaultReportListLabels: ReportListLabels = {
  name: 'Report',
  kind: 'Kind',
  formats: 'Formats',
  assignedUsers: 'Assigned users',
  actions: 'Actions',
  open: 'Open',
  openReport: 'Open {name}',
  assignedCount: '{count} assigned',
  empty: 'No reports are assigned to you yet.',
  loading: 'Loading reports…',
  retry: 'Try again',
};

export interface ReportListProps {
  /** The table's accessible name (e.g. the heading above it). */
  'aria-label': string;
  /** The reports; null while they load. */
  reports: readonly ReportListItem[] | null;
  /** Why they could not be loaded (shown with Retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** Shows each report's assigned users count (the company's reports of an assigner). @default false */
  showAssigned?: boolean;
  /** Something beside Open in each row, e.g. the assigner's "Assign users" button. */
  renderActions?: (report: ReportListItem) => ReactNode;
  labels?: Partial<ReportListLabels>;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/**
 * The reports a user may run (002 §2 /reports): name and description, kind, formats and Open, which leads to the
 * report's page; for an assigner the number of users each is assigned to and a slot for "Assign users". Loading,
 * failed (with Retry) and empty states.
 */
export function ReportList({
  'aria-label': ariaLabel,
  reports,
  error,
  onRetry,
  showAssigned = false,
  renderActions,
  labels: labelOverrides,
}: ReportListProps) {
  const labels = { ...defaultReportListLabels, ...labelOverrides };
  const pending = listLoadState(Boolean(reports), error, onRetry, labels);
  if (pending || !reports) return pending;
  if (reports.length === 0) return <EmptyState labels={{ title: labels.empty }} />;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={ariaLabel}>
        <thead>
          <tr>
            <th scope="col">{labels.name}</th>
            <th scope="col">{labels.kind}</th>
            <th scope="col">{labels.formats}</th>
            {showAssigned ? <th scope="col">{labels.assignedUsers}</th> : null}
            <th scope="col">{labels.actions}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <th scope="row">
                <p className={styles.name}>{report.name}</p>
                <p className={styles.description}>{report.description}</p>
              </th>
              <td>{report.kind}</td>
              <td>{report.formats.join(', ')}</td>
              {showAssigned ? (
                <td className={styles.nowrap}>
                  {fill(labels.assignedCount, { count: report.assignedCount ?? 0 })}
                </td>
              ) : null}
              <td>
                <div className={styles.actions}>
                  <Link href={report.href} aria-label={fill(labels.openReport, { name: report.name })}>
                    {labels.open}
                  </Link>
                  {renderActions?.(report)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
