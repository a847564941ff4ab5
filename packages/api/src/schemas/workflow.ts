import * as z from 'zod/mini';
import { APPROVAL_CHAIN_MAX_LEVELS, APPROVER_ROLE_TYPES, WORKFLOW_COMMENTS_LIMITS } from '../limits';
import { workflowMessages } from '../messages/en-workflow';
import { translator } from '../messages/format';
import { Guid, limitedText, Money } from './common';

const text = translator(workflowMessages);

/**
 * The approval workflows of quotes (8) and requisitions (4) (001 §4 "Work-flow actions for quotes: token fetched
 * per user, list of actions fetched, then submitWorkflow"; 002 quote workflow roles).
 *
 * - A company's **approval chain** per document type is a list of levels, each held by a workflow role (Quote
 *   Approver 13, Approver Level 1 14, Approver Level 2 15) and applying from an amount: a document goes up the
 *   levels whose threshold its grand total reaches, frozen when it is submitted.
 * - A **workflow token** names the caller, the document and the document's version. Every transition bumps the
 *   version, so an action taken on a stale page is refused ('WorkflowChanged') rather than applied twice.
 * - **Actions** are what the caller may do now: approve at the current level (when they hold its role and the
 *   approve permission, and it is not their own requisition), reject with comments, check out an approved quote,
 *   resubmit or cancel a rejected requisition. An action with `leadsToCheckout` continues on /checkout with
 *   `documentType`, `documentId`, `actionId` and `token`; the order is placed by the checkout's submitWorkflow.
 * - **Separation of duties** (issue 15): who approved one level of a document is not offered, and is refused
 *   (403 'SeparationOfDuties', with the reason), another level of it, unless the company allows one approver
 *   across levels. `separationOfDutiesRefusal` of `@b2b-portal/flows/rules` is the rule.
 */

/** Document types with an approval workflow. */
export const WorkflowDocumentType = z.union([z.literal(4), z.literal(8)]);
export type WorkflowDocumentType = z.infer<typeof WorkflowDocumentType>;
const documentTypeQuery = z.pipe(z.coerce.number(), WorkflowDocumentType);

export const ApproverRoleType = z.literal(APPROVER_ROLE_TYPES, text('Workflow.Chain.RoleRequired'));
export type ApproverRoleType = z.infer<typeof ApproverRoleType>;

export const WorkflowDocumentQuery = z.object({ documentType: documentTypeQuery, documentId: Guid });
export type WorkflowDocumentQuery = z.input<typeof WorkflowDocumentQuery>;

export const WorkflowTokenAnswer = z.object({ token: z.string() });
export type WorkflowTokenAnswer = z.infer<typeof WorkflowTokenAnswer>;

export const ListActionsQuery = z.object({
  documentType: documentTypeQuery,
  documentId: Guid,
  token: z.string().check(z.minLength(1), z.maxLength(500)),
});
export type ListActionsQuery = z.input<typeof ListActionsQuery>;

export const WorkflowActionKind = z.enum(['approve', 'reject', 'checkout', 'resubmit', 'cancel']);
export type WorkflowActionKind = z.infer<typeof WorkflowActionKind>;

/** One thing the caller may do to the document now. */
export const WorkflowAction = z.object({
  /** Sent back as `actionID` (e.g. 'approve', 'reject', 'checkout', 'resubmit', 'cancel'). */
  id: z.string(),
  kind: WorkflowActionKind,
  /** The button's text. */
  name: z.string(),
  /** Reject needs comments (001 §5); they go to the sales team or the requester. */
  requiresComments: z.boolean(),
  /** Continues on /checkout (final approval of a requisition, checking out an approved quote, resubmitting). */
  leadsToCheckout: z.boolean(),
  /** The level an approve or reject acts at; null for other kinds. */
  level: z.nullable(z.int()),
  /** For reject: the rejection workflow actions the caller may choose (TechReturn 1, MgrReject 2, Reject 3, CustomerReject 4). */
  rejectionActions: z.array(z.int()),
});
export type WorkflowAction = z.infer<typeof WorkflowAction>;

export const WorkflowActionList = z.object({
  actions: z.array(WorkflowAction),
  /** Why there is nothing to do, in the product's words (e.g. the quote approval permission message); empty when actions exist. */
  message: z.string(),
});
export type WorkflowActionList = z.infer<typeof WorkflowActionList>;

/** One level of the document's approval chain and where it stands. */
export const ApprovalLevelState = z.object({
  level: z.int(),
  roleType: z.int(),
  roleName: z.string(),
  /** The level applies from this grand total. */
  minAmount: Money,
  /** approved; current (waiting for this level now); waiting (a later level); rejected (rejected at this level). */
  state: z.enum(['approved', 'current', 'waiting', 'rejected']),
  /** Who approved or rejected at this level, and when (ISO 8601); null while pending. */
  actor: z.nullable(z.string()),
  actedAt: z.nullable(z.string()),
  /** Who may act at this level now (names of the company's holders of the role), for a pending level. */
  approvers: z.array(z.string()),
});
export type ApprovalLevelState = z.infer<typeof ApprovalLevelState>;

