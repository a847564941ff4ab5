import { Enumerations, type WorkflowDocumentType, workflowEndpoints } from '@b2b-portal/api';
import { checkoutPath, documentApprovalMachine, isWorkflowChanged } from '@b2b-portal/flows';
import { useDocumentApproval } from '@b2b-portal/flows/react';
import { ApproveDialog, Button, InlineAlert, RejectDialog, WorkflowActions } from '@b2b-portal/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from '../app/hashLocation';
import { api } from '../services/api';
import { t } from '../services/messages';

const rejectionNames = new Map<number, string>(
  Object.values(Enumerations.RejectionWorkflowAction).map((action) => [action.value, action.name]),
);

export interface DocumentApprovalProps {
  documentType: WorkflowDocumentType;
  documentId: string;
  documentNumber: string;
  /**
   * Called after an action that stays on the page, with what happened in the product's words: reload the
   * document (which remounts this with a fresh token, keyed by the document's version) and show the message.
   */
  onChanged: (message: string) => void;
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
}: DocumentApprovalProps) {
  const machine = useMemo(
    () =>
      documentApprovalMachine.provide({
        actors: {
          getToken: fromPromise(({ input, signal }) =>
            api.call(workflowEndpoints.getTokenByUser, { query: input, signal, reportProblems: false }),
          ),
          listActions: fromPromise(({ input, signal }) =>
            api.call(workflowEndpoints.listActions, { query: input, signal, reportProblems: false }),
          ),
          submit: fromPromise(({ input }) => {
            const { documentType: type, ...body } = input;
            return api.call(
              type === 8
                ? workflowEndpoints.submitQuoteWorkflow
                : workflowEndpoints.submitRequisitionWorkflow,
              { body, reportProblems: false },
            );
          }),
        },
      }),
    [],
  );
  const approval = useDocumentApproval({
    machine,
    input: { documentType, documentId, documentNumber },
    onCheckout: (continuation) => navigate(checkoutPath(continuation)),
    onDone: (answer) => onChanged(answer.message),
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
      />
      <RejectDialog
        isOpen={status === 'rejecting' || (status === 'submitting' && chosen?.kind === 'reject')}
        onCancel={approval.cancel}
        onConfirm={approval.confirm}
        comments={context.comments}
        onCommentsChange={approval.setComments}
        commentsError={context.commentsError}
        rejectionActions={(chosen?.rejectionActions ?? []).map((value) => ({
          value,
          label: rejectionNames.get(value) ?? String(value),
        }))}
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
        isBusy={status === 'submitting'}
        labels={chosen ? { title: chosen.name, confirm: chosen.name } : undefined}
      />
    </div>
  );
}
