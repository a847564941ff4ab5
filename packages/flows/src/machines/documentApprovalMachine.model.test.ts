import { formatMessage } from '@b2b-portal/api/messages';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  approvalAnswer,
  approveAction,
  checkoutAction,
  continuation,
  type DocumentApprovalHarness,
  noActions,
  rejectAction,
  startDocumentApproval,
  workflowApiError,
} from '../testing/approvals';
import {
  type DocumentApprovalStatus,
  documentApprovalStatus,
  isWorkflowChanged,
  WORKFLOW_CHANGED,
} from './documentApprovalMachine';

/**
 * Model-based tests (xstate/graph): an abstract model of what an approver and the server can do to a document.
 * `getShortestPaths()` gives the shortest way to every state of the model (value and context); each path is
 * replayed on the real machine (fake server calls answered by the test) and after every step the machine must be
 * in the modelled state and keep the invariants: a reject is submitted only with comments, never two
 * submissions in flight, one submission per confirmation. From the end of every path, letting the server answer
 * and cancelling an open dialog always settles in ready, done, continueToCheckout or failed.
 */

interface ModelContext {
  /** The rejection action chosen in the dialog (3 is the first offered). */
  rejectionAction: 2 | 3;
  /** A second CONFIRM was sent while submitting. */
  confirmedAgain: boolean;
  /** CANCEL was tried where it is not accepted. */
  cancelTried: boolean;
}

const approvalModel = setup({
  types: { context: {} as ModelContext, events: {} as { type: string } },
}).createMachine({
  id: 'approvalModel',
  context: { rejectionAction: 3, confirmedAgain: false, cancelTried: false },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ rejectionAction: 3, confirmedAgain: false, cancelTried: false }),
      on: {
        LOADS: 'ready',
        LOADS_NOTHING: 'nothingToDo',
        TOKEN_FAILS: 'loadFailed',
        ACTIONS_FAIL: 'loadFailed',
      },
    },
    loadFailed: {
      on: { RELOAD: 'loading', CANCEL: { target: 'loadFailed', actions: assign({ cancelTried: true }) } },
    },
    nothingToDo: { on: { CHOOSE_APPROVE: 'nothingToDo', RELOAD: 'loading' } },
    ready: {
      entry: assign({ rejectionAction: 3, confirmedAgain: false }),
      on: {
        CHOOSE_REJECT: 'rejecting',
        CHOOSE_APPROVE: 'confirming',
        CHOOSE_CHECKOUT: 'continueToCheckout',
        RELOAD: 'loading',
      },
    },
    rejecting: { on: { CONFIRM_BLANK: 'rejectRefused', TYPE_COMMENTS: 'rejectingFilled', CANCEL: 'ready' } },
    rejectRefused: { on: { TYPE_COMMENTS: 'rejectingFilled', CANCEL: 'ready' } },
    rejectingFilled: {
      on: {
        CLEAR_COMMENTS: 'rejectRefusedAgain',
        CHOOSE_REJECTION_ACTION: { target: 'rejectingFilled', actions: assign({ rejectionAction: 2 }) },
        CONFIRM: 'submitting',
        DOUBLE_CONFIRM: 'submitting',
        CANCEL: 'ready',
      },
    },
    /** Comments typed then erased: CONFIRM is refused again. */
    rejectRefusedAgain: { on: { CONFIRM_BLANK: 'rejectRefused', TYPE_COMMENTS: 'rejectingFilled' } },
    confirming: {
      on: {
        TYPE_COMMENTS: 'confirming',
        CONFIRM: 'submitting',
        DOUBLE_CONFIRM: 'submitting',
        CANCEL: 'ready',
      },
    },
    submitting: {
      on: {
        CONFIRM_AGAIN: { target: 'submitting', actions: assign({ confirmedAgain: true }) },
        SUBMIT_DONE: 'done',
        SUBMIT_CHECKOUT: 'continueToCheckout',
        SUBMIT_CHANGED: 'workflowChanged',
        SUBMIT_FAILS: 'submitFailed',
      },
    },
    done: { on: { RELOAD: 'loading' } },
    workflowChanged: {
      on: {
        RELOAD: 'loading',
        CANCEL: { target: 'workflowChanged', actions: assign({ cancelTried: true }) },
      },
    },
    submitFailed: { on: { CANCEL: 'ready', RELOAD: 'loading' } },
    continueToCheckout: { type: 'final' },
  },
});

