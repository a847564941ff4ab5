import { ShoppingCart } from '@b2b-portal/api';
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

/** Totals recomputed from the answered lines, independently of the server's arithmetic. */
export function expectedTotals(cart: Pick<ShoppingCart, 'items'>) {
  let grandTotal = 0;
  for (const item of cart.items) {
    if (item.pricingHidden) continue;
    grandTotal += item.unitPrice * item.quantity * (item.serviceLength === 0 ? 1 : item.serviceLength);
  }
  return { grandTotal: Math.round(grandTotal * 100) / 100, count: cart.items.length };
}
