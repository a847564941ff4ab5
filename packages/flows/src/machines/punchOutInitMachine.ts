import type { PunchOutFormData, PunchOutInitAnswer } from '@b2b-portal/api';
import { assign, fromPromise, setup } from 'xstate';
import {
  MANUFACTURER_CONFIGURATION_MODULE,
  NO_PUNCH_OUT_PROFILE,
  PUNCH_OUT_DEFAULT_TYPE,
} from '../rules/punchOut';

/**
 * Punch-out init (000 §4, §8): hand the user to the supplier's configuration tool.
 * idle → loading (the `initPunchOut` actor calls `GET /v1.0/punchout/init`) →
 * - success: the active flag is set; an answer of type 'form' has its data stored, and for the manufacturer's
 *   configuration-tool module the form is auto-submitted (`submitForm`, provided by the app, builds and posts
 *   the hidden form);
 * - failure with code NoPunchOutProfile: `goToError('NoPunchOutProfile')`; any other failure is ignored silently.
 * INIT may be sent again from `active` or `failed` (the user clicks the menu entry again).
 */

export interface PunchOutInitRequest {
  type: number;
  id?: string;
  postUrl?: string;
  returnUrl?: string;
  module: string;
}

export type PunchOutInitEvent = {
  type: 'INIT';
  /** @default 0 */
  punchOutType?: number;
  id?: string;
  postUrl?: string;
  returnUrl?: string;
  /** @default MANUFACTURER_CONFIGURATION_MODULE */
  module?: string;
};

export interface PunchOutInitContext {
  request: PunchOutInitRequest | null;
  /** Set after a successful init (000 §4). */
  active: boolean;
  /** The stored form data of a 'form' answer. */
  formData: PunchOutFormData | null;
  /** The error code of the last failed init, if any (kept for diagnostics; not shown). */
  errorCode: string | null;
}

/** The code of a failure: a Problem body's `code`, on the error itself or under `data` (ofetch's FetchError). */
export function punchOutErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const data = (error as { data?: { code?: unknown } }).data;
  return typeof data?.code === 'string' ? data.code : null;
}

export function punchOutRequest(event: PunchOutInitEvent): PunchOutInitRequest {
  const request: PunchOutInitRequest = {
    type: event.punchOutType ?? PUNCH_OUT_DEFAULT_TYPE,
    module: event.module ?? MANUFACTURER_CONFIGURATION_MODULE,
  };
  if (event.id !== undefined) request.id = event.id;
  if (event.postUrl !== undefined) request.postUrl = event.postUrl;
  if (event.returnUrl !== undefined) request.returnUrl = event.returnUrl;
  return request;
}

export const punchOutInitMachine = setup({
  types: {
    context: {} as PunchOutInitContext,
    events: {} as PunchOutInitEvent,
  },
  actions: {
    submitForm: (_, _params: { data: PunchOutFormData }) => {},
    goToError: (_, _params: { code: string }) => {},
    storeRequest: assign({ request: ({ event }) => punchOutRequest(event), errorCode: null }),
    storeAnswer: assign(({ context }, params: { answer: PunchOutInitAnswer }) => ({
      active: true,
      formData: params.answer.type === 'form' && params.answer.data ? params.answer.data : context.formData,
    })),
    storeError: assign({ errorCode: (_, params: { code: string | null }) => params.code }),
  },
  guards: {
    shouldAutoSubmit: ({ context }, params: { answer: PunchOutInitAnswer }) =>
      context.request?.module === MANUFACTURER_CONFIGURATION_MODULE &&
      params.answer.type === 'form' &&
      params.answer.data !== null,
    isNoPunchOutProfile: (_, params: { code: string | null }) => params.code === NO_PUNCH_OUT_PROFILE,
  },
  actors: {
    /** Calls `GET /v1.0/punchout/init` with the request as query. */
    initPunchOut: fromPromise<PunchOutInitAnswer, PunchOutInitRequest>(async () => {
      throw new Error('punchOutInitMachine: provide the initPunchOut actor');
    }),
  },
}).createMachine({
  id: 'punchOutInit',
  context: { request: null, active: false, formData: null, errorCode: null },
  initial: 'idle',
  states: {
    idle: { on: { INIT: { target: 'loading', actions: 'storeRequest' } } },
    loading: {
      invoke: {
        src: 'initPunchOut',
        input: ({ context }) => context.request ?? punchOutRequest({ type: 'INIT' }),
        onDone: [
          {
            guard: { type: 'shouldAutoSubmit', params: ({ event }) => ({ answer: event.output }) },
            target: 'active',
            actions: [
              { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
              {
                type: 'submitForm',
                params: ({ event }) => ({ data: event.output.data as PunchOutFormData }),
              },
            ],
          },
          {
            target: 'active',
            actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: [
          {
            guard: {
              type: 'isNoPunchOutProfile',
              params: ({ event }) => ({ code: punchOutErrorCode(event.error) }),
            },
            target: 'failed',
            actions: [
              { type: 'storeError', params: { code: NO_PUNCH_OUT_PROFILE } },
              { type: 'goToError', params: { code: NO_PUNCH_OUT_PROFILE } },
            ],
          },
          {
            target: 'failed',
            actions: {
              type: 'storeError',
              params: ({ event }) => ({ code: punchOutErrorCode(event.error) }),
            },
          },
        ],
      },
    },
    active: { on: { INIT: { target: 'loading', actions: 'storeRequest' } } },
    failed: { on: { INIT: { target: 'loading', actions: 'storeRequest' } } },
  },
});

export type PunchOutInitMachine = typeof punchOutInitMachine;