type ModelState =
  | 'loading'
  | 'loadFailed'
  | 'nothingToDo'
  | 'ready'
  | 'rejecting'
  | 'rejectRefused'
  | 'rejectingFilled'
  | 'rejectRefusedAgain'
  | 'confirming'
  | 'submitting'
  | 'done'
  | 'workflowChanged'
  | 'submitFailed'
  | 'continueToCheckout';

const machineStateOf: Record<ModelState, DocumentApprovalStatus> = {
  loading: 'loading',
  loadFailed: 'failed',
  nothingToDo: 'ready',
  ready: 'ready',
  rejecting: 'rejecting',
  rejectRefused: 'rejecting',
  rejectingFilled: 'rejecting',
  rejectRefusedAgain: 'rejecting',
  confirming: 'confirming',
  submitting: 'submitting',
  done: 'done',
  workflowChanged: 'failed',
  submitFailed: 'failed',
  continueToCheckout: 'continueToCheckout',
};

const commentsRequired = formatMessage('Workflow.CommentsRequired');

function startRun() {
  const approval = startDocumentApproval();
  /** How many times the model went into submitting. */
  const run = { approval, confirmations: 0 };
  return run;
}
type Run = ReturnType<typeof startRun>;

function checkInvariants(run: Run, context: ModelContext, state: ModelState) {
  const { approval } = run;
  expect(documentApprovalStatus(approval.state())).toBe(machineStateOf[state]);
  // A reject is never submitted without comments.
  for (const call of approval.calls.submit) {
    if (call.actionID === rejectAction.id) {
      expect(call.comments.trim()).not.toBe('');
      expect(call.rejectionAction).toBe(context.rejectionAction);
    }
  }
  // Never two submissions in flight; exactly one per confirmation.
  expect(approval.pending.submit.length).toBeLessThanOrEqual(1);
  expect(approval.calls.submit).toHaveLength(run.confirmations);
  const machine = approval.context();
  switch (state) {
    case 'rejectRefused':
      expect(machine.commentsError).toBe(commentsRequired);
      break;
    case 'rejecting':
    case 'rejectingFilled':
      expect(machine.commentsError).toBeNull();
      break;
    case 'nothingToDo':
      expect(machine.actions).toEqual([]);
      expect(machine.message).not.toBe('');
      break;
    case 'workflowChanged':
      expect(isWorkflowChanged(machine.error)).toBe(true);
      break;
    case 'submitFailed':
    case 'loadFailed':
      expect(machine.error).not.toBeNull();
      expect(isWorkflowChanged(machine.error)).toBe(false);
      break;
    case 'continueToCheckout':
      expect(approval.state().output).toEqual(machine.checkout);
      expect(machine.checkout?.token).not.toBe('');
      break;
    default:
      break;
  }
}

