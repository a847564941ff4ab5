import {
  type DocumentWorkflowAnswer,
  type DocumentWorkflowBody,
  Enumerations,
  type WorkflowAction,
  type WorkflowActionList,
  type WorkflowDocumentType,
  type WorkflowInfo,
} from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import {
  type ApprovalHistoryStep,
  currentApprovalRound,
  hasPermission,
  separationOfDutiesMessage,
  separationOfDutiesRefusal,
  toMoney,
} from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { enqueueMail } from '../mail/outbox';
import { holdersOfRoleTypes, workflowRoleTypes } from './chain';
import {
  documentName,
  isStorefrontAdmin,
  loadWorkflowDocument,
  QuoteStatuses as Q,
  RequisitionStatuses as R,
  saveTransition,
  type WorkflowDocument,
} from './documents';
import { readHistory, recordHistory, rejectionActionName } from './history';
import { allowsSameApproverAcrossLevels } from './separation';

const RA = Enumerations.RejectionWorkflowAction;

/** Who signs workflow tokens (the server's key). */
export interface TokenSigner {
  sign(value: string): string;
}

const unprocessable = (code: string, message: string, errors?: { path: string; message: string }[]) =>
  new ProblemError(422, code, message, errors);
const changed = () => unprocessable('WorkflowChanged', formatMessage('Workflow.Changed'));

// ------------------------------------------------------------------------------------------------ tokens

const tokenPayload = (principal: Principal, document: WorkflowDocument, version: number) =>
  `wf1:${document.documentType}:${document.id}:${principal.userId}:${version}`;

/** `v{version}.{signature}`: names the caller, the document and the version it was issued for. */
export function issueToken(
  signer: TokenSigner,
  principal: Principal,
  document: WorkflowDocument,
  version = document.version,
) {
  return `v${version}.${signer.sign(tokenPayload(principal, document, version))}`;
}

