import {
  type CheckoutContinuation,
  type DocumentWorkflowAnswer,
  Enumerations,
  WORKFLOW_COMMENTS_LIMITS,
  type WorkflowActionList,
  type WorkflowDocumentType,
} from '@b2b-portal/api';
import {
  checkoutPath,
  type DocumentApprovalSubmission,
  documentApprovalMachine,
  isWorkflowChanged,
} from '@b2b-portal/flows';
import { useDocumentApproval } from '@b2b-portal/flows/react';
import { pathFor } from '@b2b-portal/flows/rules';
import { ApproveDialog, Button, InlineAlert, RejectDialog, WorkflowActions } from '@b2b-portal/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from '../app/hashLocation';
import { leaveCheckoutArrival } from '../checkout/arrival';
import { api } from '../services/api';
import { workflowEndpoints } from '../services/endpoints';
import { t as checkoutText } from '../services/messages/checkout';
import { rejectionActionMessageKey, t } from '../services/messages/documents';

/** The Rejected status of each document type (quotes 8, requisitions 3). */
const REJECTED: Record<WorkflowDocumentType, number> = {
  8: Enumerations.QuoteStatus.Rejected.value,
  4: Enumerations.RequisitionStatus.Rejected.value,
};

/** What the approval asks of the server; the page uses the API, the stories fake it. */
export interface DocumentApprovalServices {
  getToken: (
    query: { documentType: WorkflowDocumentType; documentId: string },
    signal: AbortSignal,
  ) => Promise<{ token: string }>;
  listActions: (
    query: { documentType: WorkflowDocumentType; documentId: string; token: string },
    signal: AbortSignal,
  ) => Promise<WorkflowActionList>;
  submit: (submission: DocumentApprovalSubmission) => Promise<DocumentWorkflowAnswer>;
}

/** The services over the API client. */
export const apiApprovalServices: DocumentApprovalServices = {
  getToken: (query, signal) =>
    api.call(workflowEndpoints.getTokenByUser, { query, signal, reportProblems: false }),
  listActions: (query, signal) =>
    api.call(workflowEndpoints.listActions, { query, signal, reportProblems: false }),
  submit: ({ documentType, ...body }) =>
    api.call(
      documentType === 8
        ? workflowEndpoints.submitQuoteWorkflow
        : workflowEndpoints.submitRequisitionWorkflow,
      { body, reportProblems: false },
    ),
};

export interface DocumentApprovalProps {
  documentType: WorkflowDocumentType;
  documentId: string;
  documentNumber: string;
  /**
   * Called after an action that stays on the page, with what happened in the product's words: reload the
   * document (which remounts this with a fresh token, keyed by the document's version) and show the message.
   */
  onChanged: (message: string) => void;
  /**
   * After a rejection: the rejection page (/workflow-confirmation with actionID reject) by default. Other
   * actions that stay on the page call `onChanged`.
   */
  onRejected?: (answer: DocumentWorkflowAnswer) => void;
  /**
   * Where an action that continues on /checkout goes, with the approval's answer when one was submitted (a
   * quote's final approval); the page navigates there.
   */
  onCheckout?: (continuation: CheckoutContinuation, answer: DocumentWorkflowAnswer | null) => void;
  /** The server calls; the API by default. */
  services?: DocumentApprovalServices;
}

/**
 * The approval actions of a quote or requisition: what the caller may do now (from the server), the reject
 * dialog with its required comments, the approve dialog with optional ones, and the continuation to /checkout
 * (a quote's final approval, the last approval of a requisition, a resubmission). The machine of
 * `@b2b-portal/flows` runs it; this wires it to the API.
 */
export function DocumentApproval({
  documentType,
  documentId,
  documentNumber,
  onChanged,
  onCheckout = (continuation, answer) => {
    // Approved here: the checkout says so on arrival ('Quote Q-… approved. Check out to place the order.').
    if (answer) {
      leaveCheckoutArrival(
        continuation.documentId,
        documentType === 8
          ? checkoutText('Checkout.QuoteApproved', { number: documentNumber })
          : answer.message,
      );
    }
    navigate(checkoutPath(continuation));
  },
  onRejected = (answer) =>
    navigate(
      pathFor('WorkflowConfirmation', {
        actionID: 'reject',
        documentType,
        documentID: answer.documentID,
        documentNumber: answer.documentNumber,
      }),
    ),
  services = apiApprovalServices,
}: DocumentApprovalProps) {
  const machine = useMemo(
    () =>
      documentApprovalMachine.provide({
        actors: {
          getToken: fromPromise(({ input, signal }) => services.getToken(input, signal)),
          listActions: fromPromise(({ input, signal }) => services.listActions(input, signal)),
          submit: fromPromise(({ input }) => services.submit(input)),
        },
      }),
    [services],
  );
  const approval = useDocumentApproval({
    machine,
    input: { documentType, documentId, documentNumber },
    onCheckout,
    onDone: (answer) =>
      answer.status === REJECTED[documentType] ? onRejected(answer) : onChanged(answer.message),
  });
  const { context, status } = approval;
  const chosen = context.chosen;

  return (
    <div>
      {context.error ? (
        <InlineAlert
          tone="error"
          action={
            isWorkflowChanged(context.error) || context.failedDuring === 'load' ? (
              <Button
                onPress={() => {
                  approval.reload();
                  onChanged('');
                }}
              >
                {t('Workflow.Reload')}
              </Button>
            ) : undefined
          }
        >
          {context.error.message}
        </InlineAlert>
      ) : null}
      <WorkflowActions
        actions={context.actions}
        message={status === 'loading' ? '' : context.message}
        onChoose={approval.choose}
        isBusy={approval.isBusy}
        pendingActionId={status === 'submitting' ? (chosen?.id ?? null) : null}
      />
      <RejectDialog
        isOpen={status === 'rejecting' || (status === 'submitting' && chosen?.kind === 'reject')}
        onCancel={approval.cancel}
        onConfirm={approval.confirm}
        comments={context.comments}
        onCommentsChange={approval.setComments}
        commentsError={context.commentsError}
        commentsMaxLength={WORKFLOW_COMMENTS_LIMITS.max}
        rejectionActions={(chosen?.rejectionActions ?? []).flatMap((value) => {
          // The reasons by their names in the catalogue; a value it does not name is not offered.
          const key = rejectionActionMessageKey(value);
          return key ? [{ value, label: t(key) }] : [];
        })}
        rejectionAction={context.rejectionAction}
        onRejectionActionChange={approval.setRejectionAction}
        isBusy={status === 'submitting'}
      />
      <ApproveDialog
        isOpen={status === 'confirming' || (status === 'submitting' && chosen?.kind !== 'reject')}
        onCancel={approval.cancel}
        onConfirm={approval.confirm}
        comments={context.comments}
        onCommentsChange={approval.setComments}
        commentsError={context.commentsError}
        commentsMaxLength={WORKFLOW_COMMENTS_LIMITS.max}
        isBusy={status === 'submitting'}
        labels={chosen ? { title: chosen.name, confirm: chosen.name } : undefined}
      />
    </div>
  );
}
