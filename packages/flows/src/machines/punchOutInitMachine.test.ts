import type { PunchOutFormData, PunchOutInitAnswer } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { MANUFACTURER_CONFIGURATION_MODULE } from '../rules/punchOut';
import { type PunchOutInitRequest, punchOutErrorCode, punchOutInitMachine } from './punchOutInitMachine';

const formData: PunchOutFormData = {
  action: 'https://supplier.example/punchout',
  duns: '123456789',
  userName: 'northwind',
  password: 'secret',
  hookUrl: 'https://portal.example/api/v1.0/shoppingcart/receivepunchout',
  cookie: 'c1',
  cXMLRequest: '<cXML/>',
};
const formAnswer: PunchOutInitAnswer = { type: 'form', data: formData };
const otherAnswer: PunchOutInitAnswer = { type: 'redirect', data: null };
const problem = (code: string) =>
  Object.assign(new Error(code), { data: { code, message: code, traceId: 't' } });

/** The machine with a scripted init call and recorded side effects. */
function startPunchOut() {
  const requests: PunchOutInitRequest[] = [];
  const effects: string[] = [];
  const pending: Array<{ resolve: (a: PunchOutInitAnswer) => void; reject: (e: unknown) => void }> = [];
  const machine = punchOutInitMachine.provide({
    actions: {
      submitForm: (_, { data }) => void effects.push(`submit:${data.duns}`),
      goToError: (_, { code }) => void effects.push(`error:${code}`),
    },
    actors: {
      initPunchOut: fromPromise<PunchOutInitAnswer, PunchOutInitRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push(input);
            pending.push({ resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = async (a: PunchOutInitAnswer) => {
    pending.at(-1)!.resolve(a);
    await settle();
  };
  const fail = async (e: unknown) => {
    pending.at(-1)!.reject(e);
    await settle();
  };
  return { actor, requests, effects, answer, fail };
}

describe('punchOutInitMachine (000 §4)', () => {
  it.each([
    {
      event: {},
      request: { type: 0, module: MANUFACTURER_CONFIGURATION_MODULE },
    },
    {
      event: {
        punchOutType: 4,
        id: 'cart-1',
        returnUrl: '/shopping-cart',
        postUrl: 'https://p',
        module: 'OCI',
      },
      request: { type: 4, id: 'cart-1', returnUrl: '/shopping-cart', postUrl: 'https://p', module: 'OCI' },
    },
  ])('should call init with $request for INIT $event', ({ event, request }) => {
    const p = startPunchOut();
    p.actor.send({ type: 'INIT', ...event });
    expect(p.actor.getSnapshot().value).toBe('loading');
    expect(p.requests).toEqual([request]);
  });

  it.each<{ case: string; module?: string; answer: PunchOutInitAnswer; stored: boolean; effects: string[] }>([
    {
      case: 'a form for the configuration tool',
      answer: formAnswer,
      stored: true,
      effects: ['submit:123456789'],
    },
    { case: 'a form for another module', module: 'OCI', answer: formAnswer, stored: true, effects: [] },
    { case: 'an answer of another type', answer: otherAnswer, stored: false, effects: [] },
    { case: "a 'form' without data", answer: { type: 'form', data: null }, stored: false, effects: [] },
  ])('should become active on $case', async ({ module, answer, stored, effects }) => {
    const p = startPunchOut();
    p.actor.send(module ? { type: 'INIT', module } : { type: 'INIT' });
    await p.answer(answer);
    const snapshot = p.actor.getSnapshot();
    expect(snapshot.value).toBe('active');
    expect(snapshot.context.active).toBe(true);
    expect(snapshot.context.formData).toEqual(stored ? formData : null);
    expect(p.effects).toEqual(effects);
  });

  it.each([
    { error: problem('NoPunchOutProfile'), effects: ['error:NoPunchOutProfile'], code: 'NoPunchOutProfile' },
    { error: { code: 'NoPunchOutProfile' }, effects: ['error:NoPunchOutProfile'], code: 'NoPunchOutProfile' },
    { error: problem('PunchOutUnavailable'), effects: [], code: 'PunchOutUnavailable' },
    { error: new Error('network down'), effects: [], code: null },
    { error: 'boom', effects: [], code: null },
  ])('should answer a failure with code $code by $effects', async ({ error, effects, code }) => {
    const p = startPunchOut();
    p.actor.send({ type: 'INIT' });
    await p.fail(error);
    expect(p.actor.getSnapshot().value).toBe('failed');
    expect(p.actor.getSnapshot().context).toMatchObject({ active: false, errorCode: code });
    expect(p.effects).toEqual(effects);
  });

  it('should read the code of an ofetch error body or of the error itself', () => {
    expect(punchOutErrorCode({ data: { code: 'X' } })).toBe('X');
    expect(punchOutErrorCode({ code: 'Y' })).toBe('Y');
    expect(punchOutErrorCode(null)).toBeNull();
  });
});

/** The outcomes of a punch-out as a person names them; every simple path is played on the real machine. */
const punchOutModel = createMachine({
  id: 'punchOutModel',
  initial: 'idle',
  states: {
    idle: { on: { INIT: 'loading' } },
    loading: {
      on: {
        ANSWER_FORM: 'submitted',
        ANSWER_OTHER: 'active',
        FAIL_NO_PROFILE: 'errorPage',
        FAIL_OTHER: 'silent',
      },
    },
    submitted: { on: { INIT: 'loading' } },
    active: { on: { INIT: 'loading' } },
    errorPage: { on: { INIT: 'loading' } },
    silent: { on: { INIT: 'loading' } },
  },
});

describe('punchOutInitMachine: model-based paths', () => {
  const paths = createTestModel(punchOutModel).getShortestPaths();

  it.each(paths.map((p) => [p.description, p] as const))('should follow %s', async (_, path) => {
    const p = startPunchOut();
    let effectsBefore = 0;
    const newEffects = () => p.effects.slice(effectsBefore);
    await path.test({
      events: {
        INIT() {
          effectsBefore = p.effects.length;
          p.actor.send({ type: 'INIT' });
        },
        ANSWER_FORM() {
          return p.answer(formAnswer);
        },
        ANSWER_OTHER() {
          return p.answer(otherAnswer);
        },
        FAIL_NO_PROFILE() {
          return p.fail(problem('NoPunchOutProfile'));
        },
        FAIL_OTHER() {
          return p.fail(problem('Other'));
        },
      },
      states: {
        idle: () => expect(p.actor.getSnapshot().value).toBe('idle'),
        loading: () => expect(p.actor.getSnapshot().value).toBe('loading'),
        submitted: () => {
          expect(p.actor.getSnapshot().context.active).toBe(true);
          expect(newEffects()).toEqual(['submit:123456789']);
        },
        active: () => {
          expect(p.actor.getSnapshot().context.active).toBe(true);
          expect(newEffects()).toEqual([]);
        },
        errorPage: () => expect(newEffects()).toEqual(['error:NoPunchOutProfile']),
        silent: () => {
          expect(p.actor.getSnapshot().value).toBe('failed');
          expect(newEffects()).toEqual([]);
        },
      },
    });
  });
});
