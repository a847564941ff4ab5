import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../../db/schema';
import { demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, token?: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function storedFor(traceId: string | null) {
  return t.database.db
    .select()
    .from(clientLogs)
    .where(eq(clientLogs.traceId, traceId ?? ''))
    .orderBy(desc(clientLogs.createdAt));
}

describe('client log', () => {
  it('should store entries without authorization headers, tokens or the bodies of login and card-token calls', async () => {
    const token = await t.signIn('buyer@northwind.example');
    const response = await post(
      '/api/v1.0/log/client',
      {
        entries: [
          {
            level: 'Error',
            message: `call failed with Authorization: Bearer ${token}`,
            url: 'http://localhost/#/shop',
            timestamp: '2026-01-05T09:00:00-05:00',
            request: {
              method: 'POST',
              path: 'v1.0/user/login',
              status: 401,
              headers: {
                Authorization: `Bearer ${token}`,
                'X-Requested-With': 'XMLHttpRequest',
                Cookie: 'a=b',
              },
              body: { username: 'buyer@northwind.example', password: 'Demo-Portal-2026!' },
            },
          },
          {
            level: 'Warn',
            message: 'card token',
            timestamp: '2026-01-05T09:00:01-05:00',
            request: {
              method: 'POST',
              path: '/v1.0/creditcardpayment/convertSessionToToken',
              body: { creditCardNumber: '4111111111111111', securityCode: '123' },
            },
          },
          {
            level: 'Info',
            message: 'search',
            timestamp: '2026-01-05T09:00:02-05:00',
            request: {
              method: 'GET',
              path: 'v1.0/Product/search',
              body: { keyword: 'switch', nested: { authorization: 'x' } },
            },
          },
        ],
      },
      token,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const rows = await storedFor(response.headers.get('x-trace-id'));
    expect(rows).toHaveLength(3);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('Demo-Portal-2026!');
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toMatch(/"authorization":"Bearer/i);
    expect(stored).not.toContain('a=b'); // the Cookie header

    const byLevel = Object.fromEntries(rows.map((row) => [row.level, row]));
    expect(byLevel.Error?.message).toBe('call failed with Authorization: Bearer [redacted]');
    expect(byLevel.Error?.userId).toBe(demoUsers.buyer.id);
    expect(byLevel.Error?.details).toEqual({
      request: {
        method: 'POST',
        path: 'v1.0/user/login',
        status: 401,
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      },
    });
    expect(byLevel.Warn?.details).toMatchObject({
      request: { path: '/v1.0/creditcardpayment/convertSessionToToken' },
    });
    expect(
      (byLevel.Warn?.details as { request?: { body?: unknown } } | undefined)?.request,
    ).not.toHaveProperty('body');
    expect(byLevel.Info?.details).toMatchObject({
      request: { body: { keyword: 'switch', nested: { authorization: '[redacted]' } } },
    });
  });

  it('should accept entries from signed-out pages too', async () => {
    const response = await post('/api/v1.0/log/client', {
      entries: [{ level: 'Info', message: 'login page loaded', timestamp: '2026-01-05T09:00:00-05:00' }],
    });
    expect(response.status).toBe(200);
    const [row] = await storedFor(response.headers.get('x-trace-id'));
    expect(row).toMatchObject({
      source: 'client',
      level: 'Info',
      message: 'login page loaded',
      userId: null,
    });
  });

  it('should cap sizes: too many entries or too long a message are refused, large bodies are truncated', async () => {
    const entry = { level: 'Info', message: 'x', timestamp: 't' };
    expect((await post('/api/v1.0/log/client', { entries: Array(101).fill(entry) })).status).toBe(400);
    expect(
      (await post('/api/v1.0/log/client', { entries: [{ ...entry, message: 'y'.repeat(8001) }] })).status,
    ).toBe(400);
    const big = await post('/api/v1.0/log/client', {
      entries: [
        {
          ...entry,
          request: { method: 'POST', path: 'v1.0/x', body: { list: Array(50).fill('z'.repeat(1500)) } },
        },
      ],
    });
    expect(big.status).toBe(200);
    const [row] = await storedFor(big.headers.get('x-trace-id'));
    expect(row?.details).toMatchObject({ truncated: true });
  });
});

describe('error log collector', () => {
  it('should store environment, messages, level, url and local time with tokens masked', async () => {
    const response = await post('/api/v1.0/log/error', {
      environment: 'production',
      messages: ['TypeError: x is undefined', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
      level: 'Error',
      url: 'http://localhost/#/orders',
      localTime: '2026-01-05T09:00:00-05:00',
    });
    expect(response.status).toBe(200);
    const [row] = await storedFor(response.headers.get('x-trace-id'));
    expect(row).toMatchObject({
      source: 'error',
      level: 'Error',
      url: 'http://localhost/#/orders',
      clientTime: '2026-01-05T09:00:00-05:00',
      message: 'TypeError: x is undefined\ntoken [redacted-jwt]',
      details: { environment: 'production', count: 2 },
    });
  });

  it('should answer 400 ValidationFailed for an entry without messages', async () => {
    const response = await post('/api/v1.0/log/error', {
      environment: 'x',
      messages: [],
      level: 'Error',
      url: '',
      localTime: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'ValidationFailed' });
  });
});

describe('log flooding', () => {
  it('should answer 429 with Retry-After once an address posts more than 120 times a minute', async () => {
    const flood = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    try {
      const body = JSON.stringify({ entries: [{ level: 'Info', message: 'x', timestamp: 't' }] });
      const send = () =>
        flood.app.request('/api/v1.0/log/client', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
      for (let i = 0; i < 120; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'TooManyRequests' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await flood.close();
    }
  });
});
