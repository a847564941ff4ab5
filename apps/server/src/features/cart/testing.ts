import { moneyToCents, ShoppingCart } from '@b2b-portal/api';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '../../http/context';

/** What the cart and saved-cart tests send and read, as a browser would, over the app's HTTP interface. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  bytes: Uint8Array;
}

export type Caller = (
  method: string,
  path: string,
  options?: { json?: unknown; query?: Record<string, string> },
) => Promise<Answer>;

/**
 * `as(username)`: a caller per user, signed in on first use and kept (one browser tab each); `as.clear()` forgets
 * them, so the next use signs in again. `current` answers the test's app, made in its beforeAll.
 */
export function signedInCallers(
  current: () => {
    app: Hono<AppEnv>;
    signIn(username: string): Promise<string>;
  },
): ((username: string) => Promise<Caller>) & { clear(): void } {
  const callers = new Map<string, Caller>();
  const as = async (username: string): Promise<Caller> => {
    let caller = callers.get(username);
    if (!caller) {
      const { app, signIn } = current();
      caller = callerFor(app, await signIn(username));
      callers.set(username, caller);
    }
    return caller;
  };
  return Object.assign(as, { clear: () => callers.clear() });
}

/** A caller signed in with `token` (one browser tab). */
export function callerFor(app: Hono<AppEnv>, token: string): Caller {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const response = await app.request(`/api/${path}${search}`, { method, headers, body });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    const text = type.includes('json') ? new TextDecoder().decode(bytes) : '';
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : undefined,
      bytes,
    };
  };
}

/** The answer's cart, after checking the status and the contract's schema. */
export function cartOf(answer: Answer, status = 200): ShoppingCart {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return ShoppingCart.parse(answer.body);
}

/** Cents as a `Money` string: 215892n → "2158.92". */
export function centsToMoney(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
}

/**
 * An amount times whole factors, in integer cents: the tests' own exact arithmetic, independent of the flows
 * money module the server uses ("19.99" × 3 × 36 → "2158.92").
 */
export function times(amount: string, ...factors: number[]): string {
  return centsToMoney(factors.reduce((cents, factor) => cents * BigInt(factor), moneyToCents(amount)));
}

/** A seed price (a number literal such as 19.99) as the API answers it ("19.99"; 4895 → "4895.00"). */
export function asMoney(value: number | string): string {
  return centsToMoney(moneyToCents(String(value)));
}

/** The exact sum of amounts, in integer cents. */
export function plus(...amounts: string[]): string {
  return centsToMoney(amounts.reduce((cents, amount) => cents + moneyToCents(amount), 0n));
}

/** Totals recomputed from the answered lines, independently of the server's arithmetic. */
export function expectedTotals(cart: Pick<ShoppingCart, 'items'>) {
  const priced = cart.items.filter((item) => !item.pricingHidden);
  const grandTotal = plus(
    ...priced.map((item) =>
      times(item.unitPrice, item.quantity, item.serviceLength === 0 ? 1 : item.serviceLength),
    ),
  );
  return { grandTotal, count: cart.items.length };
}
