import { ProtectToken } from '@b2b-portal/api';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '../../http/context';
import { SANDBOX_PROCESSOR_PATH } from './sandbox-processor';
import { type CardEntry, SANDBOX_TEST_CARDS } from './test-cards';

/** What the payment tests send and read, as the browser (or the processor's script) would, over HTTP. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface CallOptions {
  /** An access token; signed out when absent. */
  token?: string;
  json?: unknown;
  query?: Record<string, string>;
}

/** The portal's card form's billing details (never the number or the code: those go to the processor). */
export const billing = {
  cardHolderName: 'Blake Buyer',
  companyName: 'Northwind Health',
  addressLine1: '400 Market Street',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19106',
  email: 'ap@northwind.example',
  phone: '215-555-0100',
};

/** A card entry for a test card number: good through next year, with a code of the brand's length. */
export function testCard(cardNumber: string = SANDBOX_TEST_CARDS.visa, overrides: Partial<CardEntry> = {}) {
  return {
    cardNumber,
    expirationMonth: 12,
    expirationYear: new Date().getUTCFullYear() + 1,
    securityCode: cardNumber.startsWith('3') ? '7391' : '739',
    cardHolderName: 'Blake Buyer',
    ...overrides,
  };
}

export function paymentClient(app: Hono<AppEnv>) {
  async function send(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const response = await app.request(`${url}${search}`, { method, headers, body });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: json ? JSON.parse(text) : undefined,
    };
  }

  const api = (method: string, path: string, options?: CallOptions) => send(method, `/api/${path}`, options);

  async function protectToken(options: { token?: string; paymentInfoRequestID?: string } = {}) {
    const answer = await api('GET', 'v1.0/creditCardPayment/getProtectToken', {
      token: options.token,
      query: options.paymentInfoRequestID
        ? { paymentInfoRequestID: options.paymentInfoRequestID }
        : undefined,
    });
    expect(answer.status, answer.text).toBe(200);
    return ProtectToken.parse(answer.body).protectToken;
  }

  /** The browser's part: the card goes to the processor's tokenizer, never to the portal's API. */
  const tokenize = (protectToken: string, card: ReturnType<typeof testCard>) =>
    send('POST', `${SANDBOX_PROCESSOR_PATH}/v1/sessions`, { json: { protectToken, ...card } });

  async function sessionOf(protectToken: string, cardNumber: string = SANDBOX_TEST_CARDS.visa) {
    const answer = await tokenize(protectToken, testCard(cardNumber));
    expect(answer.status, answer.text).toBe(201);
    return (answer.body as { sessionID: string }).sessionID;
  }

  const convert = (
    sessionID: string,
    protectToken: string,
    options: { token?: string; paymentInfoRequestID?: string; saveCreditCardInfo?: boolean } = {},
  ) =>
    api('POST', 'v1.0/creditcardpayment/convertSessionToToken', {
      token: options.token,
      json: {
        sessionID,
        protectToken,
        ...billing,
        saveCreditCardInfo: options.saveCreditCardInfo ?? false,
        ...(options.paymentInfoRequestID ? { paymentInfoRequestID: options.paymentInfoRequestID } : {}),
      },
    });

  /** Protect token, tokenizer session and conversion, as the card form does them one after the other. */
  async function payWith(
    cardNumber: string,
    options: { token?: string; paymentInfoRequestID?: string; saveCreditCardInfo?: boolean } = {},
  ) {
    const token = await protectToken(options);
    return convert(await sessionOf(token, cardNumber), token, options);
  }

  return { send, api, protectToken, tokenize, sessionOf, convert, payWith };
}
