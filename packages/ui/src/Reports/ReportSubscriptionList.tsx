import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { Link } from '../Link/Link';
import { listLoadState } from './ListLoadState';
import * as styles from './Reports.css';

/** A user's subscription to a report as the list shows it: its texts already translated. */
export interface ReportSubscriptionItem {
  id: string;
  reportName: string;
  /** The format's name, e.g. 'Excel (XLSX)'. */
  format: string;
  /** The schedule in words, e.g. 'Weekly on Monday at 18:00'; null when it runs on demand only. */
  schedule: string | null;
  /** The next scheduled run as the portal writes dates and times; null when none. */
  nextRun: string | null;
  /** Where Open leads: the report's page on this subscription. */
  href: string;
}

/** Every text the list shows. English defaults match the message catalogue (ReportSchedule.Subscriptions.*). */
export interface ReportSubscriptionListLabels {
  report: string;
  format: string;
  schedule: string;
  nextRun: string;
  actions: string;
  notScheduled: string;
  open: string;
  /** `{report}`: the report's name. */
  openReport: string;
  delete: string;
  /** The Delete button's accessible name; `{report}`: the report's name. */
  deleteReport: string;
  confirmTitle: string;
  /** `{report}`: the report's name. */
  confirm: string;
  cancel: string;
  deleting: string;
  deleted: string;
  empty: string;
  loading: string;
  retry: string;
}

export const defaultReportSubscriptionListLabels: ReportSubscriptionListLabels = {
  report: 'Report',
  format: 'Format',
  schedule: 'Schedule',
  nextRun: 'Next run',
  actions: 'Actions',
  notScheduled: 'Not scheduled',
  open: 'Open',
  openReport: 'Open {report}',
  delete: 'Delete',
  deleteReport: 'Delete subscription to {report}',
  confirmTitle: 'Delete subscription',
  confirm: 'Delete your subscription to {report}? Its saved search fields and schedule are removed.',
  cancel: 'Cancel',
  deleting: 'Deleting…',
  deleted: 'Subscription deleted.',
  empty: 'You have no scheduled reports.',
  loading: 'Loading your subscriptions…',
  retry: 'Try again',
};

export interface ReportSubscriptionListProps {
  'aria-label': string;
  /** The subscriptions; null while they load. */
  subscriptions: readonly ReportSubscriptionItem[] | null;
  error?: string | null;
  onRetry?: () => void;
  /**
   * Deletes one after the person confirmed; resolves true when it is gone (the page then lists it no more),
   * false when refused (the page says why through `deleteError`).
   */
  onDelete?: (id: string) => Promise<boolean> | boolean;
  /** Why the last delete was refused. */
  deleteError?: string | null;
  labels?: Partial<ReportSubscriptionListLabels>;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The user's subscriptions to reports (002 §2 /reports): the report, its format, its schedule in words and the
 * next run, Open (the report's page on the subscription) and Delete after a confirmation in the row (the question,
 * Delete and Cancel take the place of the row's actions; Delete takes the focus, Cancel gives it back).
 */
export function ReportSubscriptionList({
  'aria-label': ariaLabel,
  subscriptions,
  error,
  onRetry,
  onDelete,
  deleteError,
  labels: labelOverrides,
}: ReportSubscriptionListProps) {
  const labels = { ...defaultReportSubscriptionListLabels, ...labelOverrides };
  const [asking, setAsking] = useState<ReportSubscriptionItem | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);
  /** The subscription whose Delete takes the focus back after Cancel. */
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (!asking && returnTo.current) {
      tableRef.current
        ?.querySelector<HTMLButtonElement>(`button[data-subscription="${returnTo.current}"]`)
        ?.focus();
      returnTo.current = null;
    }
  }, [asking]);
  const remove = async (item: ReportSubscriptionItem) => {
    if (!onDelete) return;
    setDeleting(item.id);
    setDeleted(false);
    try {
      setDeleted(await onDelete(item.id));
    } finally {
      setDeleting(null);
    }
  };

  const status = (
    <div aria-live="polite">
      {deleteError ? <InlineAlert tone="error">{deleteError}</InlineAlert> : null}
      {deleted && !deleteError ? <InlineAlert tone="success">{labels.deleted}</InlineAlert> : null}
    </div>
  );
  const pending = listLoadState(Boolean(subscriptions), error, onRetry, labels);
  if (pending || !subscriptions) return pending;
  if (subscriptions.length === 0)
    return (
      <>
        {status}
        <EmptyState labels={{ title: labels.empty }} />
      </>
    );
  return (
    <>
      {status}
      <div className={styles.wrapper}>
        <table ref={tableRef} className={styles.table} aria-label={ariaLabel}>
          <thead>
            <tr>
              <th scope="col">{labels.report}</th>
              <th scope="col">{labels.format}</th>
              <th scope="col">{labels.schedule}</th>
              <th scope="col">{labels.nextRun}</th>
              <th scope="col">{labels.actions}</th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.reportName}</th>
                <td>{item.format}</td>
                <td>{item.schedule ?? labels.notScheduled}</td>
                <td className={styles.nowrap}>{item.nextRun ?? '—'}</td>
                <td>
                  {asking?.id === item.id ? (
                    // The confirmation in the row (no dialog to load): its question, Delete and Cancel.
                    // biome-ignore lint/a11y/useSemanticElements: two buttons named by a question, not form fields: a fieldset's legend would not sit in the row's line.
                    <div role="group" aria-labelledby={`confirm-${item.id}`} className={styles.actions}>
                      <span id={`confirm-${item.id}`}>
                        {fill(labels.confirm, { report: item.reportName })}
                      </span>
                      <Button
                        autoFocus
                        variant="danger"
                        size="small"
                        onPress={() => {
                          setAsking(null);
                          void remove(item);
                        }}
                      >
                        {labels.delete}
                      </Button>
                      <Button
                        variant="secondary"
                        size="small"
                        onPress={() => {
                          setAsking(null);
                          returnTo.current = item.id;
                        }}
                      >
                        {labels.cancel}
                      </Button>
                    </div>
                  ) : (
                    <div className={styles.actions}>
                      <Link
                        href={item.href}
                        aria-label={fill(labels.openReport, { report: item.reportName })}
                      >
                        {labels.open}
                      </Link>
                      {onDelete ? (
                        <Button
                          variant="secondary"
                          size="small"
                          data-subscription={item.id}
                          isDisabled={deleting !== null}
                          aria-label={fill(labels.deleteReport, { report: item.reportName })}
                          onPress={() => setAsking(item)}
                        >
                          {deleting === item.id ? labels.deleting : labels.delete}
                        </Button>
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