/** One step of the workflow history: who did what, at which level, when, with which comments. */
export const WorkflowHistoryEntry = z.object({
  id: z.string(),
  /** Submitted, Approved, Rejected, Resubmitted, Purchased, Canceled, ItemDeleted, StatusChanged. */
  action: z.string(),
  level: z.nullable(z.int()),
  roleName: z.string(),
  actor: z.string(),
  userID: z.nullable(z.string()),
  comments: z.string(),
  rejectionAction: z.nullable(z.int()),
  /** The rejection action's name for people (e.g. 'Rejected by a manager'), never its code; null when none. */
  rejectionActionName: z.nullable(z.string()),
  /** The document's status after the step; null when unchanged. */
  status: z.nullable(z.int()),
  createdAt: z.string(),
});
export type WorkflowHistoryEntry = z.infer<typeof WorkflowHistoryEntry>;

/** The approval state of a document: its chain's levels and its history (Quote/getworkflowinfo). */
export const WorkflowInfo = z.object({
  documentType: z.int(),
  documentID: z.string(),
  status: z.int(),
  currentLevel: z.nullable(z.int()),
  levels: z.array(ApprovalLevelState),
  history: z.array(WorkflowHistoryEntry),
});
export type WorkflowInfo = z.infer<typeof WorkflowInfo>;

export const WorkflowHistoryQuery = WorkflowDocumentQuery;

/** POST quote/submitWorkflow and requisition/submitWorkflow: an action that does not go through checkout. */
export const DocumentWorkflowBody = z.object({
  documentID: Guid,
  actionID: z.string().check(z.minLength(1), z.maxLength(40)),
  token: z.string().check(z.minLength(1), z.maxLength(500)),
  /** Required for reject (001 §5 'Rejection needs comments'). */
  comments: z._default(limitedText(WORKFLOW_COMMENTS_LIMITS), ''),
  /** For reject: TechReturn 1, MgrReject 2, Reject 3, CustomerReject 4; the server picks a default per type. */
  rejectionAction: z.optional(z.int().check(z.minimum(1), z.maximum(4))),
});
export type DocumentWorkflowBody = z.input<typeof DocumentWorkflowBody>;

/** Where /checkout continues: its query inputs. */
export const CheckoutContinuation = z.object({
  documentType: z.int(),
  documentId: z.string(),
  documentNumber: z.string(),
  actionId: z.string(),
  token: z.string(),
});
export type CheckoutContinuation = z.infer<typeof CheckoutContinuation>;

export const DocumentWorkflowAnswer = z.object({
  documentID: z.string(),
  documentNumber: z.string(),
  status: z.int(),
  currentLevel: z.nullable(z.int()),
  /** What happened, in the product's words ('Approved at level 1. Waiting for Approver Level 2.'). */
  message: z.string(),
  /** Set when the action continues on /checkout. */
  checkout: z.nullable(CheckoutContinuation),
});
export type DocumentWorkflowAnswer = z.infer<typeof DocumentWorkflowAnswer>;

/**
 * One level of a company's approval chain as configured. The amount's range and its order along the chain are
 * the chain rule's (`validateApprovalChain` of flows), which the server applies after this schema.
 */
export const ApprovalChainLevel = z.object({
  level: z.int().check(z.minimum(1), z.maximum(APPROVAL_CHAIN_MAX_LEVELS)),
  roleType: ApproverRoleType,
  minAmount: Money,
});
export type ApprovalChainLevel = z.infer<typeof ApprovalChainLevel>;

export const ApprovalChain = z.object({
  documentType: WorkflowDocumentType,
  levels: z.array(z.extend(ApprovalChainLevel, { roleName: z.string() })),
  /** True when the company has not configured its own and the default applies. */
  isDefault: z.boolean(),
});
export type ApprovalChain = z.infer<typeof ApprovalChain>;

export const ApprovalChainQuery = z.object({ documentType: documentTypeQuery });

/**
 * A level to save: its amount is read as text (at most 40 characters) and judged by the chain rule, so an amount
 * out of range ('99999999999999.00') is told the chain's limit, not 'Not an amount', and nothing is capped.
 */
const ApprovalChainLevelInput = z.extend(ApprovalChainLevel, {
  minAmount: z.string().check(z.maxLength(40, text('Workflow.Chain.AmountInvalid'))),
});

export const PutApprovalChainBody = z.object({
  documentType: WorkflowDocumentType,
  /** Levels 1..n in order, at most 5; an empty list goes back to the default chain. */
  levels: z.array(ApprovalChainLevelInput).check(
    z.maxLength(
      APPROVAL_CHAIN_MAX_LEVELS,
      text('Workflow.Chain.TooManyLevels', { max: APPROVAL_CHAIN_MAX_LEVELS }),
    ),
    z.superRefine((levels, context) => {
      levels.forEach((entry, index) => {
        if (entry.level !== index + 1) {
          context.addIssue({
            code: 'custom',
            input: entry.level,
            path: [index, 'level'],
            message: text('Workflow.Chain.LevelOrder', { level: index + 1 }),
          });
        }
      });
    }),
  ),
});
export type PutApprovalChainBody = z.input<typeof PutApprovalChainBody>;
