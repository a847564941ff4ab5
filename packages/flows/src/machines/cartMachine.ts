import { assign, fromPromise, setup } from 'xstate';
import { punchOutErrorCode } from './punchOutInitMachine';

/**
 * Editing a document of the cart family (the live cart, a saved cart): load it, then apply the user's changes
 * one at a time, in the order they were made, always redrawing from the document the server answers.
 *
 * loading → ready ⇄ saving, and failed when the first load fails (RELOAD retries).
 * - APPLY queues an operation; saving runs them one by one through the `applyOperation` actor (the app maps an
 *   operation to its API call). Several quick changes (typing quantities, double clicks) never race each other.
 * - A 409 whose Problem carries the fresh document (code CartChanged: another window changed the same line)
 *   replaces the document, drops the queued operations (they were based on the old view) and sets `notice`, so
 *   nothing is silently overwritten and the user sees what is there now.
 * - Any other failure keeps the document as it was, drops the queue and sets `error` (the message to show).
 * - DISMISS clears the notice and the error.
 */

/** A change the user made; the app's `applyOperation` actor knows how to send each kind. */
export interface CartOperation {
  kind: string;
  [field: string]: unknown;
}

export interface CartDocumentLike {
  id: string;
  version: number;
}

export interface CartMachineContext<Doc extends CartDocumentLike = CartDocumentLike> {
  document: Doc | null;
  queue: CartOperation[];
  /** The operation being sent, while saving. */
  current: CartOperation | null;
  /** Message of the last failure (load or change), or null. */
  error: string | null;
  /** Set when the document was refreshed because it changed elsewhere. */
  notice: string | null;
  /** The code of the last failure, e.g. CartHasRequestItems, for pages that react to it. */
  errorCode: string | null;
}

export type CartMachineEvent =
  | { type: 'APPLY'; operation: CartOperation }
  | { type: 'RELOAD' }
  | { type: 'DISMISS' }
  /** The document changed through another path (e.g. the shop added a product): show this one. */
  | { type: 'REPLACE'; document: CartDocumentLike };

/**
 * The message, code and fresh document of a failed call: the Problem body as the api client's ApiError holds it
 * (`problem`, `body`), as ofetch's FetchError holds it (`data`), or the error's own message.
 */
export function problemOf(error: unknown): { code: string | null; message: string; document: unknown } {
  const holder = (error ?? {}) as { data?: unknown; body?: unknown; problem?: unknown };
  const body = [holder.problem, holder.body, holder.data].find(
    (candidate): candidate is Record<string, unknown> => typeof candidate === 'object' && candidate !== null,
  );
  const raw = (holder.body ?? holder.data ?? {}) as Record<string, unknown>;
  const message =
    (typeof body?.message === 'string' && body.message) ||
    (error instanceof Error && error.message) ||
    'There was some Problem with your Request, Please Try again Later';
  return { code: punchOutErrorCode(error), message, document: raw.cart ?? raw.document ?? null };
}

const isConflict = (error: unknown) => {
  const problem = problemOf(error);
  return problem.code === 'CartChanged' && problem.document !== null && typeof problem.document === 'object';
};

export const cartMachine = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartMachineEvent,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'APPLY' ? [...context.queue, event.operation] : context.queue,
    }),
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    storeDocument: assign({ document: (_, params: { document: CartDocumentLike }) => params.document }),
    storeLoadError: assign(({ event }) => {
      const problem = problemOf((event as { error?: unknown }).error);
      return { error: problem.message, errorCode: problem.code };
    }),
    storeConflict: assign(({ event }) => {
      const problem = problemOf((event as { error?: unknown }).error);
      return {
        document: problem.document as CartDocumentLike,
        queue: [],
        current: null,
        notice: problem.message,
      };
    }),
    storeFailure: assign(({ event }) => {
      const problem = problemOf((event as { error?: unknown }).error);
      return { queue: [], current: null, error: problem.message, errorCode: problem.code };
    }),
    clearMessages: assign({ error: null, notice: null, errorCode: null }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    isConflict: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
  actors: {
    /** Reads the document (e.g. `GET ShoppingCart/getShoppingCart`). */
    loadDocument: fromPromise<CartDocumentLike>(async () => {
      throw new Error('cartMachine: provide the loadDocument actor');
    }),
    /** Sends one operation and answers the whole updated document. */
    applyOperation: fromPromise<CartDocumentLike, { operation: CartOperation; document: CartDocumentLike }>(
      async () => {
        throw new Error('cartMachine: provide the applyOperation actor');
      },
    ),
  },
}).createMachine({
  id: 'cart',
  context: { document: null, queue: [], current: null, error: null, notice: null, errorCode: null },
  initial: 'loading',
  on: {
    DISMISS: { actions: 'clearMessages' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadDocument',
        onDone: {
          target: 'ready',
          actions: { type: 'storeDocument', params: ({ event }) => ({ document: event.output }) },
        },
        onError: { target: 'failed', actions: 'storeLoadError' },
      },
    },
    failed: {
      on: { RELOAD: { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      always: { guard: 'hasQueue', target: 'saving' },
      on: {
        APPLY: { target: 'saving', actions: ['clearMessages', 'enqueue'] },
        RELOAD: { target: 'loading' },
        REPLACE: {
          actions: { type: 'storeDocument', params: ({ event }) => ({ document: event.document }) },
        },
      },
    },
    saving: {
      entry: 'takeNext',
      on: {
        APPLY: { actions: 'enqueue' },
      },
      invoke: {
        src: 'applyOperation',
        input: ({ context }) => ({
          operation: context.current as CartOperation,
          document: context.document as CartDocumentLike,
        }),
        onDone: [
          {
            guard: 'hasQueue',
            target: 'saving',
            reenter: true,
            actions: { type: 'storeDocument', params: ({ event }) => ({ document: event.output }) },
          },
          {
            target: 'ready',
            actions: [
              { type: 'storeDocument', params: ({ event }) => ({ document: event.output }) },
              assign({ current: null }),
            ],
          },
        ],
        onError: [
          { guard: 'isConflict', target: 'ready', actions: 'storeConflict' },
          { target: 'ready', actions: 'storeFailure' },
        ],
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
