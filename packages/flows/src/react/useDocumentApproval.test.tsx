// @vitest-environment jsdom
import type { CheckoutContinuation, DocumentWorkflowAnswer } from '@b2b-portal/api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  type DocumentApprovalSubmission,
  documentApprovalMachine,
} from '../machines/documentApprovalMachine';
import { approvalAnswer, approvalIds, approverActions, continuation } from '../testing/approvals';
import { useDocumentApproval } from './index';

function machineAnswering(answer: DocumentWorkflowAnswer, submissions: DocumentApprovalSubmission[]) {
  return documentApprovalMachine.provide({
    actors: {
      getToken: fromPromise(async () => ({ token: 'token-1' })),
      listActions: fromPromise(async () => approverActions),
      submit: fromPromise(async ({ input }) => {
        submissions.push(input);
        return answer;
      }),
    },
  });
}

const input = { documentType: 8 as const, documentId: approvalIds.quote };

describe('useDocumentApproval', () => {
  it('should load the actions, refuse a blank rejection, then submit it and call onDone', async () => {
    const submissions: DocumentApprovalSubmission[] = [];
    const answer = approvalAnswer({ status: 8, message: 'Rejected.' });
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      useDocumentApproval({ machine: machineAnswering(answer, submissions), input, onDone }),
    );
    expect(result.current.status).toBe('loading');
    expect(result.current.isBusy).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.isBusy).toBe(false);
    expect(result.current.context.actions.map((action) => action.id)).toEqual(['approve', 'reject']);
    act(() => {
      result.current.choose('reject');
      result.current.confirm();
    });
    expect(result.current.status).toBe('rejecting');
    expect(result.current.context.commentsError).toBe('Please enter comments for the rejection.');
    act(() => {
      result.current.setComments('Too expensive');
      result.current.confirm();
    });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.comments).toBe('Too expensive');
    expect(onDone).toHaveBeenCalledWith(answer);
    expect(result.current.context.answer).toEqual(answer);
  });

  it('should call onCheckout with the continuation of a final approval and the approval’s answer', async () => {
    const next = continuation();
    const approved = approvalAnswer({ status: 7, checkout: next });
    const onCheckout = vi.fn<(value: CheckoutContinuation, answer: unknown) => void>();
    const { result } = renderHook(() =>
      useDocumentApproval({
        machine: machineAnswering(approved, []),
        input,
        onCheckout,
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      result.current.send({ type: 'CHOOSE', actionId: 'approve' });
      result.current.confirm();
    });
    await waitFor(() => expect(result.current.status).toBe('continueToCheckout'));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    // The answer lets checkout say on arrival that the quote was approved (issue 16).
    expect(onCheckout).toHaveBeenCalledWith(next, approved);
  });
});
