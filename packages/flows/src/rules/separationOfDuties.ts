/**
 * Separation of duties in the approval workflows (issue 15): a person who approved one level of a quote or a
 * requisition does not approve another level of it, so a document that needs two approvals gets two people's.
 * A company may allow one person to approve several levels (`approvalAllowSameApproverAcrossLevels` of its
 * settings, off by default).
 *
 * Only the current round counts: the steps since the document's last submission or resubmission. A requisition
 * rejected and resubmitted goes up its chain again, and earlier approvals were of what it was then.
 *
 * The server decides with this rule (the actions it lists, every approval it takes, the checkout of a
 * requisition's last approval, who a level waits for) and says why with `separationOfDutiesMessage`.
 */
import type { WorkflowDocumentType } from '@b2b-portal/api';
import { fillMessage, workflowMessages } from '@b2b-portal/api/messages';
import type { WorkflowTexts } from './approvalChain';

/** One step of a document's workflow history as the rule reads it (`WorkflowHistoryEntry` has these fields). */
export interface ApprovalHistoryStep {
  /** Submitted, Approved, Rejected, Resubmitted… */
  action: string;
  level: number | null;
  /** Who acted; null for the reseller's side. */
  userID: string | null;
}

/** The steps that start a round: after them, every level is to be approved again. */
export const APPROVAL_ROUND_STARTS = ['Submitted', 'Resubmitted'] as const;
const roundStarts: ReadonlySet<string> = new Set(APPROVAL_ROUND_STARTS);

/** The steps since the document's last submission or resubmission, oldest first (the whole history if none). */
export function currentApprovalRound<Step extends { action: string }>(history: readonly Step[]): Step[] {
  const start = history.findLastIndex((step) => roundStarts.has(step.action));
  return history.slice(start + 1);
}

export interface SeparationOfDutiesInput {
  /** Who would approve. */
  userId: string;
  /** The level they would approve. */
  level: number;
  /** The document's workflow history, oldest first; the rule reads the current round from it. */
  history: readonly ApprovalHistoryStep[];
  /** The company allows one person to approve several levels of a document. @default false */
  allowSameApproverAcrossLevels?: boolean;
}

/** Why the user may not approve the level: they approved another level of the document in this round. */
export interface SeparationOfDutiesRefusal {
  kind: 'approvedAnotherLevel';
  /** The level they approved. */
  approvedLevel: number;
  /** The level they would approve. */
  level: number;
}

/** Null when the user may approve the level as far as separation of duties goes; else why not. */
export function separationOfDutiesRefusal({
  userId,
  level,
  history,
  allowSameApproverAcrossLevels = false,
}: SeparationOfDutiesInput): SeparationOfDutiesRefusal | null {
  if (allowSameApproverAcrossLevels) return null;
  const approved = currentApprovalRound(history).find(
    (step) =>
      step.action === 'Approved' && step.userID === userId && step.level !== null && step.level !== level,
  );
  if (!approved || approved.level === null) return null;
  return { kind: 'approvedAnotherLevel', approvedLevel: approved.level, level };
}

/** The refusal in the product's words, for a quote (8) or a requisition (4). */
export function separationOfDutiesMessage(
  refusal: SeparationOfDutiesRefusal,
  documentType: WorkflowDocumentType,
  catalogue: WorkflowTexts = workflowMessages,
): string {
  const text =
    documentType === 8
      ? catalogue['Workflow.SeparationOfDuties.Quote']
      : catalogue['Workflow.SeparationOfDuties.Requisition'];
  return fillMessage(text, { approvedLevel: refusal.approvedLevel, level: refusal.level });
}
