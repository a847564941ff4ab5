import { type DateInput, formatDateTime, toDate } from '../format/format';
import { fillTemplate } from '../format/template';
import { badge } from '../foundations/surface.css';
import * as styles from './WorkflowHistory.css';

export const workflowActions = [
  'Submitted',
  'Approved',
  'Rejected',
  'Pending',
  'Resubmitted',
  'Purchased',
  'Canceled',
  'ItemDeleted',
  'StatusChanged',
  'Transferred',
] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/** One step of a quote's or requisition's approval workflow (001 §3 workflowHistory). */
export interface WorkflowStep {
  /** Stable id of the step. */
  id: string;
  /** What happened, or Pending for a level still waiting. */
  action: WorkflowAction;
  /** Who acted; for a pending level, who is expected to (may be empty). */
  actor?: string;
  /** The actor's role, e.g. 'Purchasing Manager'. */
  role?: string;
  /** Approval level, 1-based. A pending step with a level reads 'Waiting for Approver Level 2'. */
  level?: number;
  /** When it happened; shown as MM/DD/YYYY hh:mm AM/PM. */
  at?: DateInput;
  /** Comments given with the action (required on rejection). */
  comments?: string;
  /** The document's status after the step, by name (e.g. 'In Process'); shown with a status change. */
  status?: string;
}

/** Every text the workflow history shows. */
export interface WorkflowHistoryLabels {
  /** Name of the timeline. @default 'Approval history' */
  label: string;
  /** A pending step with a level, with `{level}`. @default 'Waiting for Approver Level {level}' */
  waitingForLevel: string;
  /** A pending step without a level. @default 'Waiting for approval' */
  waiting: string;
  /** The level and role line, with `{level}`. @default 'Approver Level {level}' */
  level: string;
  /** Label before the comments. @default 'Comments:' */
  comments: string;
  /** The status a step led to, with `{status}`. @default 'Now {status}' */
  newStatus: string;
  /** The action names as shown. */
  actions: Record<WorkflowAction, string>;
  /** The empty state. @default 'No approval history yet.' */
  empty: string;
}

export const defaultWorkflowHistoryLabels: WorkflowHistoryLabels = {
  label: 'Approval history',
  waitingForLevel: 'Waiting for Approver Level {level}',
  waiting: 'Waiting for approval',
  level: 'Approver Level {level}',
  comments: 'Comments:',
  newStatus: 'Now {status}',
  actions: {
    Submitted: 'Submitted',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Pending: 'Pending',
    Resubmitted: 'Resubmitted',
    Purchased: 'Ordered',
    Canceled: 'Canceled',
    ItemDeleted: 'Line removed',
    StatusChanged: 'Status changed',
    Transferred: 'Sent to procurement system',
  },
  empty: 'No approval history yet.',
};

const actionTone = {
  Submitted: 'info',
  Approved: 'success',
  Rejected: 'error',
  Pending: 'warning',
  Resubmitted: 'info',
  Purchased: 'success',
  Canceled: 'warning',
  ItemDeleted: 'info',
  StatusChanged: 'info',
  Transferred: 'info',
} as const satisfies Record<WorkflowAction, string>;

export interface WorkflowHistoryProps {
  /** The steps, oldest first. */
  steps: readonly WorkflowStep[];
  /** Extra class on the timeline. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<WorkflowHistoryLabels>;
}

/**
 * The approval timeline of a quote or requisition: who, role and level, action, when and comments. A pending
 * level names the level it waits for, so a partly approved document never just says 'Pending'.
 */
export function WorkflowHistory({ steps, className, labels: overrides }: WorkflowHistoryProps) {
  const labels = { ...defaultWorkflowHistoryLabels, ...overrides };
  if (steps.length === 0)
    return <p className={[styles.empty, className].filter(Boolean).join(' ')}>{labels.empty}</p>;
  return (
    <ol aria-label={labels.label} className={[styles.timeline, className].filter(Boolean).join(' ')}>
      {steps.map((step) => {
        const pending = step.action === 'Pending';
        const status = pending
          ? step.level
            ? fillTemplate(labels.waitingForLevel, { level: step.level })
            : labels.waiting
          : labels.actions[step.action];
        const who = [
          step.role,
          !pending && step.level ? fillTemplate(labels.level, { level: step.level }) : undefined,
        ].filter(Boolean);
        const when = formatDateTime(step.at);
        return (
          <li key={step.id} className={styles.step}>
            <span
              className={[styles.marker, pending ? undefined : styles.markerDone].filter(Boolean).join(' ')}
            />
            <div className={styles.header}>
              <span className={badge[actionTone[step.action]]}>{status}</span>
              {step.actor ? <span className={styles.actor}>{step.actor}</span> : null}
              {who.length > 0 ? <span className={styles.muted}>{who.join(' · ')}</span> : null}
              {step.status ? (
                <span className={styles.muted}>
                  {fillTemplate(labels.newStatus, { status: step.status })}
                </span>
              ) : null}
            </div>
            {when ? (
              <time className={styles.muted} dateTime={toDate(step.at)?.toISOString()}>
                {when}
              </time>
            ) : null}
            {step.comments ? (
              <p className={styles.comments}>
                <span className={styles.muted}>{labels.comments}</span> {step.comments}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