/** Refuses a token of another user or document (as stale) and one issued before the last transition. */
export function checkToken(
  signer: TokenSigner,
  principal: Principal,
  document: WorkflowDocument,
  token: string,
) {
  const match = /^v(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw changed();
  const version = Number(match[1]);
  const expected = signer.sign(tokenPayload(principal, document, version));
  if (expected !== match[2] || version !== document.version) throw changed();
}

// ------------------------------------------------------------------------------------------------ actions

interface ActionContext {
  principal: Principal;
  roleTypes: Set<number>;
  document: WorkflowDocument;
  /** The document's workflow history, oldest first: who approved which level (separation of duties). */
  history: readonly ApprovalHistoryStep[];
  /** The company lets one person approve several levels of a document (its settings; off by default). */
  allowSameApproverAcrossLevels: boolean;
}

const level = (document: WorkflowDocument) =>
  document.currentLevel === null ? undefined : document.approvalChain[document.currentLevel - 1];

/** What the engine reads to judge the caller's actions on the document. */
async function actionContext(
  db: Executor,
  principal: Principal,
  document: WorkflowDocument,
): Promise<ActionContext> {
  return {
    principal,
    roleTypes: await workflowRoleTypes(db, principal.userId),
    document,
    history: await readHistory(db, document.documentType, document.id),
    allowSameApproverAcrossLevels: await allowsSameApproverAcrossLevels(db, document.companyId),
  };
}

/** Why separation of duties keeps the caller from approving the current level, in the product's words; else null. */
function separationOfDuties({ principal, document, history, allowSameApproverAcrossLevels }: ActionContext) {
  const current = level(document);
  if (!current) return null;
  const refusal = separationOfDutiesRefusal({
    userId: principal.userId,
    level: current.level,
    history,
    allowSameApproverAcrossLevels,
  });
  return refusal && separationOfDutiesMessage(refusal, document.documentType);
}

const action = (
  id: string,
  kind: WorkflowAction['kind'],
  messageKey: TextMessageKey,
  extra: Partial<WorkflowAction> = {},
): WorkflowAction => ({
  id,
  kind,
  name: formatMessage(messageKey),
  requiresComments: false,
  leadsToCheckout: false,
  level: null,
  rejectionActions: [],
  ...extra,
});

/** What the caller may do to the document now, or the reason they may not (in the product's words). */
export function availableActions(context: ActionContext): WorkflowActionList {
  const { principal, roleTypes, document } = context;
  const admin = isStorefrontAdmin(principal);
  const nothing = (message: string): WorkflowActionList => ({ actions: [], message });
  const current = level(document);
  const holdsLevel = (roleType: number) => admin || roleTypes.has(roleType);

  if (document.documentType === 8) {
    const approver = hasPermission(principal.permissions, 'approveQuotes');
    if (document.status === Q.Submitted.value || document.status === Q.Waiting.value) {
      if (!approver) return nothing(formatMessage('Workflow.QuoteNoPermission'));
      if (!current) return nothing(formatMessage('Workflow.NothingToDo'));
      if (!holdsLevel(current.roleType))
        return nothing(formatMessage('Workflow.NotYourLevel', { roleName: current.roleName }));
      const separated = separationOfDuties(context);
      if (separated) return nothing(separated);
      return {
        message: '',
        actions: [
          // The final approval is a transition of its own (the quote becomes Approved); its answer then continues
          // on /checkout. Only actions that change nothing before checkout lead there directly.
          action('approve', 'approve', 'Workflow.Action.Approve', { level: current.level }),
          action('reject', 'reject', 'Workflow.Action.Reject', {
            level: current.level,
            requiresComments: true,
            rejectionActions: [RA.CustomerReject.value],
          }),
        ],
      };
    }
    if (document.status === Q.Approved.value) {
      if (!approver) return nothing(formatMessage('Workflow.QuoteNoPermission'));
      return {
        message: '',
        actions: [action('checkout', 'checkout', 'Workflow.Action.Checkout', { leadsToCheckout: true })],
      };
    }
    if (document.status === Q.Expired.value) return nothing(formatMessage('Workflow.QuoteExpired'));
    return nothing(formatMessage('Workflow.NothingToDo'));
  }

  const own = document.requesterUserId === principal.userId;
  if (document.status === R.InProcess.value) {
    if (!current) return nothing(formatMessage('Workflow.NothingToDo'));
    if (own) return nothing(formatMessage('Workflow.WaitingFor', { roleName: current.roleName }));
    if (!hasPermission(principal.permissions, 'approveRequisitions'))
      return nothing(formatMessage('Workflow.NothingToDo'));
    if (!holdsLevel(current.roleType))
      return nothing(formatMessage('Workflow.NotYourLevel', { roleName: current.roleName }));
    const separated = separationOfDuties(context);
    if (separated) return nothing(separated);
    const final = current.level === document.approvalChain.length;
    return {
      message: '',
      actions: [
        action('approve', 'approve', 'Workflow.Action.Approve', {
          level: current.level,
          leadsToCheckout: final,
        }),
        action('reject', 'reject', 'Workflow.Action.Reject', {
          level: current.level,
          requiresComments: true,
          rejectionActions: [RA.TechReturn.value, RA.MgrReject.value, RA.Reject.value],
        }),
      ],
    };
  }
  if (document.status === R.Rejected.value && own && hasPermission(principal.permissions, 'requisitions')) {
    return {
      message: '',
      actions: [
        action('resubmit', 'resubmit', 'Workflow.Action.Resubmit', { leadsToCheckout: true }),
        action('cancel', 'cancel', 'Workflow.Action.Cancel'),
      ],
    };
  }
  return nothing(formatMessage('Workflow.NothingToDo'));
}

// ------------------------------------------------------------------------------------------------ mail

const linkOf = (document: WorkflowDocument) =>
  `#/${document.documentType === 8 ? 'quote' : 'requisition'}?id=${document.id}`;

async function emailOf(db: Executor, userId: string | null): Promise<string[]> {
  if (!userId) return [];
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row ? [row.email] : [];
}

/**
 * Whether a holder of a level's role may approve it: never the document's requester, nor one who approved another
 * level of it (separation of duties, unless the company allows it).
 */
const levelApprover =
  (
    document: WorkflowDocument,
    history: readonly ApprovalHistoryStep[],
    allowSameApproverAcrossLevels: boolean,
  ) =>
  (userId: string, levelNumber: number) =>
    userId !== document.requesterUserId &&
    separationOfDutiesRefusal({ userId, level: levelNumber, history, allowSameApproverAcrossLevels }) ===
      null;

/** Tells the holders of the document's current level that it waits for them. */
export async function mailApprovers(db: Executor, document: WorkflowDocument, levelNumber: number) {
  const next = document.approvalChain[levelNumber - 1];
  if (!next) return;
  const holders = await holdersOfRoleTypes(db, document.companyId, [next.roleType]);
  const mayApprove = levelApprover(
    document,
    await readHistory(db, document.documentType, document.id),
    await allowsSameApproverAcrossLevels(db, document.companyId),
  );
  const params = {
    documentName: documentName(document.documentType),
    number: document.number,
    title: document.title,
    total: formatMoney(document.grandTotal),
    roleName: next.roleName,
    link: linkOf(document),
  };
  await enqueueMail(db, {
    companyId: document.companyId,
    to: holders.filter((holder) => mayApprove(holder.userId, levelNumber)).map((holder) => holder.email),
    subject: formatMessage('Workflow.Mail.ApprovalNeededSubject', params),
    text: formatMessage('Workflow.Mail.ApprovalNeededText', params),
    kind: `${document.documentType === 8 ? 'quote' : 'requisition'}.approvalNeeded`,
    documentType: document.documentType,
    documentId: document.id,
  });
}

async function mailRequester(
  db: Executor,
  document: WorkflowDocument,
  kind: string,
  subject: string,
  text: string,
  extraTo: string[] = [],
) {
  await enqueueMail(db, {
    companyId: document.companyId,
    to: [...(await emailOf(db, document.requesterUserId)), ...extraTo],
    subject,
    text,
    kind: `${document.documentType === 8 ? 'quote' : 'requisition'}.${kind}`,
    documentType: document.documentType,
    documentId: document.id,
  });
}

const actorName = (principal: Principal) => `${principal.firstName} ${principal.lastName}`.trim();

// ------------------------------------------------------------------------------------------------ transitions

export interface WorkflowServices {
  db: Services['db'];
  tokens: TokenSigner;
}

/** The actions for the caller, after checking the token. */
export async function listActionsFor(
  services: WorkflowServices,
  principal: Principal,
  type: WorkflowDocumentType,
  id: string,
  token: string,
): Promise<WorkflowActionList> {
  const document = await loadWorkflowDocument(services.db, principal, type, id);
  checkToken(services.tokens, principal, document, token);
  return availableActions(await actionContext(services.db, principal, document));
}

/** Finds the chosen action among those available, or says why it cannot be taken. */
export async function chooseAction(
  db: Executor,
  tokens: TokenSigner,
  principal: Principal,
  document: WorkflowDocument,
  actionId: string,
  token: string,
): Promise<WorkflowAction> {
  checkToken(tokens, principal, document, token);
  const context = await actionContext(db, principal, document);
  const list = availableActions(context);
  const chosen = list.actions.find((candidate) => candidate.id === actionId);
  if (chosen) return chosen;
  if (
    document.documentType === 8 &&
    !hasPermission(principal.permissions, 'approveQuotes') &&
    ['approve', 'reject', 'checkout'].includes(actionId)
  ) {
    throw new ProblemError(403, 'QuoteApprovalNotAllowed', formatMessage('Workflow.QuoteNoPermission'));
  }
  if (
    document.documentType === 4 &&
    document.requesterUserId === principal.userId &&
    ['approve', 'reject'].includes(actionId)
  ) {
    throw new ProblemError(403, 'OwnRequisition', formatMessage('Workflow.OwnRequisition'));
  }
  // Refused only because the caller approved another level of the document: theirs to know, as the own requisition.
  const separated = separationOfDuties(context);
  const wouldHaveIt = availableActions({ ...context, allowSameApproverAcrossLevels: true }).actions.some(
    (candidate) => candidate.id === actionId,
  );
  if (separated && wouldHaveIt) throw new ProblemError(403, 'SeparationOfDuties', separated);
  throw unprocessable(
    'WorkflowActionNotAvailable',
    list.message || formatMessage('Workflow.ActionNotAvailable'),
  );
}

const continuation = (
  tokens: TokenSigner,
  principal: Principal,
  document: WorkflowDocument,
  actionId: string,
  version: number,
) => ({
  documentType: document.documentType,
  documentId: document.id,
  documentNumber: document.number,
  actionId,
  token: issueToken(tokens, principal, document, version),
});

/**
 * quote/submitWorkflow and requisition/submitWorkflow: an approval below the last level, a rejection with
 * comments, a cancellation; or, for actions that continue on /checkout, the continuation (nothing changes yet).
 * One transaction with the document's row locked; the token must name the current version.
 */
export async function submitDocumentWorkflow(
  services: WorkflowServices,
  principal: Principal,
  type: WorkflowDocumentType,
  body: Required<Omit<DocumentWorkflowBody, 'rejectionAction'>> & { rejectionAction?: number },
): Promise<DocumentWorkflowAnswer> {
  return services.db.transaction(async (tx) => {
    const document = await loadWorkflowDocument(tx, principal, type, body.documentID, true);
    const chosen = await chooseAction(tx, services.tokens, principal, document, body.actionID, body.token);
    const answer = (
      status: number,
      currentLevel: number | null,
      message: string,
      checkout: DocumentWorkflowAnswer['checkout'] = null,
    ) => ({
      documentID: document.id,
      documentNumber: document.number,
      status,
      currentLevel,
      message,
      checkout,
    });
    const name = documentName(type);
    const current = level(document);

    switch (chosen.kind) {
      case 'approve': {
        if (!current) throw changed();
        const final = current.level === document.approvalChain.length;
        if (final && type === 4) {
          // The last approval of a requisition places its order: it continues on /checkout.
          return answer(
            document.status,
            document.currentLevel,
            formatMessage('Workflow.ApprovedFinal'),
            continuation(services.tokens, principal, document, 'approve', document.version),
          );
        }
        const status = final ? Q.Approved.value : type === 8 ? Q.Waiting.value : R.InProcess.value;
        const nextLevel = final ? null : current.level + 1;
        const version = await saveTransition(tx, document, { status, currentLevel: nextLevel });
        await recordHistory(tx, {
          companyId: document.companyId,
          documentType: type,
          documentId: document.id,
          action: 'Approved',
          level: current.level,
          roleName: current.roleName,
          user: principal,
          comments: body.comments,
          status,
        });
        if (final) {
          await mailRequester(
            tx,
            document,
            'approved',
            formatMessage('Workflow.Mail.ApprovedSubject', { documentName: name, number: document.number }),
            formatMessage('Workflow.Mail.ApprovedText', {
              actor: actorName(principal),
              documentName: name,
              number: document.number,
              title: document.title,
              next: formatMessage('Workflow.ApprovedFinal'),
            }),
          );
          return answer(
            status,
            null,
            formatMessage('Workflow.ApprovedFinal'),
            continuation(services.tokens, principal, document, 'checkout', version),
          );
        }
        await mailApprovers(tx, document, current.level + 1);
        const upcoming = document.approvalChain[current.level];
        return answer(
          status,
          nextLevel,
          formatMessage('Workflow.ApprovedAtLevel', {
            level: current.level,
            roleName: upcoming?.roleName ?? '',
          }),
        );
      }
      case 'reject': {
        if (!current) throw changed();
        const comments = body.comments.trim();
        if (!comments) {
          throw unprocessable('CommentsRequired', formatMessage('Workflow.CommentsRequired'), [
            { path: 'comments', message: formatMessage('Workflow.CommentsRequired') },
          ]);
        }
        const rejectionAction =
          body.rejectionAction ?? (type === 8 ? RA.CustomerReject.value : RA.Reject.value);
        if (!chosen.rejectionActions.includes(rejectionAction)) {
          throw unprocessable('WorkflowActionNotAvailable', formatMessage('Workflow.ActionNotAvailable'));
        }
        const status = type === 8 ? Q.Rejected.value : R.Rejected.value;
        await saveTransition(tx, document, { status, currentLevel: null });
        await recordHistory(tx, {
          companyId: document.companyId,
          documentType: type,
          documentId: document.id,
          action: 'Rejected',
          level: current.level,
          roleName: current.roleName,
          user: principal,
          comments,
          rejectionAction,
          status,
        });
        const reason = rejectionActionName(rejectionAction) ?? '';
        // A quote's rejection goes to the sales team (its account manager) and the requester; a requisition's to its requester.
        await mailRequester(
          tx,
          document,
          'rejected',
          formatMessage('Workflow.Mail.RejectedSubject', { documentName: name, number: document.number }),
          formatMessage('Workflow.Mail.RejectedText', {
            actor: actorName(principal),
            documentName: name,
            number: document.number,
            title: document.title,
            reason,
            comments,
          }),
          type === 8 && document.accountManagerEmail ? [document.accountManagerEmail] : [],
        );
        return answer(
          status,
          null,
          formatMessage('Workflow.Rejected', {
            recipient: formatMessage(type === 8 ? 'Workflow.SalesTeam' : 'Workflow.Requester'),
          }),
        );
      }
      case 'cancel': {
        const status = R.Canceled.value;
        await saveTransition(tx, document, { status, currentLevel: null });
        await recordHistory(tx, {
          companyId: document.companyId,
          documentType: type,
          documentId: document.id,
          action: 'Canceled',
          user: principal,
          comments: body.comments,
          status,
        });
        return answer(status, null, formatMessage('Workflow.Canceled'));
      }
      case 'checkout':
      case 'resubmit':
        return answer(
          document.status,
          document.currentLevel,
          '',
          continuation(services.tokens, principal, document, chosen.id, document.version),
        );
    }
  });
}

/** Where each level of the document's chain stands, with who acted or who is awaited, and the history. */
export async function workflowInfo(db: Executor, document: WorkflowDocument): Promise<WorkflowInfo> {
  const history = await readHistory(db, document.documentType, document.id);
  // Only the steps since the last (re)submission say where the levels stand now.
  const round = currentApprovalRound(history);
  const holders = await holdersOfRoleTypes(
    db,
    document.companyId,
    document.approvalChain.map((entry) => entry.roleType),
  );
  const mayApprove = levelApprover(
    document,
    history,
    await allowsSameApproverAcrossLevels(db, document.companyId),
  );
  const levels = document.approvalChain.map((entry) => {
    const acted = [...round]
      .reverse()
      .find(
        (step) => step.level === entry.level && (step.action === 'Approved' || step.action === 'Rejected'),
      );
    const state = acted
      ? acted.action === 'Approved'
        ? ('approved' as const)
        : ('rejected' as const)
      : document.currentLevel === entry.level
        ? ('current' as const)
        : ('waiting' as const);
    return {
      level: entry.level,
      roleType: entry.roleType,
      roleName: entry.roleName,
      minAmount: toMoney(entry.minAmount),
      state,
      actor: acted?.actor ?? null,
      actedAt: acted?.createdAt ?? null,
      approvers:
        state === 'current' || state === 'waiting'
          ? holders
              .filter(
                (holder) => holder.roleType === entry.roleType && mayApprove(holder.userId, entry.level),
              )
              .map((holder) => holder.name)
          : [],
    };
  });
  return {
    documentType: document.documentType,
    documentID: document.id,
    status: document.status,
    currentLevel: document.currentLevel,
    levels,
    history,
  };
}
