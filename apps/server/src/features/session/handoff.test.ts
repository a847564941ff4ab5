import { createHash } from 'node:crypto';
import { HANDOFF_CODE_TTL_SECONDS, HandoffAnswer, HandoffExchangeAnswer } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffCodes } from '../../db/schema';
import { type Call, expectProblem } from '../../test-support/http';
import { createTestApp, demoUsers, type TestApp } from '../../testing';
import { MAX_LIVE_CODES_PER_USER } from './handoff';

const HANDOFF = '/api/v1.0/user/handoff';
const EXCHANGE = '/api/v1.0/user/handoff/exchange';

let t: TestApp;
beforeAll(async () => {
  // The limit on failed exchanges keys on the address: each test sends its own (X-Forwarded-For, one hop).
  t = await createTestApp({ env: { LOG_LEVEL: 'silent', TRUST_PROXY_HOPS: 1 } });
}, 300_000);
afterAll(() => t?.close());

let addresses = 0;
/** A client address of its own, so one test's failed exchanges do not slow another's. */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

async function send(
  path: string,
  options: { method?: string; token?: string; json?: unknown; ip?: string } = {},
): Promise<Call> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Forwarded-For': options.ip ?? '198.51.100.1',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await t.app.request(path, {
    method: options.method ?? 'POST',
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function issue(token: string, url?: string): Promise<HandoffAnswer> {
  const answer = await send(HANDOFF, { token, json: url === undefined ? {} : { url } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return HandoffAnswer.parse(answer.body);
}

const exchange = (code: string, url?: string, ip = newAddress()) =>
  send(EXCHANGE, { json: url === undefined ? { code } : { code, url }, ip });

describe('POST v1.0/user/handoff', () => {
  it('should issue a random code of at least 128 bits for the caller, valid 60 s, stored only as a hash', async () => {
    const token = await t.signIn('buyer@northwind.example');
    const before = Date.now();
    const { code, expiresAt } = await issue(token, '/orders');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits in base64url
    const after = Date.now();
    const expiry = new Date(expiresAt).getTime();
    expect(expiry - before).toBeGreaterThanOrEqual(HANDOFF_CODE_TTL_SECONDS * 1000);
    expect(expiry - after).toBeLessThanOrEqual(HANDOFF_CODE_TTL_SECONDS * 1000);
    const rows = await t.database.db
      .select()
      .from(handoffCodes)
      .where(eq(handoffCodes.userId, demoUsers.buyer.id));
    expect(rows.some((row) => row.url === '/orders' && row.codeHash !== code)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(await issue(token, '/orders')).not.toEqual(expect.objectContaining({ code }));
  });

  it('should answer 401 to a caller who is not signed in', async () => {
    const answer = await send(HANDOFF, { json: { url: '/orders' } });
    expect(answer.status).toBe(401);
  });

  it.each([
    'https://evil.example/#/orders',
    '//evil.example/orders',
    '/\\evil.example',
    'javascript:alert(1)',
    'orders',
    '/orders\nSet-Cookie: x',
  ])('should refuse %j as the url: only a path inside the portal', async (url) => {
    const token = await t.signIn('buyer@northwind.example');
    const answer = await send(HANDOFF, { token, json: { url } });
    const problem = expectProblem(answer, 400, 'ValidationFailed');
    expect(problem.errors?.map((error) => error.path)).toContain('url');
    const exchanged = await exchange('any-code', url);
    expect(expectProblem(exchanged, 400, 'ValidationFailed').errors?.map((e) => e.path)).toContain('url');
  });

  it(`should answer 429 once the user holds ${MAX_LIVE_CODES_PER_USER} unused codes`, async () => {
    const token = await t.signIn('useradmin@northwind.example');
    for (let i = 0; i < MAX_LIVE_CODES_PER_USER; i += 1) await issue(token);
    const answer = await send(HANDOFF, { token, json: {} });
    expectProblem(answer, 429, 'TooManyRequests');
    expect(answer.headers.get('retry-after')).toBe(String(HANDOFF_CODE_TTL_SECONDS));
  });
});

describe('POST v1.0/user/handoff/exchange', () => {
  it("should answer the tokens of a new login of the code's user, which work like a sign-in's", async () => {
    const issuing = await t.signIn('approver@northwind.example');
    const { code } = await issue(issuing, '/quotes');
    const answer = await exchange(code, '/quotes');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { tokenInfo } = HandoffExchangeAnswer.parse(answer.body);
    expect(tokenInfo.type).toBe('Bearer');
    const claims = decodeJwt(tokenInfo.access_token);
    expect(claims.sub).toBe(demoUsers.approver.id);
    expect(claims.sid).not.toBe(decodeJwt(issuing).sid);

    const me = await send('/api/V1.0/user/Me', { method: 'GET', token: tokenInfo.access_token });
    expect(me.body).toMatchObject({ user: { email: 'approver@northwind.example' } });
    const refreshed = await send(
      `/api/v1.0/User/refreshToken?token=${encodeURIComponent(tokenInfo.access_token)}&refreshtoken=${encodeURIComponent(tokenInfo.refresh_token)}`,
      { method: 'GET' },
    );
    expect(refreshed.status).toBe(200);
  });

  it('should bind the code to its user: each code signs in as the user who asked for it', async () => {
    const buyer = await issue(await t.signIn('buyer@northwind.example'));
    const contoso = await issue(await t.signIn('buyer@contoso.example'));
    const asBuyer = HandoffExchangeAnswer.parse((await exchange(buyer.code)).body);
    const asContoso = HandoffExchangeAnswer.parse((await exchange(contoso.code)).body);
    expect(decodeJwt(asBuyer.tokenInfo.access_token).sub).toBe(demoUsers.buyer.id);
    expect(decodeJwt(asContoso.tokenInfo.access_token).sub).toBe(demoUsers.contosoBuyer.id);
  });

  it('should exchange a code once: the second exchange answers 401 HandoffCodeUsed', async () => {
    const { code } = await issue(await t.signIn('buyer@northwind.example'), '/orders');
    expect((await exchange(code, '/orders')).status).toBe(200);
    const again = expectProblem(await exchange(code, '/orders'), 401, 'HandoffCodeUsed');
    expect(again.message).toBe(formatMessage('Handoff.CodeUsed'));
  });

  it('should let only one of two concurrent exchanges of a code win', async () => {
    const { code } = await issue(await t.signIn('buyer@northwind.example'), '/orders');
    const answers = await Promise.all([exchange(code, '/orders'), exchange(code, '/orders')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const loser = answers.find((answer) => answer.status === 401) as Call;
    expectProblem(loser, 401, 'HandoffCodeUsed');
  });

  it('should refuse an expired code with 401 HandoffCodeExpired and delete it', async () => {
    const { code } = await issue(await t.signIn('buyer@northwind.example'), '/orders');
    await t.database.db
      .update(handoffCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(handoffCodes.codeHash, createHash('sha256').update(code).digest('base64url')));
    const answer = expectProblem(await exchange(code, '/orders'), 401, 'HandoffCodeExpired');
    expect(answer.message).toBe(formatMessage('Handoff.CodeExpired'));
    const left = await t.database.db
      .select({ id: handoffCodes.id })
      .from(handoffCodes)
      .where(sql`${handoffCodes.expiresAt} < now()`);
    expect(left).toEqual([]);
    // Deleted: asked again, it is unknown.
    expectProblem(await exchange(code, '/orders'), 401, 'HandoffCodeUnknown');
  });

  it('should delete expired codes when a code is issued, so the table cannot grow', async () => {
    const token = await t.signIn('contracts@northwind.example');
    await issue(token, '/reports');
    await t.database.db
      .update(handoffCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(handoffCodes.userId, demoUsers.contracts.id));
    await issue(token, '/reports');
    const rows = await t.database.db
      .select({ expiresAt: handoffCodes.expiresAt })
      .from(handoffCodes)
      .where(eq(handoffCodes.userId, demoUsers.contracts.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('should bind the code to its url: another url answers 400 HandoffUrlMismatch and spends the code', async () => {
    const { code } = await issue(await t.signIn('buyer@northwind.example'), '/orders');
    const changed = expectProblem(await exchange(code, '/shopping-cart'), 400, 'HandoffUrlMismatch');
    expect(changed.message).toBe(formatMessage('Handoff.UrlMismatch'));
    expectProblem(await exchange(code, '/orders'), 401, 'HandoffCodeUsed');

    const landing = await issue(await t.signIn('buyer@northwind.example'));
    expectProblem(await exchange(landing.code, '/orders'), 400, 'HandoffUrlMismatch');
  });

  it('should bind the code to the login that asked for it: signed out since, the code is unknown', async () => {
    const token = await t.signIn('buyer@northwind.example');
    const { code } = await issue(token, '/orders');
    expect((await send('/api/v1.0/user/logout', { token })).status).toBe(200);
    expectProblem(await exchange(code, '/orders'), 401, 'HandoffCodeUnknown');
  });

  it('should answer 401 HandoffCodeUnknown to a code it never issued', async () => {
    const answer = expectProblem(await exchange('a'.repeat(43), '/orders'), 401, 'HandoffCodeUnknown');
    expect(answer.message).toBe(formatMessage('Handoff.CodeUnknown'));
  });

  it('should slow an address after many failed exchanges (429 with Retry-After), and no other address', async () => {
    const ip = newAddress();
    let answer: Call | undefined;
    for (let i = 0; i < 15; i += 1) {
      answer = await exchange(`unknown-${i}`, undefined, ip);
      if (answer.status === 429) break;
      expectProblem(answer, 401, 'HandoffCodeUnknown');
    }
    expectProblem(answer as Call, 429, 'TooManyRequests');
    expect(Number((answer as Call).headers.get('retry-after'))).toBeGreaterThan(0);
    const { code } = await issue(await t.signIn('buyer@northwind.example'));
    expect((await exchange(code)).status).toBe(200);
  });
});
