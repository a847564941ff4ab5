import type {
  CheckoutContinuation,
  DocumentWorkflowAnswer,
  WorkflowAction,
  WorkflowActionList,
  WorkflowDocumentType,
} from '@b2b-portal/api';
import { createActor, fromPromise } from 'xstate';
import {
  type DocumentApprovalEmitted,
  type DocumentApprovalEvent,
  type DocumentApprovalInput,
  type DocumentApprovalSubmission,
  documentApprovalMachine,
} from '../machines/documentApprovalMachine';

/** Fixtures of the approval workflow for the machine's tests, the hook's tests and Storybook. */

export const approvalIds = {
  quote: '00000000-0000-4000-8000-000000000801',
  requisition: '00000000-0000-4000-8000-000000000401',
};

export const approveAction: WorkflowAction = {
  id: 'approve',
  kind: 'approve',
  name: 'Approve',
  requiresComments: false,
  leadsToCheckout: false,
  level: 1,
  rejectionActions: [],
};

export const rejectAction: WorkflowAction = {
  id: 'reject',
  kind: 'reject',
  name: 'Reject',
  requiresComments: true,
  leadsToCheckout: false,
  level: 1,
  rejectionActions: [3, 2, 1],
};

/** The final approval of a requisition: continues on /checkout without a submit here. */
export const approveToCheckoutAction: WorkflowAction = {
  ...approveAction,
  level: 2,
  leadsToCheckout: true,
};

export const checkoutAction: WorkflowAction = {
  id: 'checkout',
  kind: 'checkout',
  name: 'Check out',
  requiresComments: false,
  leadsToCheckout: true,
  level: null,
  rejectionActions: [],
};

export const approverActions: WorkflowActionList = { actions: [approveAction, rejectAction], message: '' };

/** The documents' message for a user without the quote approval permission. */
export const noPermissionMessage =
  'You do not have the required permissions to process this quote. Please contact your system administrator.';

export const noActions: WorkflowActionList = { actions: [], message: noPermissionMessage };

export function approvalAnswer(overrides: Partial<DocumentWorkflowAnswer> = {}): DocumentWorkflowAnswer {
  return {
    documentID: approvalIds.quote,
    documentNumber: 'Q-500001',
    status: 2,
    currentLevel: 2,
    message: 'Approved at level 1. Waiting for Approver Level 2.',
    checkout: null,
    ...overrides,
  };
}

export function continuation(overrides: Partial<CheckoutContinuation> = {}): CheckoutContinuation {
  return {
    documentType: 8,
    documentId: approvalIds.quote,
    documentNumber: 'Q-500001',
    actionId: 'checkout',
    token: 'token-2',
    ...overrides,
  };
}

/** An error as the api client throws it (ApiError-like: status, problem, body, displayMessage). */
export function workflowApiError(status: number, code: string, message: string): Error {
  return Object.assign(new Error('There was some Problem with your Request, Please Try again Later'), {
    status,
    problem: { code, message, traceId: 't' },
    body: { code, message, traceId: 't' },
    displayMessage: message,
  });
}

type Pending = { resolve: (value: never) => void; reject: (error: unknown) => void };

/** The machine over a scripted server: every call waits until the test answers or fails it. */
export function startDocumentApproval(
  input: DocumentApprovalInput = {
    documentType: 8,
    documentId: approvalIds.quote,
    documentNumber: 'Q-500001',
  },
) {
  const calls = {
    getToken: [] as { documentType: WorkflowDocumentType; documentId: string }[],
    listActions: [] as { documentType: WorkflowDocumentType; documentId: string; token: string }[],
    submit: [] as DocumentApprovalSubmission[],
  };
  const pending = { getToken: [] as Pending[], listActions: [] as Pending[], submit: [] as Pending[] };
  const wait = <T>(queue: Pending[]) =>
    new Promise<T>((resolve, reject) => queue.push({ resolve: resolve as (value: never) => void, reject }));
  const machine = documentApprovalMachine.provide({
    actors: {
      getToken: fromPromise(async ({ input }) => {
        calls.getToken.push(input);
        return wait<{ token: string }>(pending.getToken);
      }),
      listActions: fromPromise(async ({ input }) => {
        calls.listActions.push(input);
        return wait<WorkflowActionList>(pending.listActions);
      }),
      submit: fromPromise(async ({ input }) => {
        calls.submit.push(input);
        return wait<DocumentWorkflowAnswer>(pending.submit);
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: DocumentApprovalEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const answer = async (kind: keyof typeof pending, value: unknown) => {
    const call = pending[kind].shift();
    if (!call) throw new Error(`no ${kind} call is waiting`);
    call.resolve(value as never);
    await settle();
  };
  const fail = async (kind: keyof typeof pending, error: unknown) => {
    const call = pending[kind].shift();
    if (!call) throw new Error(`no ${kind} call is waiting`);
    call.reject(error);
    await settle();
  };
  const send = (...events: DocumentApprovalEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const state = () => actor.getSnapshot();
  const context = () => actor.getSnapshot().context;
  /** Answers the token and the actions: ready. */
  const load = async (actions: WorkflowActionList = approverActions, token = 'token-1') => {
    await answer('getToken', { token });
    await answer('listActions', actions);
  };
  return { actor, calls, pending, answer, fail, send, state, context, settle, load, emitted };
}

export type DocumentApprovalHarness = ReturnType<typeof startDocumentApproval>;
