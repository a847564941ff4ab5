import type {
  CheckoutContinuation,
  DocumentWorkflowAnswer,
  Problem,
  WorkflowAction,
  WorkflowActionList,
  WorkflowDocumentType,
} from '@b2b-portal/api';
import { translator, workflowMessages } from '@b2b-portal/api/messages';
import { type AnyMachineSnapshot, and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { pathFor } from '../routes/routeTable';

const workflowText = translator(workflowMessages);

/**
 * Acting on a quote (8) or requisition (4) in its approval workflow (001 §4 "Work-flow actions for quotes: token
 * fetched per user, list of actions fetched, then submitWorkflow"; §5 "Rejection needs comments").
 *
 * States
 * - `loading` (`loading.token` → `loading.actions`): a workflow token for the caller, then what they may do now.
 *   → `ready` (`actions`, `message`: why there is nothing to do when `actions` is empty) | `failed`.
 * - `ready`: CHOOSE { actionId } picks an action.
 *   - an action that `requiresComments` (reject) → `rejecting`: COMMENTS.CHANGE, REJECTION_ACTION.CHANGE { value }
 *     (preset to the first of the action's `rejectionActions`), CONFIRM. CONFIRM with blank comments stays and sets
 *     `commentsError` (the text of 'Workflow.CommentsRequired'); `submit` is not called.
 *   - an action that `leadsToCheckout` (final requisition approval, checking out an approved quote, resubmitting)
 *     is not submitted here: → `continueToCheckout` (final) with the continuation built from the token.
 *   - any other action (approve below the last level, cancel) → `confirming`: optional comments, CONFIRM.
 *   - CANCEL (rejecting, confirming) → `ready`, the choice and comments dropped.
 * - `submitting`: one `submit` call; CONFIRM is not accepted here, so a double click submits once.
 *   → `continueToCheckout` when the answer carries `checkout` (the quote's final approval), else `done`
 *   (`answer.message` says what happened). A failure whose Problem names the comments (`errors` at `comments`,
 *   e.g. the server's 422 CommentsRequired or a 400 on their length) goes back to the dialog it came from
 *   (`rejecting` or `confirming`) with `commentsError` set to the server's words, until the comments change; any
 *   other failure → `failed`.
 * - `done`: RELOAD → `loading` (a new token: the document's version changed) to show what is left to do.
 * - `failed`: `error` holds the Problem. RELOAD refetches the token and the actions (what the page offers when
 *   `isWorkflowChanged(error)`: the 422 'WorkflowChanged', someone else acted first); CANCEL goes back to `ready`
 *   after a failed submission of any other kind.
 * - `continueToCheckout` (final): `checkout` holds the continuation, also the machine's output; the page
 *   navigates to `checkoutPath(checkout)` (`/checkout?documentType=…&documentId=…&documentNumber=…&actionId=…&token=…`).
 *
 * Emitted events: `{ type: 'done', answer }` on a successful submission without checkout, `{ type: 'checkout',
 * continuation, answer }` when continuing on /checkout (`answer`: the submitted approval's, or null when the
 * action itself continues there unsubmitted).
 *
 * Actors the app provides with `.provide({ actors })` (the defaults throw): `getToken` ({ documentType,
 * documentId } → { token }: GET workflowrouting/gettokenbyuser), `listActions` ({ documentType, documentId, token }
 * → WorkflowActionList), `submit` (`DocumentApprovalSubmission` → DocumentWorkflowAnswer: quote/submitWorkflow for
 * 8, requisition/submitWorkflow for 4). Errors they throw are read as a Problem: the api client's ApiError
 * `problem`, a `body`/`data` that is one, or the error's message.
 */

export interface DocumentApprovalInput {
  documentType: WorkflowDocumentType;
  documentId: string;
  /** The document's number, for the checkout continuation of an action that leads to checkout. */
  documentNumber?: string;
}

/** What `submit` sends (the body of quote/submitWorkflow or requisition/submitWorkflow, plus the type). */
export interface DocumentApprovalSubmission {
  documentType: WorkflowDocumentType;
  documentID: string;
  actionID: string;
  token: string;
  /** Trimmed; never blank for an action that requires comments. */
  comments: string;
  rejectionAction?: number;
}

export interface DocumentApprovalContext {
  documentType: WorkflowDocumentType;
  documentId: string;
  documentNumber: string;
  /** The caller's workflow token; null until fetched. */
  token: string | null;
  /** What the caller may do now. */
  actions: WorkflowAction[];
  /** Why there is nothing to do (empty when there are actions). */
  message: string;
  /** The action being confirmed (rejecting, confirming, submitting), or the last one submitted. */
  chosen: WorkflowAction | null;
  comments: string;
  /** The chosen rejection workflow action (TechReturn 1, MgrReject 2, Reject 3, CustomerReject 4), or null. */
  rejectionAction: number | null;
  /** Set when CONFIRM came with blank comments for an action that requires them. */
  commentsError: string | null;
  /** The last successful submission's answer. */
  answer: DocumentWorkflowAnswer | null;
  /** Where /checkout continues, in `continueToCheckout`. */
  checkout: CheckoutContinuation | null;
  /** The last failure. */
  error: Problem | null;
  /** Whether the last failure was loading (token/actions) or submitting. */
  failedDuring: 'load' | 'submit' | null;
}

export type DocumentApprovalEvent =
  | { type: 'CHOOSE'; actionId: string }
  | { type: 'COMMENTS.CHANGE'; comments: string }
  | { type: 'REJECTION_ACTION.CHANGE'; value: number | null }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' };

export type DocumentApprovalEmitted =
  | { type: 'done'; answer: DocumentWorkflowAnswer }
  | {
      type: 'checkout';
      continuation: CheckoutContinuation;
      /** The answer of the approval that continues on /checkout (a quote's final approval); null without one. */
      answer: DocumentWorkflowAnswer | null;
    };

export type DocumentApprovalStatus =
  | 'loading'
  | 'ready'
  | 'rejecting'
  | 'confirming'
  | 'submitting'
  | 'done'
  | 'continueToCheckout'
  | 'failed';

/** The code of the 422 answered when the document changed since the token was issued. */
export const WORKFLOW_CHANGED = 'WorkflowChanged';

const fallbackMessage = 'There was some Problem with your Request, Please Try again Later';

/** The Problem of a failed call: the ApiError's `problem`, a Problem-shaped `body`/`data`, or the error's message. */
export function workflowProblemOf(error: unknown): Problem {
  const holder = (error ?? {}) as { problem?: unknown; body?: unknown; data?: unknown; code?: unknown };
  const body = [holder.problem, holder.body, holder.data].find(
    (candidate): candidate is Record<string, unknown> =>
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof (candidate as { message?: unknown }).message === 'string',
  );
  if (body) {
    const problem: Problem = {
      code: typeof body.code === 'string' ? body.code : 'Error',
      message: body.message as string,
      traceId: typeof body.traceId === 'string' ? body.traceId : '',
    };
    if (Array.isArray(body.errors)) problem.errors = body.errors as NonNullable<Problem['errors']>;
    return problem;
  }
  const display = (error as { displayMessage?: unknown } | null)?.displayMessage;
  return {
    code: typeof holder.code === 'string' ? holder.code : 'Error',
    message:
      (typeof display === 'string' && display) ||
      (error instanceof Error && error.message) ||
      fallbackMessage,
    traceId: '',
  };
}

/** The server's word on the comments in a failed submission (its field error at `comments`), or null. */
export function commentsRefusalOf(problem: Problem | null | undefined): string | null {
  return problem?.errors?.find((error) => error.path === 'comments')?.message ?? null;
}

/** The document changed since the page got its token (someone else acted): offer RELOAD. */
export function isWorkflowChanged(problem: Problem | null | undefined): boolean {
  return problem?.code === WORKFLOW_CHANGED;
}

/** The /checkout path of a continuation (the page prefixes its router's '#'). */
export function checkoutPath(continuation: CheckoutContinuation): string {
  return pathFor('Checkout', {
    documentType: continuation.documentType,
    documentId: continuation.documentId,
    documentNumber: continuation.documentNumber,
    actionId: continuation.actionId,
    token: continuation.token,
  });
}

/** One word for the page: loading, ready, rejecting, confirming, submitting, done, continueToCheckout, failed. */
export function documentApprovalStatus(snapshot: AnyMachineSnapshot): DocumentApprovalStatus {
  const value = snapshot.value;
  if (typeof value === 'string') return value as DocumentApprovalStatus;
  return Object.keys(value as object)[0] as DocumentApprovalStatus;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const documentApprovalMachine = setup({
  types: {
    input: {} as DocumentApprovalInput,
    context: {} as DocumentApprovalContext,
    events: {} as DocumentApprovalEvent,
    emitted: {} as DocumentApprovalEmitted,
    output: {} as CheckoutContinuation | null,
  },
  actions: {
    clearChoice: assign({ chosen: null, comments: '', rejectionAction: null, commentsError: null }),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      const chosen = context.actions.find((action) => action.id === event.actionId) ?? null;
      return {
        chosen,
        comments: '',
        commentsError: null,
        rejectionAction: chosen?.rejectionActions[0] ?? null,
        error: null,
        failedDuring: null,
      };
    }),
    continueFromAction: assign(({ context }) => ({
      // Nothing was submitted here: an earlier answer (a lower level's approval) is not this continuation's.
      answer: null,
      checkout: {
        documentType: context.documentType,
        documentId: context.documentId,
        documentNumber: context.documentNumber,
        actionId: context.chosen?.id ?? '',
        token: context.token ?? '',
      },
    })),
    setComments: assign(({ context, event }) => {
      assertEvent(event, 'COMMENTS.CHANGE');
      return {
        comments: event.comments,
        commentsError: event.comments.trim() === '' ? context.commentsError : null,
      };
    }),
    setRejectionAction: assign(({ event }) => {
      assertEvent(event, 'REJECTION_ACTION.CHANGE');
      return { rejectionAction: event.value };
    }),
    requireComments: assign({ commentsError: () => workflowText('Workflow.CommentsRequired') }),
    storeLoadFailure: assign(({ event }) => ({
      error: workflowProblemOf(errorOf(event)),
      failedDuring: 'load' as const,
    })),
    storeCommentsRefusal: assign(({ event }) => ({
      commentsError: commentsRefusalOf(workflowProblemOf(errorOf(event))),
    })),
    storeSubmitFailure: assign(({ event }) => ({
      error: workflowProblemOf(errorOf(event)),
      failedDuring: 'submit' as const,
    })),
    startLoading: assign({ token: null, error: null, failedDuring: null, checkout: null }),
    emitCheckout: emit(({ context }) => ({
      type: 'checkout' as const,
      continuation: context.checkout as CheckoutContinuation,
      answer: context.answer,
    })),
    emitDone: emit(({ context }) => ({
      type: 'done' as const,
      answer: context.answer as DocumentWorkflowAnswer,
    })),
  },
  guards: {
    chosenRequiresComments: ({ context, event }) =>
      event.type === 'CHOOSE' &&
      context.actions.some((action) => action.id === event.actionId && action.requiresComments),
    chosenLeadsToCheckout: ({ context, event }) =>
      event.type === 'CHOOSE' &&
      context.actions.some((action) => action.id === event.actionId && action.leadsToCheckout),
    chosenExists: ({ context, event }) =>
      event.type === 'CHOOSE' && context.actions.some((action) => action.id === event.actionId),
    commentsBlank: ({ context }) => context.comments.trim() === '',
    commentsRefused: ({ event }) => commentsRefusalOf(workflowProblemOf(errorOf(event))) !== null,
    chosenRequiresCommentsNow: ({ context }) => context.chosen?.requiresComments === true,
    answerLeadsToCheckout: ({ event }) =>
      ((event as { output?: DocumentWorkflowAnswer }).output?.checkout ?? null) !== null,
    submitFailedWithActions: ({ context }) =>
      context.failedDuring === 'submit' && !isWorkflowChanged(context.error),
  },
  actors: {
    /** GET workflowrouting/gettokenbyuser. */
    getToken: fromPromise<{ token: string }, { documentType: WorkflowDocumentType; documentId: string }>(
      async () => {
        throw new Error('documentApprovalMachine: provide the getToken actor');
      },
    ),
    /** GET workflowrouting/listActions. */
    listActions: fromPromise<
      WorkflowActionList,
      { documentType: WorkflowDocumentType; documentId: string; token: string }
    >(async () => {
      throw new Error('documentApprovalMachine: provide the listActions actor');
    }),
    /** POST quote/submitWorkflow (8) or requisition/submitWorkflow (4). */
    submit: fromPromise<DocumentWorkflowAnswer, DocumentApprovalSubmission>(async () => {
      throw new Error('documentApprovalMachine: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'documentApproval',
  context: ({ input }) => ({
    documentType: input.documentType,
    documentId: input.documentId,
    documentNumber: input.documentNumber ?? '',
    token: null,
    actions: [],
    message: '',
    chosen: null,
    comments: '',
    rejectionAction: null,
    commentsError: null,
    answer: null,
    checkout: null,
    error: null,
    failedDuring: null,
  }),
  initial: 'loading',
  output: ({ context }) => context.checkout,
  states: {
    loading: {
      entry: ['startLoading', 'clearChoice'],
      initial: 'token',
      states: {
        token: {
          invoke: {
            src: 'getToken',
            input: ({ context }) => ({ documentType: context.documentType, documentId: context.documentId }),
            onDone: { target: 'actions', actions: assign({ token: ({ event }) => event.output.token }) },
            onError: { target: '#documentApproval.failed', actions: 'storeLoadFailure' },
          },
        },
        actions: {
          invoke: {
            src: 'listActions',
            input: ({ context }) => ({
              documentType: context.documentType,
              documentId: context.documentId,
              token: context.token ?? '',
            }),
            onDone: {
              target: '#documentApproval.ready',
              actions: assign(({ event }) => ({
                actions: event.output.actions,
                message: event.output.message,
              })),
            },
            onError: { target: '#documentApproval.failed', actions: 'storeLoadFailure' },
          },
        },
      },
    },
    ready: {
      on: {
        CHOOSE: [
          { guard: 'chosenRequiresComments', target: 'rejecting', actions: 'choose' },
          {
            guard: 'chosenLeadsToCheckout',
            target: 'continueToCheckout',
            actions: ['choose', 'continueFromAction'],
          },
          { guard: 'chosenExists', target: 'confirming', actions: 'choose' },
        ],
        RELOAD: { target: 'loading' },
      },
    },
    rejecting: {
      on: {
        'COMMENTS.CHANGE': { actions: 'setComments' },
        'REJECTION_ACTION.CHANGE': { actions: 'setRejectionAction' },
        CONFIRM: [{ guard: 'commentsBlank', actions: 'requireComments' }, { target: 'submitting' }],
        CANCEL: { target: 'ready', actions: 'clearChoice' },
      },
    },
    confirming: {
      on: {
        'COMMENTS.CHANGE': { actions: 'setComments' },
        CONFIRM: { target: 'submitting' },
        CANCEL: { target: 'ready', actions: 'clearChoice' },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => {
          const submission: DocumentApprovalSubmission = {
            documentType: context.documentType,
            documentID: context.documentId,
            actionID: context.chosen?.id ?? '',
            token: context.token ?? '',
            comments: context.comments.trim(),
          };
          if (context.chosen?.requiresComments && context.rejectionAction !== null)
            submission.rejectionAction = context.rejectionAction;
          return submission;
        },
        onDone: [
          {
            guard: 'answerLeadsToCheckout',
            target: 'continueToCheckout',
            actions: assign(({ event }) => ({ answer: event.output, checkout: event.output.checkout })),
          },
          { target: 'done', actions: assign({ answer: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: and(['commentsRefused', 'chosenRequiresCommentsNow']),
            target: 'rejecting',
            actions: 'storeCommentsRefusal',
          },
          { guard: 'commentsRefused', target: 'confirming', actions: 'storeCommentsRefusal' },
          { target: 'failed', actions: 'storeSubmitFailure' },
        ],
      },
    },
    done: {
      entry: 'emitDone',
      on: { RELOAD: { target: 'loading' } },
    },
    failed: {
      on: {
        RELOAD: { target: 'loading' },
        CANCEL: {
          guard: 'submitFailedWithActions',
          target: 'ready',
          actions: ['clearChoice', assign({ error: null, failedDuring: null })],
        },
      },
    },
    continueToCheckout: {
      type: 'final',
      entry: 'emitCheckout',
    },
  },
});

export type DocumentApprovalMachine = typeof documentApprovalMachine;
