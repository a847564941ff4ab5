import { formatMessage } from '@b2b-portal/api/messages';
import { describe, expect, it } from 'vitest';
import {
  approvalAnswer,
  approvalIds,
  approveAction,
  approverActions,
  approveToCheckoutAction,
  continuation,
  noActions,
  noPermissionMessage,
  rejectAction,
  startDocumentApproval,
  workflowApiError,
} from '../testing/approvals';
import {
  checkoutPath,
  documentApprovalStatus,
  isWorkflowChanged,
  WORKFLOW_CHANGED,
  workflowProblemOf,
} from './documentApprovalMachine';

const changed = () => workflowApiError(422, WORKFLOW_CHANGED, formatMessage('Workflow.Changed'));

describe('documentApprovalMachine: loading', () => {
  it('should fetch the token, then the actions with that token', async () => {
    const approval = startDocumentApproval();
    expect(documentApprovalStatus(approval.state())).toBe('loading');
    expect(approval.calls.getToken).toEqual([{ documentType: 8, documentId: approvalIds.quote }]);
    expect(approval.calls.listActions).toEqual([]);
    await approval.answer('getToken', { token: 'token-1' });
    expect(approval.calls.listActions).toEqual([
      { documentType: 8, documentId: approvalIds.quote, token: 'token-1' },
    ]);
    await approval.answer('listActions', approverActions);
    expect(documentApprovalStatus(approval.state())).toBe('ready');
    expect(approval.context().actions.map((a) => a.id)).toEqual(['approve', 'reject']);
    expect(approval.context().token).toBe('token-1');
  });

  it('should keep the message when there is nothing to do', async () => {
    const approval = startDocumentApproval();
    await approval.load(noActions);
    expect(approval.context().actions).toEqual([]);
    expect(approval.context().message).toBe(noPermissionMessage);
  });

  it('should fail with the Problem when the token cannot be fetched, and RELOAD should start again', async () => {
    const approval = startDocumentApproval();
    await approval.fail('getToken', workflowApiError(403, 'Forbidden', 'Access is denied'));
    expect(documentApprovalStatus(approval.state())).toBe('failed');
    expect(approval.context().error).toEqual({
      code: 'Forbidden',
      message: 'Access is denied',
      traceId: 't',
    });
    expect(approval.context().failedDuring).toBe('load');
    approval.send({ type: 'CANCEL' });
    expect(documentApprovalStatus(approval.state())).toBe('failed');
    approval.send({ type: 'RELOAD' });
    expect(approval.calls.getToken).toHaveLength(2);
    await approval.load();
    expect(documentApprovalStatus(approval.state())).toBe('ready');
    expect(approval.context().error).toBeNull();
  });

  it('should fail when the actions cannot be listed', async () => {
    const approval = startDocumentApproval();
    await approval.answer('getToken', { token: 'token-1' });
    await approval.fail('listActions', new Error('network down'));
    expect(documentApprovalStatus(approval.state())).toBe('failed');
    expect(approval.context().error?.message).toBe('network down');
  });
});