function executors(run: Run): Record<string, () => unknown> {
  const { approval } = run;
  const confirm = (times: number) => {
    run.confirmations += 1;
    for (let i = 0; i < times; i += 1) approval.send({ type: 'CONFIRM' });
    return approval.settle();
  };
  return {
    LOADS() {
      return approval.load({ actions: [approveAction, rejectAction, checkoutAction], message: '' });
    },
    LOADS_NOTHING() {
      return approval.load(noActions);
    },
    TOKEN_FAILS() {
      return approval.fail('getToken', new Error('network down'));
    },
    async ACTIONS_FAIL() {
      await approval.answer('getToken', { token: 'token-1' });
      await approval.fail('listActions', workflowApiError(403, 'Forbidden', 'Access is denied'));
    },
    RELOAD() {
      return approval.send({ type: 'RELOAD' });
    },
    CANCEL() {
      return approval.send({ type: 'CANCEL' });
    },
    CHOOSE_APPROVE() {
      return approval.send({ type: 'CHOOSE', actionId: approveAction.id });
    },
    CHOOSE_REJECT() {
      return approval.send({ type: 'CHOOSE', actionId: rejectAction.id });
    },
    CHOOSE_CHECKOUT() {
      return approval.send({ type: 'CHOOSE', actionId: checkoutAction.id });
    },
    CONFIRM_BLANK() {
      return approval.send({ type: 'CONFIRM' });
    },
    TYPE_COMMENTS() {
      return approval.send({ type: 'COMMENTS.CHANGE', comments: 'Over budget' });
    },
    CLEAR_COMMENTS() {
      return approval.send({ type: 'COMMENTS.CHANGE', comments: '  ' });
    },
    CHOOSE_REJECTION_ACTION() {
      return approval.send({ type: 'REJECTION_ACTION.CHANGE', value: 2 });
    },
    CONFIRM() {
      return confirm(1);
    },
    DOUBLE_CONFIRM() {
      return confirm(2);
    },
    async CONFIRM_AGAIN() {
      approval.send({ type: 'CONFIRM' });
      await approval.settle();
    },
    SUBMIT_DONE() {
      return approval.answer('submit', approvalAnswer());
    },
    SUBMIT_CHECKOUT() {
      return approval.answer('submit', approvalAnswer({ status: 7, checkout: continuation() }));
    },
    SUBMIT_CHANGED() {
      return approval.fail(
        'submit',
        workflowApiError(422, WORKFLOW_CHANGED, formatMessage('Workflow.Changed')),
      );
    },
    SUBMIT_FAILS() {
      return approval.fail('submit', workflowApiError(500, 'Internal', 'Server Error'));
    },
  };
}

/** Lets the server answer whatever is pending and closes an open dialog: the machine must come to rest. */
async function settleDown(approval: DocumentApprovalHarness) {
  for (let i = 0; i < 5; i += 1) {
    const status = documentApprovalStatus(approval.state());
    if (status === 'rejecting' || status === 'confirming') approval.send({ type: 'CANCEL' });
    else if (approval.pending.getToken.length > 0) await approval.answer('getToken', { token: 'token-x' });
    else if (approval.pending.listActions.length > 0) await approval.answer('listActions', noActions);
    else if (approval.pending.submit.length > 0) await approval.answer('submit', approvalAnswer());
    else break;
  }
  expect(['ready', 'done', 'continueToCheckout', 'failed']).toContain(
    documentApprovalStatus(approval.state()),
  );
}

const model = createTestModel(approvalModel);
const paths = model.getShortestPaths();

describe('documentApprovalMachine: model-based paths (xstate/graph)', () => {
  it('should cover every state of the model and every event', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value as string)));
    for (const path of paths) reached.add(path.state.value as string);
    expect([...reached].sort()).toEqual(Object.keys(machineStateOf).sort());
    const events = new Set(
      paths
        .flatMap((path) => path.steps.map((step) => step.event.type))
        .filter((type) => type !== 'xstate.init'),
    );
    expect([...events].sort()).toEqual(Object.keys(executors(startRun())).sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('should follow: %s', async (_, path) => {
    const run = startRun();
    const handlers = executors(run);
    await path.test({
      events: Object.fromEntries(
        Object.entries(handlers).map(([type, execute]) => [type, async () => execute()]),
      ),
      states: {
        '*': (state) => checkInvariants(run, state.context, state.value as ModelState),
      },
    });
    await settleDown(run.approval);
  });
});
