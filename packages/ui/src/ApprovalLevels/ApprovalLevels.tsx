import { type DateInput, formatDate, formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import { badge } from '../foundations/surface.css';
import * as styles from './ApprovalLevels.css';

export const approvalLevelStates = ['approved', 'current', 'waiting', 'rejected'] as const;
export type ApprovalLevelStateName = (typeof approvalLevelStates)[number];

/** One level of a document's approval chain and where it stands (the contract's ApprovalLevelState). */
export interface ApprovalLevel {
  /** 1-based level. */
  level: number;
  /** The workflow role holding the level, e.g. 'Quote Approver'. */
  roleName: string;
  /**
   * The grand total the level applies from (a decimal string), shown as 'from $10,000.00'; left out for a level
   * that applies to any amount (`approvalThreshold` of `@b2b-portal/flows/rules` gives it from the chain's minimum).
   */
  threshold?: string;
  /** approved; current (waiting for this level now); waiting (a later level); rejected (rejected here). */
  state: ApprovalLevelStateName;
  /** Who approved or rejected at this level. */
  actor?: string | null;
  /** When (ISO 8601 or a Date); shown as MM/DD/YYYY. */
  actedAt?: DateInput;
  /** Who may act at this level (for the current level). */
  approvers: readonly string[];
}

/** Every text the approval levels show; `{placeholders}` are filled in. */
export interface ApprovalLevelsLabels {
  /** Name of the list. @default 'Approval levels' */
  label: string;
  /** The level line, with `{level}` and `{roleName}`. @default 'Level {level} · {roleName}' */
  level: string;
  /** The threshold, with `{amount}`. @default 'from {amount}' */
  threshold: string;
  /** With `{actor}` and `{date}`. @default 'Approved by {actor} on {date}' */
  approved: string;
  /** Approved without a known actor. @default 'Approved' */
  approvedNoActor: string;
  /** The current level, with `{approvers}`. @default 'Waiting for {approvers}' */
  current: string;
  /** The current level when nobody holds its role. @default 'Waiting for approval' */
  currentNoApprovers: string;
  /** A later level. @default 'Not yet reached' */
  waiting: string;
  /** With `{actor}` and `{date}`. @default 'Rejected by {actor} on {date}' */
  rejected: string;
  /** Rejected without a known actor. @default 'Rejected' */
  rejectedNoActor: string;
  /** Joins the last two approvers. @default ' or ' */
  lastSeparator: string;
  /** The state badges. */
  states: Record<ApprovalLevelStateName, string>;
  /** No levels (not submitted). @default 'Not submitted for approval yet.' */
  empty: string;
}

export const defaultApprovalLevelsLabels: ApprovalLevelsLabels = {
  label: 'Approval levels',
  level: 'Level {level} · {roleName}',
  threshold: 'from {amount}',
  approved: 'Approved by {actor} on {date}',
  approvedNoActor: 'Approved',
  current: 'Waiting for {approvers}',
  currentNoApprovers: 'Waiting for approval',
  waiting: 'Not yet reached',
  rejected: 'Rejected by {actor} on {date}',
  rejectedNoActor: 'Rejected',
  lastSeparator: ' or ',
  states: { approved: 'Approved', current: 'Pending', waiting: 'Waiting', rejected: 'Rejected' },
  empty: 'Not submitted for approval yet.',
};

const stateTone = { approved: 'success', current: 'warning', waiting: 'info', rejected: 'error' } as const;

export interface ApprovalLevelsProps {
  /** The levels, in order. */
  levels: readonly ApprovalLevel[];
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<ApprovalLevelsLabels>;
  /** Extra class on the list. */
  className?: string;
}

function joinNames(names: readonly string[], lastSeparator: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${lastSeparator}${names[names.length - 1]}`;
}

/** The sentence saying where one level stands. */
export function approvalLevelText(
  level: ApprovalLevel,
  labels: ApprovalLevelsLabels = defaultApprovalLevelsLabels,
) {
  const date = formatDate(level.actedAt);
  switch (level.state) {
    case 'approved':
      return level.actor
        ? fillTemplate(labels.approved, { actor: level.actor, date }).replace(/ on $/, '')
        : labels.approvedNoActor;
    case 'rejected':
      return level.actor
        ? fillTemplate(labels.rejected, { actor: level.actor, date }).replace(/ on $/, '')
        : labels.rejectedNoActor;
    case 'current':
      return level.approvers.length > 0
        ? fillTemplate(labels.current, { approvers: joinNames(level.approvers, labels.lastSeparator) })
        : labels.currentNoApprovers;
    default:
      return labels.waiting;
  }
}

/**
 * A document's approval chain: each level with its role, its amount threshold and where it stands (who approved
 * or rejected and when, who is awaited now), so a partly approved document never just says 'Pending'. The
 * current level carries aria-current="step".
 */
export function ApprovalLevels({ levels, labels: overrides, className }: ApprovalLevelsProps) {
  const labels = { ...defaultApprovalLevelsLabels, ...overrides };
  if (levels.length === 0)
    return <p className={[styles.empty, className].filter(Boolean).join(' ')}>{labels.empty}</p>;
  return (
    <ol aria-label={labels.label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {levels.map((level) => {
        return (
          <li
            key={level.level}
            className={styles.level}
            aria-current={level.state === 'current' ? 'step' : undefined}
          >
            <span className={[styles.marker, styles.markerState[level.state]].join(' ')} aria-hidden="true" />
            <div className={styles.header}>
              <span className={styles.name}>
                {fillTemplate(labels.level, { level: level.level, roleName: level.roleName })}
              </span>
              {level.threshold !== undefined ? (
                <span className={styles.muted}>
                  {fillTemplate(labels.threshold, { amount: formatMoney(level.threshold) })}
                </span>
              ) : null}
              <span className={badge[stateTone[level.state]]}>{labels.states[level.state]}</span>
            </div>
            <p className={styles.state}>{approvalLevelText(level, labels)}</p>
          </li>
        );
      })}
    </ol>
  );
}