describe('documentApprovalMachine: rejecting', () => {
  it('should refuse to confirm without comments and not call submit', async () => {
    const approval = startDocumentApproval();
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'reject' });
    expect(documentApprovalStatus(approval.state())).toBe('rejecting');
    expect(approval.context().chosen).toEqual(rejectAction);
    expect(approval.context().rejectionAction).toBe(3);
    approval.send({ type: 'CONFIRM' });
    expect(documentApprovalStatus(approval.state())).toBe('rejecting');
    expect(approval.context().commentsError).toBe('Please enter comments for the rejection.');
    approval.send({ type: 'COMMENTS.CHANGE', comments: '   ' }, { type: 'CONFIRM' });
    expect(documentApprovalStatus(approval.state())).toBe('rejecting');
    expect(approval.context().commentsError).toBe(formatMessage('Workflow.CommentsRequired'));
    await approval.settle();
    expect(approval.calls.submit).toEqual([]);
  });

  it('should clear the error once comments are typed and submit them trimmed with the rejection action', async () => {
    const approval = startDocumentApproval();
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'reject' }, { type: 'CONFIRM' });
    approval.send({ type: 'COMMENTS.CHANGE', comments: '  Price too high  ' });
    expect(approval.context().commentsError).toBeNull();
    approval.send({ type: 'REJECTION_ACTION.CHANGE', value: 2 }, { type: 'CONFIRM' });
    expect(documentApprovalStatus(approval.state())).toBe('submitting');
    await approval.settle();
    expect(approval.calls.submit).toEqual([
      {
        documentType: 8,
        documentID: approvalIds.quote,
        actionID: 'reject',
        token: 'token-1',
        comments: 'Price too high',
        rejectionAction: 2,
      },
    ]);
    const answer = approvalAnswer({ status: 8, currentLevel: null, message: 'Rejected.' });
    await approval.answer('submit', answer);
    expect(documentApprovalStatus(approval.state())).toBe('done');
    expect(approval.context().answer).toEqual(answer);
    expect(approval.emitted).toEqual([{ type: 'done', answer }]);
  });

  it('should go back to ready on CANCEL and forget the comments', async () => {
    const approval = startDocumentApproval();
    await approval.load();
    approval.send(
      { type: 'CHOOSE', actionId: 'reject' },
      { type: 'COMMENTS.CHANGE', comments: 'No' },
      { type: 'CANCEL' },
    );
    expect(documentApprovalStatus(approval.state())).toBe('ready');
    expect(approval.context()).toMatchObject({ chosen: null, comments: '', commentsError: null });
  });
});

describe('documentApprovalMachine: approving', () => {
  it('should confirm with optional comments and submit once on a double CONFIRM', async () => {
    const approval = startDocumentApproval({ documentType: 4, documentId: approvalIds.requisition });
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'approve' });
    expect(documentApprovalStatus(approval.state())).toBe('confirming');
    approval.send({ type: 'CONFIRM' }, { type: 'CONFIRM' });
    await approval.settle();
    expect(approval.calls.submit).toEqual([
      {
        documentType: 4,
        documentID: approvalIds.requisition,
        actionID: 'approve',
        token: 'token-1',
        comments: '',
      },
    ]);
    approval.send({ type: 'CONFIRM' });
    await approval.settle();
    expect(approval.calls.submit).toHaveLength(1);
    await approval.answer('submit', approvalAnswer());
    expect(documentApprovalStatus(approval.state())).toBe('done');
  });

  it('should ignore an action that is not offered', async () => {
    const approval = startDocumentApproval();
    await approval.load(noActions);
    approval.send({ type: 'CHOOSE', actionId: 'approve' });
    expect(documentApprovalStatus(approval.state())).toBe('ready');
  });

  it('should continue to checkout when the answer carries a continuation', async () => {
    const approval = startDocumentApproval();
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'approve' }, { type: 'COMMENTS.CHANGE', comments: 'ok' });
    approval.send({ type: 'CONFIRM' });
    const next = continuation();
    const approved = approvalAnswer({ status: 7, checkout: next });
    await approval.answer('submit', approved);
    expect(documentApprovalStatus(approval.state())).toBe('continueToCheckout');
    expect(approval.state().status).toBe('done');
    expect(approval.state().output).toEqual(next);
    // With the approval's answer, so checkout can say the quote was approved (issue 16).
    expect(approval.emitted).toEqual([{ type: 'checkout', continuation: next, answer: approved }]);
    expect(checkoutPath(next)).toBe(
      `/checkout?documentType=8&documentId=${approvalIds.quote}&documentNumber=Q-500001&actionId=checkout&token=token-2`,
    );
  });

  it('should continue to checkout without submitting for an action that leads to checkout', async () => {
    const approval = startDocumentApproval({
      documentType: 4,
      documentId: approvalIds.requisition,
      documentNumber: 'R-1001',
    });
    await approval.load({ actions: [approveToCheckoutAction, rejectAction], message: '' }, 'token-9');
    approval.send({ type: 'CHOOSE', actionId: 'approve' });
    expect(documentApprovalStatus(approval.state())).toBe('continueToCheckout');
    expect(approval.calls.submit).toEqual([]);
    // Nothing was approved yet: the approval happens with the order.
    expect(approval.emitted).toEqual([expect.objectContaining({ type: 'checkout', answer: null })]);
    expect(approval.state().output).toEqual({
      documentType: 4,
      documentId: approvalIds.requisition,
      documentNumber: 'R-1001',
      actionId: 'approve',
      token: 'token-9',
    });
  });

  it('should RELOAD after done with a fresh token', async () => {
    const approval = startDocumentApproval();
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'approve' }, { type: 'CONFIRM' });
    await approval.answer('submit', approvalAnswer());
    approval.send({ type: 'RELOAD' });
    expect(documentApprovalStatus(approval.state())).toBe('loading');
    await approval.load(noActions, 'token-2');
    expect(approval.context().token).toBe('token-2');
    expect(approval.context().actions).toEqual([]);
  });
});

