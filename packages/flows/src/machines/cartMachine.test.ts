import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type CartDocumentLike, type CartOperation, cartMachine, problemOf } from './cartMachine';

interface Doc extends CartDocumentLike {
  lines: Record<string, number>;
}

const problem = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { data: { code, message, traceId: 't', ...extra } });

/** The machine over a scripted server: each call waits until the test answers it. */
function startCart() {
  const calls: Array<{ kind: 'load' } | { kind: 'apply'; operation: CartOperation; seen: Doc }> = [];
  const pending: Array<{ resolve: (doc: Doc) => void; reject: (error: unknown) => void }> = [];
  const wait = () => new Promise<CartDocumentLike>((resolve, reject) => pending.push({ resolve, reject }));
  const machine = cartMachine.provide({
    actors: {
      loadDocument: fromPromise(async () => {
        calls.push({ kind: 'load' });
        return wait();
      }),
      applyOperation: fromPromise(async ({ input }) => {
        calls.push({ kind: 'apply', operation: input.operation, seen: input.document as Doc });
        return wait();
      }),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    calls,
    answer: async (doc: Doc) => {
      pending.shift()?.resolve(doc);
      await settle();
    },
    fail: async (error: unknown) => {
      pending.shift()?.reject(error);
      await settle();
    },
    state: () => actor.getSnapshot(),
  };
}

const doc = (version: number, lines: Record<string, number>): Doc => ({ id: 'cart', version, lines });
const setQuantity = (line: string, quantity: number): CartOperation => ({
  kind: 'updateItem',
  line,
  quantity,
});

describe('cartMachine', () => {
  it('should load the document and be ready', async () => {
    const cart = startCart();
    expect(cart.state().value).toBe('loading');
    await cart.answer(doc(1, { a: 1 }));
    expect(cart.state().value).toBe('ready');
    expect(cart.state().context.document).toEqual(doc(1, { a: 1 }));
  });

  it('should send quick changes one at a time, in order, each against the latest document', async () => {
    const cart = startCart();
    await cart.answer(doc(1, { a: 1, b: 1 }));
    cart.actor.send({ type: 'APPLY', operation: setQuantity('a', 2) });
    cart.actor.send({ type: 'APPLY', operation: setQuantity('a', 3) });
    cart.actor.send({ type: 'APPLY', operation: setQuantity('b', 5) });
    expect(cart.calls.filter((call) => call.kind === 'apply')).toHaveLength(1);
    await cart.answer(doc(2, { a: 2, b: 1 }));
    await cart.answer(doc(3, { a: 3, b: 1 }));
    await cart.answer(doc(4, { a: 3, b: 5 }));
    const applied = cart.calls.flatMap((call) => (call.kind === 'apply' ? [call] : []));
    expect(applied.map((call) => call.operation)).toEqual([
      setQuantity('a', 2),
      setQuantity('a', 3),
      setQuantity('b', 5),
    ]);
    expect(applied.map((call) => call.seen.version)).toEqual([1, 2, 3]);
    expect(cart.state().value).toBe('ready');
    expect(cart.state().context.document).toEqual(doc(4, { a: 3, b: 5 }));
  });

  it('should show the fresh document and a notice when another window changed the line, dropping the queue', async () => {
    const cart = startCart();
    await cart.answer(doc(1, { a: 1 }));
    cart.actor.send({ type: 'APPLY', operation: setQuantity('a', 2) });
    cart.actor.send({ type: 'APPLY', operation: setQuantity('a', 4) });
    await cart.fail(
      problem('CartChanged', 'This cart was changed in another window.', { cart: doc(7, { a: 9 }) }),
    );
    expect(cart.state().value).toBe('ready');
    expect(cart.state().context).toMatchObject({
      document: doc(7, { a: 9 }),
      queue: [],
      notice: 'This cart was changed in another window.',
      error: null,
    });
    expect(cart.calls.filter((call) => call.kind === 'apply')).toHaveLength(1);
  });

  it('should keep the document and show the message of any other failure', async () => {
    const cart = startCart();
    await cart.answer(doc(1, { a: 1 }));
    cart.actor.send({ type: 'APPLY', operation: { kind: 'checkout' } });
    await cart.fail(
      problem(
        'CartHasRequestItems',
        'The shopping cart cannot be checked out because it contains items without pricing.',
      ),
    );
    expect(cart.state().context).toMatchObject({
      document: doc(1, { a: 1 }),
      errorCode: 'CartHasRequestItems',
      error: 'The shopping cart cannot be checked out because it contains items without pricing.',
    });
    cart.actor.send({ type: 'DISMISS' });
    expect(cart.state().context.error).toBeNull();
  });

  it('should go to failed when the first load fails and load again on RELOAD', async () => {
    const cart = startCart();
    await cart.fail(problem('Http.500', 'Server Error, please try again later'));
    expect(cart.state().value).toBe('failed');
    expect(cart.state().context.error).toBe('Server Error, please try again later');
    cart.actor.send({ type: 'RELOAD' });
    expect(cart.state().value).toBe('loading');
    expect(cart.state().context.error).toBeNull();
    await cart.answer(doc(1, {}));
    expect(cart.state().value).toBe('ready');
  });

  it('should show a document handed in from elsewhere (REPLACE) while ready', async () => {
    const cart = startCart();
    await cart.answer(doc(1, {}));
    cart.actor.send({ type: 'REPLACE', document: doc(2, { a: 1 }) });
    expect(cart.state().context.document).toEqual(doc(2, { a: 1 }));
  });
});

describe('problemOf', () => {
  it.each([
    [problem('X', 'Shown'), { code: 'X', message: 'Shown', document: null }],
    [new Error('Plain'), { code: null, message: 'Plain', document: null }],
    [
      'nothing',
      {
        code: null,
        message: 'There was some Problem with your Request, Please Try again Later',
        document: null,
      },
    ],
  ])('should read %s', (error, expected) => {
    expect(problemOf(error)).toEqual(expected);
  });
});

/** The abstract model: what a user and the server can do, and what the cart must then show. */
const cartModel = createMachine({
  id: 'cartModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'ready', LOAD_FAILED: 'failed' } },
    failed: { on: { RELOAD: 'loading' } },
    ready: { on: { APPLY: 'saving', RELOAD: 'loading' } },
    saving: { on: { APPLY_MORE: 'savingTwo', SAVED: 'ready', CONFLICT: 'refreshed', FAILED: 'error' } },
    savingTwo: { on: { SAVED: 'saving' } },
    refreshed: { on: { DISMISS: 'ready', APPLY: 'saving' } },
    error: { on: { DISMISS: 'ready', APPLY: 'saving' } },
  },
});

describe('cartMachine: model-based paths (xstate/graph)', () => {
  const paths = createTestModel(cartModel).getSimplePaths();

  it.each(paths.map((path) => [path.description, path] as const))('should follow %s', async (_, path) => {
    const cart = startCart();
    let version = 1;
    const next = () => doc(++version, { a: version });
    await path.test({
      events: {
        LOADED() {
          return cart.answer(doc(1, { a: 1 }));
        },
        LOAD_FAILED() {
          return cart.fail(problem('Http.500', 'Server Error, please try again later'));
        },
        RELOAD() {
          cart.actor.send({ type: 'RELOAD' });
        },
        APPLY() {
          cart.actor.send({ type: 'APPLY', operation: setQuantity('a', 2) });
        },
        APPLY_MORE() {
          cart.actor.send({ type: 'APPLY', operation: setQuantity('a', 3) });
        },
        SAVED() {
          return cart.answer(next());
        },
        CONFLICT() {
          return cart.fail(problem('CartChanged', 'Changed elsewhere', { cart: doc(99, { a: 9 }) }));
        },
        FAILED() {
          return cart.fail(problem('Other', 'Could not save'));
        },
        DISMISS() {
          cart.actor.send({ type: 'DISMISS' });
        },
      },
      states: {
        loading: () => expect(cart.state().value).toBe('loading'),
        failed: () => expect(cart.state().matches('failed')).toBe(true),
        ready: () => {
          expect(cart.state().value).toBe('ready');
          expect(cart.state().context.document?.version).toBe(version);
          expect(cart.state().context).toMatchObject({ error: null, notice: null });
        },
        saving: () => {
          expect(cart.state().value).toBe('saving');
          expect(cart.state().context.queue).toEqual([]);
        },
        savingTwo: () => expect(cart.state().context.queue).toEqual([setQuantity('a', 3)]),
        refreshed: () => {
          expect(cart.state().value).toBe('ready');
          expect(cart.state().context).toMatchObject({ notice: 'Changed elsewhere', queue: [] });
          expect(cart.state().context.document?.version).toBe(99);
          version = 99;
        },
        error: () => {
          expect(cart.state().value).toBe('ready');
          expect(cart.state().context.error).toBe('Could not save');
          expect(cart.state().context.document?.version).toBe(version);
        },
      },
    });
  });
});

describe('problemOf with the api client error', () => {
  it('should read the Problem the ApiError carries, not its generic status text', () => {
    const error = Object.assign(
      new Error('There was some Problem with your Request, Please Try again Later'),
      {
        code: 'CartChanged',
        problem: { code: 'CartChanged', message: 'This cart was changed in another window.', traceId: 't' },
        body: {
          code: 'CartChanged',
          message: 'This cart was changed in another window.',
          traceId: 't',
          cart: { id: 'c', version: 3 },
        },
      },
    );
    expect(problemOf(error)).toEqual({
      code: 'CartChanged',
      message: 'This cart was changed in another window.',
      document: { id: 'c', version: 3 },
    });
  });
});
