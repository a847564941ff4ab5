import { describe, expect, it, vi } from 'vitest';
import type { PaymentConfiguration } from '../schemas/payment';
import {
  type CardDetails,
  CardTokenizeError,
  createCardTokenizer,
  type ProcessorScriptApi,
  type ScriptHost,
} from './card-tokenizer';

const card: CardDetails = {
  cardNumber: '4111111111111111',
  expirationMonth: 12,
  expirationYear: 2031,
  securityCode: '739',
  cardHolderName: 'Blake Buyer',
};
const wex: PaymentConfiguration = {
  creditCardProcessor: 'wex',
  scriptUrl: 'https://pay.example/card-processor/v1/sessions',
  environment: 'sandbox',
};
const paytrace: PaymentConfiguration = {
  creditCardProcessor: 'paytrace',
  scriptUrl: 'https://pay.example/card-processor/v1/protect.js',
  environment: 'sandbox',
};

async function failureOf(promise: Promise<unknown>): Promise<CardTokenizeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CardTokenizeError);
  const failure = error as CardTokenizeError;
  // Whatever went wrong, the error never repeats the card.
  expect(JSON.stringify({ message: failure.message, fields: failure.fields })).not.toContain(card.cardNumber);
  return failure;
}

describe('tokenizing on a wex page', () => {
  it("should post the card as JSON to the processor's endpoint and answer its session id", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ sessionID: 'sbx_sess_1' }, { status: 201 }),
    );
    const tokenizer = createCardTokenizer({ fetch });
    await expect(tokenizer.tokenize(wex, 'sbx_pt_1', card)).resolves.toEqual({ sessionID: 'sbx_sess_1' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(wex.scriptUrl);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({ protectToken: 'sbx_pt_1', ...card });
  });

  it.each([
    [
      'a refused card as validation, with the fields',
      () =>
        Response.json(
          { error: { code: 'invalid_card', fields: [{ field: 'cardNumber', reason: 'luhn' }] } },
          { status: 400 },
        ),
      {
        kind: 'validation',
        status: 400,
        fields: [{ field: 'cardNumber', reason: 'luhn' }],
        messageKey: 'Payment.ValidationFailed',
      },
    ],
    [
      'an expired protect token',
      () => Response.json({ error: { code: 'invalid_protect_token' } }, { status: 401 }),
      { kind: 'protectTokenExpired', status: 401, messageKey: 'Payment.ProtectTokenExpired' },
    ],
    [
      'a failing processor as unavailable',
      () => new Response('Bad gateway', { status: 502 }),
      { kind: 'unavailable', status: 502, messageKey: 'Payment.SslError' },
    ],
    [
      'an answer without a session id as unavailable',
      () => Response.json({ ok: true }, { status: 201 }),
      { kind: 'unavailable', status: 201 },
    ],
    [
      'no answer at all as unavailable',
      () => {
        throw new TypeError('Failed to fetch');
      },
      { kind: 'unavailable', status: 0 },
    ],
  ])('should report %s', async (_name, answer, expected) => {
    const tokenizer = createCardTokenizer({ fetch: async () => answer() });
    expect(await failureOf(tokenizer.tokenize(wex, 'sbx_pt_1', card))).toMatchObject(expected);
  });
});

/** A page whose <script> elements "load" by running `onLoad` (or fail), counting the loads. */
function fakePage(onLoad: (host: ScriptHost, src: string) => boolean) {
  const loads: string[] = [];
  const host: ScriptHost = {
    window: {},
    document: {
      createElement: () => ({ src: '', async: false, onload: null, onerror: null, remove: () => undefined }),
      head: {
        appendChild: (node: never) => {
          const script = node as ReturnType<ScriptHost['document']['createElement']>;
          loads.push(script.src);
          queueMicrotask(() => (onLoad(host, script.src) ? script.onload?.({}) : script.onerror?.({})));
          return node;
        },
      },
    },
  };
  return { host, loads };
}

describe('tokenizing on a paytrace page', () => {
  it("should load the processor's script once and tokenize with it", async () => {
    const tokenize = vi.fn<ProcessorScriptApi['tokenize']>(async () => ({ sessionID: 'sbx_sess_2' }));
    const page = fakePage((host) => {
      host.window.SandboxCardProcessor = { tokenize };
      return true;
    });
    const tokenizer = createCardTokenizer({ host: page.host });
    const [first, second] = await Promise.all([
      tokenizer.tokenize(paytrace, 'sbx_pt_2', card),
      tokenizer.tokenize(paytrace, 'sbx_pt_2', card),
    ]);
    expect(first).toEqual({ sessionID: 'sbx_sess_2' });
    expect(second).toEqual({ sessionID: 'sbx_sess_2' });
    expect(page.loads).toEqual([paytrace.scriptUrl]);
    expect(tokenize).toHaveBeenCalledWith('sbx_pt_2', card);
  });

  it('should map what the script rejects with, and load the script again after a failed load', async () => {
    let available = false;
    const page = fakePage((host) => {
      if (!available) return false;
      host.window.SandboxCardProcessor = {
        tokenize: async () => {
          throw Object.assign(new Error('refused'), {
            status: 400,
            code: 'invalid_card',
            fields: [{ field: 'securityCode', reason: 'length' }],
          });
        },
      };
      return true;
    });
    const tokenizer = createCardTokenizer({ host: page.host });
    expect(await failureOf(tokenizer.tokenize(paytrace, 'sbx_pt_3', card))).toMatchObject({
      kind: 'unavailable',
      status: 0,
    });
    available = true;
    expect(await failureOf(tokenizer.tokenize(paytrace, 'sbx_pt_3', card))).toMatchObject({
      kind: 'validation',
      fields: [{ field: 'securityCode', reason: 'length' }],
    });
    expect(page.loads).toHaveLength(2);
  });

  it('should report a script that does not define the processor as unavailable', async () => {
    const page = fakePage(() => true);
    const tokenizer = createCardTokenizer({ host: page.host });
    expect(await failureOf(tokenizer.tokenize(paytrace, 'sbx_pt_4', card))).toMatchObject({
      kind: 'unavailable',
    });
  });
});