describe('documentApprovalMachine: failures', () => {
  it('should offer RELOAD when the workflow changed, refetching the token and the actions', async () => {
    const approval = startDocumentApproval();
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'approve' }, { type: 'CONFIRM' });
    await approval.fail('submit', changed());
    expect(documentApprovalStatus(approval.state())).toBe('failed');
    expect(isWorkflowChanged(approval.context().error)).toBe(true);
    expect(approval.context().error?.message).toBe(formatMessage('Workflow.Changed'));
    approval.send({ type: 'CANCEL' });
    expect(documentApprovalStatus(approval.state())).toBe('failed');
    approval.send({ type: 'RELOAD' });
    await approval.load({ actions: [approveAction], message: '' }, 'token-2');
    expect(documentApprovalStatus(approval.state())).toBe('ready');
    expect(approval.calls.getToken).toHaveLength(2);
    expect(approval.calls.listActions[1]?.token).toBe('token-2');
    expect(approval.context().error).toBeNull();
  });

  it('should go back to ready on CANCEL after another submit failure', async () => {
    const approval = startDocumentApproval();
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'approve' }, { type: 'CONFIRM' });
    await approval.fail('submit', workflowApiError(500, 'Internal', 'Something broke'));
    expect(approval.context().error?.message).toBe('Something broke');
    approval.send({ type: 'CANCEL' });
    expect(documentApprovalStatus(approval.state())).toBe('ready');
    expect(approval.context().actions).toHaveLength(2);
  });

  it('should put the server’s word on the comments back on the dialog it came from, until they change', async () => {
    const refused = (message: string) =>
      Object.assign(workflowApiError(400, 'ValidationFailed', 'There was some problem'), {
        problem: {
          code: 'ValidationFailed',
          message: 'There was some problem',
          traceId: 't',
          errors: [{ path: 'comments', message }],
        },
      });
    const approval = startDocumentApproval();
    await approval.load();
    approval.send({ type: 'CHOOSE', actionId: 'reject' });
    approval.send({ type: 'COMMENTS.CHANGE', comments: 'Too expensive' }, { type: 'CONFIRM' });
    await approval.fail('submit', refused('Please enter at most 2000 characters.'));
    expect(documentApprovalStatus(approval.state())).toBe('rejecting');
    expect(approval.context().commentsError).toBe('Please enter at most 2000 characters.');
    expect(approval.context().error).toBeNull();
    expect(approval.context().comments).toBe('Too expensive');
    approval.send({ type: 'COMMENTS.CHANGE', comments: 'Too expensive for this year' });
    expect(approval.context().commentsError).toBeNull();

    const approving = startDocumentApproval();
    await approving.load();
    approving.send({ type: 'CHOOSE', actionId: 'approve' }, { type: 'CONFIRM' });
    await approving.fail('submit', refused('Please enter at most 2000 characters.'));
    expect(documentApprovalStatus(approving.state())).toBe('confirming');
    expect(approving.context().commentsError).toBe('Please enter at most 2000 characters.');
  });

  it('should read a Problem from the shapes errors come in', () => {
    expect(workflowProblemOf({ data: { code: 'X', message: 'from data', traceId: 'a' } })).toEqual({
      code: 'X',
      message: 'from data',
      traceId: 'a',
    });
    expect(workflowProblemOf(new Error('plain')).message).toBe('plain');
    expect(workflowProblemOf(undefined).message).toBe(
      'There was some Problem with your Request, Please Try again Later',
    );
  });
});
