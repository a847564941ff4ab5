import { desc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { clientLogs } from '../../db/schema';
import { demoUsers } from '../../db/seed-data';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../logger';
import { createApp, createTestApp, type TestApp } from '../../testing';

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

  it("should cap a signed-in caller's sizes: over 100 entries or 8,000 characters refused, large bodies truncated", async () => {
    const token = await t.signIn('buyer@northwind.example');
    const entry = { level: 'Info', message: 'x', timestamp: 't' };
    expect((await post('/api/v1.0/log/client', { entries: Array(101).fill(entry) }, token)).status).toBe(400);
    expect(
      (await post('/api/v1.0/log/client', { entries: [{ ...entry, message: 'y'.repeat(8001) }] }, token))
        .status,
    ).toBe(400);
    const most = await post(
      '/api/v1.0/log/client',
      { entries: Array(100).fill({ ...entry, message: 'y'.repeat(8000) }) },
      token,
    );
    expect(most.status).toBe(200);
    const big = await post(
      '/api/v1.0/log/client',
      {
        entries: [
          {
            ...entry,
            request: { method: 'POST', path: 'v1.0/x', body: { list: Array(50).fill('z'.repeat(1500)) } },
          },
        ],
      },
      token,
    );
    expect(big.status).toBe(200);
    const [row] = await storedFor(big.headers.get('x-trace-id'));
    expect(row?.details).toMatchObject({ truncated: true });
  });

  it('should take only a small body from a signed-out page (issue 15 item 2)', async () => {
    const entry = { level: 'Info', message: 'x', timestamp: 't' };
    const refused = async (path: string, body: unknown, status: number, code: string) => {
      const response = await post(path, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    };
    // At most 20 entries of 1,000 characters, 16 KB in all.
    await refused('/api/v1.0/log/client', { entries: Array(21).fill(entry) }, 400, 'ValidationFailed');
    await refused(
      '/api/v1.0/log/client',
      { entries: [{ ...entry, message: 'y'.repeat(1001) }] },
      400,
      'ValidationFailed',
    );
    await refused(
      '/api/v1.0/log/client',
      { entries: [{ ...entry, url: `http://localhost/#/${'u'.repeat(1000)}` }] },
      400,
      'ValidationFailed',
    );
    await refused(
      '/api/v1.0/log/client',
      { entries: [{ ...entry, request: { method: 'GET', path: 'v1.0/x', body: 'z'.repeat(17_000) } }] },
      413,
      'PayloadTooLarge',
    );
    const errorLog = { environment: 'production', level: 'Error', url: '', localTime: '' };
    await refused(
      '/api/v1.0/log/error',
      { ...errorLog, messages: Array(11).fill('x') },
      400,
      'ValidationFailed',
    );
    await refused(
      '/api/v1.0/log/error',
      { ...errorLog, messages: ['y'.repeat(1001)] },
      400,
      'ValidationFailed',
    );

    expect((await post('/api/v1.0/log/client', { entries: Array(20).fill(entry) })).status).toBe(200);
    expect(
      (await post('/api/v1.0/log/client', { entries: [{ ...entry, message: 'y'.repeat(1000) }] })).status,
    ).toBe(200);
    expect((await post('/api/v1.0/log/error', { ...errorLog, messages: Array(10).fill('x') })).status).toBe(
      200,
    );
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

describe('card data in client logs (issue 15 item 8)', () => {
  it('should store card numbers removed from message, url and details, keep numbers that are not cards, and drop security-code keys', async () => {
    const token = await t.signIn('buyer@northwind.example');
    const orderId = 'c56a4180-65aa-42ec-a945-5fd21dec0538';
    const response = await post(
      '/api/v1.0/log/client',
      {
        entries: [
          {
            level: 'Warn',
            message:
              'customer typed 4111 1111 1111 1111 into the PO number, then 4111111111111112 and order 123456789012',
            url: 'http://localhost/#/shop?keyword=5555-5555-5555-4444',
            timestamp: '2026-01-05T09:00:00-05:00',
            request: {
              method: 'GET',
              path: 'v1.0/Product/search?keyword=378282246310005',
              headers: { 'X-Note': 'card 6011111111111117' },
              body: {
                keyword: 'my card is 4012888888881881 thanks',
                order: orderId,
                sentAt: 1767603600000,
                cardAsNumber: 5105105105105100,
                cvv: '123',
                card_code: '1234',
                nested: { CVC2: 987, CardSecurityCode: '555', note: 'cvv: 321' },
              },
            },
          },
        ],
      },
      token,
    );
    expect(response.status).toBe(200);
    const [row] = await storedFor(response.headers.get('x-trace-id'));
    const stored = JSON.stringify(row);
    for (const pan of ['4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005', '6011111111111117']) {
      expect(stored).not.toContain(pan);
    }
    expect(stored).not.toContain('4012888888881881');
    expect(stored).not.toContain('5105105105105100');
    expect(row?.message).toBe(
      'customer typed [card number removed] into the PO number, then 4111111111111112 and order 123456789012',
    );
    expect(row?.url).toBe('http://localhost/#/shop?keyword=[card number removed]');
    expect(row?.details).toEqual({
      request: {
        method: 'GET',
        path: 'v1.0/Product/search?keyword=[card number removed]',
        headers: { 'X-Note': 'card [card number removed]' },
        body: {
          keyword: 'my card is [card number removed] thanks',
          order: orderId,
          sentAt: 1767603600000,
          cardAsNumber: '[card number removed]',
          cvv: '[redacted]',
          card_code: '[redacted]',
          nested: { CVC2: '[redacted]', CardSecurityCode: '[redacted]', note: 'cvv: [redacted]' },
        },
      },
    });
  });

  it('should remove card numbers from signed-out entries and the error log collector too', async () => {
    const client = await post('/api/v1.0/log/client', {
      entries: [{ level: 'Error', message: 'card 4111-1111-1111-1111 declined', timestamp: 't' }],
    });
    const [clientRow] = await storedFor(client.headers.get('x-trace-id'));
    expect(clientRow?.message).toBe('card [card number removed] declined');

    const error = await post('/api/v1.0/log/error', {
      environment: 'production',
      messages: ['TypeError at checkout', 'value was 4111111111111111'],
      level: 'Error',
      url: 'http://localhost/#/checkout?card=4111+1111+1111+1111',
      localTime: '2026-01-05T09:00:00-05:00',
    });
    const [errorRow] = await storedFor(error.headers.get('x-trace-id'));
    expect(errorRow).toMatchObject({
      message: 'TypeError at checkout\nvalue was [card number removed]',
      url: 'http://localhost/#/checkout?card=[card number removed]',
    });
  });
});

describe('daily caps (issue 15 item 2)', () => {
  let a: TestApp;
  let b: Hono<AppEnv>;
  beforeAll(async () => {
    a = await createTestApp({
      env: {
        LOG_LEVEL: 'silent',
        TRUST_PROXY_HOPS: 1,
        CLIENT_LOG_ANONYMOUS_DAILY_KB: 64,
        CLIENT_LOG_USER_DAILY_MB: 1,
      },
    });
    // A second instance on the same database, with its own memory: what it counts must be what the first counts.
    const jwtSecret = await resolveJwtSecret({
      configured: undefined,
      db: a.database.db,
      dataDir: undefined,
    });
    b = createApp({ env: a.env, database: a.database, jwtSecret, log: createLogger('silent') });
  });
  afterAll(() => a?.close());

  const send = (app: Hono<AppEnv>, body: unknown, from: string, token?: string) =>
    app.request('/api/v1.0/log/client', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': from,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  // About 11 KB a post: the 64 KB of a day are gone after five.
  const small = {
    entries: Array.from({ length: 10 }, (_, i) => ({
      level: 'Info',
      message: `${i} ${'x'.repeat(900)}`,
      timestamp: 't',
    })),
  };

  /** Posts through both instances in turn until one is refused; the statuses. */
  async function postUntilRefused(from: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(429); i++) {
      statuses.push((await send(i % 2 === 0 ? a.app : b, small, from)).status);
    }
    return statuses;
  }

  it('should refuse an address that has logged its bytes for the day on every instance, with 429 and Retry-After, while others still log', async () => {
    const statuses = await postUntilRefused('203.0.113.7');
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).toEqual(Array(statuses.length - 1).fill(200));
    // 64 KB and about 11 KB a post: at most five fit.
    expect(statuses.length).toBeLessThanOrEqual(6);

    // Refused alike by both instances (a post small enough for what is left of the day would still fit).
    for (const app of [a.app, b]) {
      const refused = await send(app, small, '203.0.113.7');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'TooManyRequests', traceId: expect.any(String) });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    }
    const [{ total }] = (await a.database.db
      .execute(
        sql`select coalesce(sum(bytes), 0)::int as total from client_log_usage where key = 'ip:203.0.113.7'`,
      )
      .then((result) => (result as unknown as { rows: Array<{ total: number }> }).rows)) as [
      { total: number },
    ];
    expect(total).toBeLessThanOrEqual(64 * 1024);

    // Another address, and a signed-in user at the refused one, still log.
    expect((await send(b, small, '203.0.113.8')).status).toBe(200);
    const token = await a.signIn('buyer@northwind.example');
    expect((await send(b, small, '203.0.113.7', token)).status).toBe(200);
  });

  it('should count an IPv6 address by its /64', async () => {
    expect((await postUntilRefused('2001:db8:5:6::1')).at(-1)).toBe(429);
    expect((await send(a.app, small, '2001:db8:5:6:ffff:1:2:3')).status).toBe(429);
    expect((await send(a.app, small, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('should give a signed-in user a generous post and a larger day of their own', async () => {
    const most = { entries: Array(100).fill({ level: 'Warn', message: 'y'.repeat(8000), timestamp: 't' }) };
    const approver = await a.signIn('approver@northwind.example');
    // 100 entries of 8,000 characters are about 0.8 MB: the second does not fit in the day's 1 MB.
    expect((await send(a.app, most, '198.51.100.1', approver)).status).toBe(200);
    expect((await send(b, most, '198.51.100.2', approver)).status).toBe(429);
    const other = await a.signIn('contracts@northwind.example');
    expect((await send(b, most, '198.51.100.1', other)).status).toBe(200);
  });
});
