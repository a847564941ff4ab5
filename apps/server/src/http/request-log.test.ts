import { LoginAnswer } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing';

/**
 * The server's log as an operator reads it (issue 13): one JSON line per request with what was asked and how it
 * ended, and nothing a request carried: no password, token, cookie, query value or body.
 */

const written: string[] = [];
const stream = { write: (line: string) => written.push(line) };
const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => lines().filter((line) => line.message === 'request');

let t: TestApp;

beforeAll(async () => {
  // The API key turns on the sandbox processor's server-to-server routes (a route with a parameter).
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', CARD_PROCESSOR_API_KEY: 'sandbox-processor-key-1' },
    log: createLogger('info', stream),
  });
});
afterAll(() => t?.close());

async function send(path: string, init: RequestInit = {}) {
  const response = await t.app.request(path, {
    ...init,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers },
  });
  return { response, body: await response.text() };
}

describe('the request log', () => {
  it('should write one line per request with method, path, status, duration, trace id and user', async () => {
    written.length = 0;
    const signIn = await send('/api/v1.0/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'buyer@northwind.example',
        password: DEMO_PASSWORD,
        googleCaptcha: '',
      }),
    });
    expect(signIn.response.status).toBe(200);
    const { access_token: token, refresh_token: refreshToken } = LoginAnswer.parse(
      JSON.parse(signIn.body),
    ).tokenInfo;

    const me = await send('/api/V1.0/user/Me', {
      headers: { Authorization: `Bearer ${token}`, Cookie: 'sid=cookie-value-1' },
    });
    expect(me.response.status).toBe(200);
    const refreshed = await send(`/api/v1.0/User/refreshToken?token=${token}&refreshtoken=${refreshToken}`);
    expect(refreshed.response.status).toBe(200);
    const [buyer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'buyer@northwind.example'));
    const logged = requestLines();
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatchObject({
      level: 'info',
      method: 'POST',
      path: '/api/v1.0/user/login',
      status: 200,
      traceId: signIn.response.headers.get('x-trace-id'),
    });
    expect(logged[0]?.userId).toBeUndefined();
    expect(logged[1]).toMatchObject({
      method: 'GET',
      path: '/api/V1.0/user/Me',
      status: 200,
      traceId: me.response.headers.get('x-trace-id'),
      userId: buyer?.id,
    });
    // The query's keys, never its values.
    expect(logged[2]).toMatchObject({
      path: '/api/v1.0/User/refreshToken',
      query: ['token', 'refreshtoken'],
      status: 200,
    });
    for (const line of logged) {
      expect(typeof line.durationMs).toBe('number');
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
      expect(new Date(String(line.time)).toString()).not.toBe('Invalid Date');
    }

    const everything = written.join('');
    for (const secret of [DEMO_PASSWORD, token, refreshToken, 'Bearer', 'cookie-value-1']) {
      expect(everything).not.toContain(secret);
    }
  });

  it("should log a parameterised route's pattern, not the value in the path", async () => {
    written.length = 0;
    const answer = await send('/sandbox/card-processor/v1/vault-tokens/vault-secret-9431', {
      method: 'DELETE',
    });
    expect(answer.response.status).toBe(401);
    expect(requestLines()).toEqual([
      expect.objectContaining({ path: '/sandbox/card-processor/v1/vault-tokens/:vaultToken', status: 401 }),
    ]);
    expect(written.join('')).not.toContain('vault-secret-9431');
  });

  it('should log unexpected errors and their request line with the same trace id', async () => {
    written.length = 0;
    const answer = await send('/api/v1.0/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(answer.response.status).toBe(400);
    expect(requestLines()).toEqual([
      expect.objectContaining({ status: 400, traceId: answer.response.headers.get('x-trace-id') }),
    ]);
    expect(written.join('')).not.toContain('"username"');
  });
});

describe('the logger', () => {
  it('should write fields named like secrets as [redacted], at the top level and one level down', () => {
    const out: string[] = [];
    const log = createLogger('info', { write: (line: string) => out.push(line) });
    log.info('outgoing call', {
      password: 'hunter2-top',
      headers: { authorization: 'Bearer abc.def', 'set-cookie': 'sid=s3cr3t', accept: 'application/json' },
      body: { token: 'tok-123', keep: 'visible' },
    });
    const line = JSON.parse(out[0] ?? '{}');
    expect(line).toMatchObject({
      level: 'info',
      message: 'outgoing call',
      password: '[redacted]',
      headers: { authorization: '[redacted]', 'set-cookie': '[redacted]', accept: 'application/json' },
      body: { token: '[redacted]', keep: 'visible' },
    });
    expect(out.join('')).not.toMatch(/hunter2-top|abc\.def|s3cr3t|tok-123/);
  });

  it('should write only the levels LOG_LEVEL lets through', () => {
    const out: string[] = [];
    const log = createLogger('error', { write: (line: string) => out.push(line) });
    log.info('not this');
    log.error('this one', { code: 7 });
    expect(out.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'error', message: 'this one', code: 7 }),
    ]);
    const silent: string[] = [];
    createLogger('silent', { write: (line: string) => silent.push(line) }).error('nothing');
    expect(silent).toEqual([]);
  });
});
