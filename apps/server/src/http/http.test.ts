import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { anyOf, defineEndpoint, Enumerations, endpointList, Ok, Problem } from '@b2b-portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing';

/** Endpoints used only here, to exercise the permission and feature checks of the generic registration. */
const approveSomething = defineEndpoint({
  id: 'test.approve',
  method: 'POST',
  path: 'v1.0/test/approve',
  access: 'user',
  permission: anyOf('approveQuotes', 'approveRequisitions'),
  body: z.object({ id: z.uuid(), count: z.number().int().min(1) }),
  answer: Ok,
  summary: 'test only',
});
const contractsOnly = defineEndpoint({
  id: 'test.contracts',
  method: 'GET',
  path: 'v1.0/test/contracts',
  access: 'user',
  permission: 'contractsView',
  feature: Enumerations.ApplicationFeature.MaintenanceContracts.value,
  answer: Ok,
  summary: 'test only',
});
const brokenAnswer = defineEndpoint({
  id: 'test.broken',
  method: 'GET',
  path: 'v1.0/test/broken',
  access: 'public',
  answer: Ok,
  summary: 'test only',
});
const throwing = defineEndpoint({
  id: 'test.throwing',
  method: 'GET',
  path: 'v1.0/test/throwing',
  access: 'public',
  answer: Ok,
  summary: 'test only',
});

let t: TestApp;
let distDir: string;

async function request(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const response = await t.app.request(path, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, text };
}

function expectProblem(answer: Awaited<ReturnType<typeof request>>, status: number, code: string) {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status, body: { code } });
  const problem = Problem.parse(answer.body);
  expect(answer.headers.get('x-trace-id')).toBe(problem.traceId);
  return problem;
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  writeFileSync(path.join(distDir, 'assets', 'index-B7d2kP_x.js'), 'console.log("portal")');
  writeFileSync(path.join(distDir, 'assets', 'Logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A shared chunk: the build names those by their hash alone (vite.config.ts).
  writeFileSync(path.join(distDir, 'assets', '0YVJWyXb.js'), 'export const shared = 1;');
  t = await createTestApp({
    env: { PORTAL_DIST: distDir, LOG_LEVEL: 'silent' },
    extraRoutes: (route) => {
      route(approveSomething, async () => ({ ok: true }) as const);
      route(contractsOnly, async () => ({ ok: true }) as const);
      route(brokenAnswer, async () => ({ ok: 'yes' }) as unknown as { ok: true });
      route(throwing, async () => {
        throw new Error('boom');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the endpoint catalogue', () => {
  const userEndpoints = endpointList.filter((endpoint) => endpoint.access === 'user');

  it('should hold the shell calls of 000 §7 that need a user', () => {
    expect(userEndpoints.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['user.me', 'user.logout', 'news.ListStorefrontNews', 'punchout.init']),
    );
  });

  /**
   * User endpoints without a permission are open to every signed-in user: each is listed here on purpose, so a
   * new endpoint without a permission fails this test until someone decides it should be open.
   */
  const OPEN_TO_ANY_SIGNED_IN_USER = [
    'user.logout',
    'user.me',
    // A hand-off code signs in as the caller only: it gives nothing the caller's own tokens do not.
    'user.handoff',
    'company.listStorefrontConfiguration',
    'businessunit.getlowesttype',
    'businessUnit.gethierarchy',
    'BusinessUnitSetting.searchlabelbycompanyid',
    // The units a checkout or a list offers (issue 18): the caller's company's names, as the hierarchy above.
    'BusinessUnit.listHierarchy',
    'company.getGoogleAnalyticsDimensions',
    'news.ListStorefrontNews',
    'punchout.init',
    // A punch-out user leaves without items, whatever they may do (an approver has no cart; issue 16): it sends
    // nothing but an empty order, and only for the caller's own punch-in session.
    'punchout.returnWithoutItems',
    // Countries and states for address forms (account pages as well as checkout): reference data, no document.
    'country.list',
    'country.getStates',
    // My Account (issue 18): the caller's own profile and password, and whether the company has vendor
    // credentials (never the password); none takes another user's id.
    'user.getProfile',
    'user.modifyProfile',
    'user.changePassword',
    'user.getPunchOutProfile',
  ];

  it('should declare a permission for every user endpoint, or list it as open to any signed-in user', () => {
    const undeclared = userEndpoints
      .filter((endpoint) => endpoint.permission === undefined)
      .map((endpoint) => endpoint.id)
      .filter((id) => !OPEN_TO_ANY_SIGNED_IN_USER.includes(id));
    expect(undeclared).toEqual([]);
  });

  it.each(userEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    'should answer 401 Unauthorized for %s without a token',
    async (_id, endpoint) => {
      const answer = await request(`/api/${endpoint.path}`, {
        method: endpoint.method,
        headers: endpoint.body ? { 'Content-Type': 'application/json' } : {},
        body: endpoint.body ? '{}' : undefined,
      });
      const problem = expectProblem(answer, 401, 'Unauthorized');
      expect(problem.message).toBe('Unauthorized, You are not Allowed');
    },
  );

  it.each(endpointList.map((endpoint) => [endpoint.id, endpoint] as const))(
    'should route %s (never 404 or 405 for a catalogue call)',
    async (_id, endpoint) => {
      const answer = await request(`/api/${endpoint.path}`, { method: endpoint.method });
      expect(answer.status).not.toBe(405);
      expect((answer.body as Problem | undefined)?.code).not.toBe('RouteNotFound');
    },
  );
});

describe('permission and feature enforcement', () => {
  const body = JSON.stringify({ id: '7f1c2a8e-4b7d-4e0f-9a3b-5c7d9e1f2a4b', count: 1 });
  const post = (token: string) =>
    request('/api/v1.0/test/approve', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body,
    });

  it('should answer 403 Forbidden with the catalogue message to a user without the permission', async () => {
    const problem = expectProblem(await post(await t.signIn('buyer@northwind.example')), 403, 'Forbidden');
    expect(problem.message).toBe('Sorry, You are not allowed for This Action');
  });

  it('should let a holder of one alternative and a storefront administrator through', async () => {
    expect((await post(await t.signIn('approver@northwind.example'))).status).toBe(200);
    expect((await post(await t.signIn('admin@northwind.example'))).status).toBe(200);
  });

  it('should answer 403 FeatureNotEnabled when the company lacks the feature, even with the permission', async () => {
    const contoso = await t.signIn('buyer@contoso.example'); // holds contractsView; Contoso has Ordering only
    expectProblem(await request('/api/v1.0/test/contracts', { token: contoso }), 403, 'FeatureNotEnabled');
    const northwind = await t.signIn('contracts@northwind.example');
    expect((await request('/api/v1.0/test/contracts', { token: northwind })).status).toBe(200);
  });

  it('should check the token before validating input', async () => {
    const answer = await request('/api/v1.0/test/approve', { method: 'POST', body: 'not json' });
    expectProblem(answer, 401, 'Unauthorized');
  });
});

describe('input validation', () => {
  const token = () => t.signIn('approver@northwind.example');
  const send = async (body: string, contentType = 'application/json') =>
    request('/api/v1.0/test/approve', {
      method: 'POST',
      token: await token(),
      headers: { 'Content-Type': contentType },
      body,
    });

  it('should answer 400 MalformedJson for a body that is not JSON', async () => {
    const problem = expectProblem(await send('{"id": '), 400, 'MalformedJson');
    expect(problem.message).toBe('There was some problem, while processing your Request');
  });

  it('should answer 400 ValidationFailed with field errors for a body of the wrong shape', async () => {
    const problem = expectProblem(
      await send(JSON.stringify({ id: 'nope', count: 0 })),
      400,
      'ValidationFailed',
    );
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['count', 'id']);
  });

  it.each(['null', '[]', '"text"', '12', JSON.stringify({ id: { $gt: '' }, count: '1' })])(
    'should answer 400, never 500, for the body %s',
    async (body) => {
      expectProblem(await send(body), 400, 'ValidationFailed');
    },
  );

  it('should answer 415 for a body that is not declared as JSON', async () => {
    expectProblem(await send('id=1', 'application/x-www-form-urlencoded'), 415, 'UnsupportedMediaType');
  });

  it('should answer 413 for a body over the size limit', async () => {
    expectProblem(await send(JSON.stringify({ id: 'x'.repeat(1_100_000) })), 413, 'PayloadTooLarge');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'should hold a %s body to the same limit, before the route answers',
    async (method) => {
      const body = JSON.stringify({ id: 'x'.repeat(1_100_000) });
      const headers = { 'Content-Type': 'application/json' };
      expectProblem(
        await request('/api/v1.0/test/approve', { method, headers, body }),
        413,
        'PayloadTooLarge',
      );
    },
  );

  it('should answer 400 ValidationFailed for a bad query', async () => {
    expectProblem(await request('/api/v1.0/enumeration/listForDropDown'), 400, 'ValidationFailed');
    expectProblem(
      await request(`/api/v1.0/enumeration/listForDropDown?typeName=${'x'.repeat(101)}`),
      400,
      'ValidationFailed',
    );
  });
});

describe('routing', () => {
  it('should match API paths case-insensitively', async () => {
    const token = await t.signIn('buyer@northwind.example');
    for (const path of [
      '/api/V1.0/user/Me',
      '/api/v1.0/user/me',
      '/API/V1.0/USER/ME',
      '/Api/v1.0/User/Me?x=1',
    ]) {
      const answer = await request(path, { token });
      expect(answer.status, path).toBe(200);
    }
  });

  it('should answer 404 RouteNotFound with the catalogue message for an unknown API path', async () => {
    for (const path of ['/api/v1.0/nothing/here', '/api', '/api/']) {
      const problem = expectProblem(await request(path), 404, 'RouteNotFound');
      expect(problem.message).toBe('API Route is Missing or Undefined');
    }
  });

  it('should answer 405 MethodNotAllowed with Allow for a known path and the wrong method', async () => {
    const answer = await request('/api/V1.0/USER/LOGIN', { method: 'GET' });
    expect(expectProblem(answer, 405, 'MethodNotAllowed').message).toBe('API Route Method Not Allowed');
    expect(answer.headers.get('allow')).toBe('POST');
    expectProblem(await request('/api/v1.0/user/Me', { method: 'DELETE' }), 405, 'MethodNotAllowed');
  });

  it("should route with Hono's RegExpRouter: the whole route table fits it", async () => {
    // One path of a shape it refuses puts every call of the app on the slower TrieRouter (issue 14).
    expect((await request('/api/health')).status).toBe(200);
    expect(t.app.router.name).toBe('SmartRouter + RegExpRouter');
  });

  it('should answer 500 InternalError with a traceId for an unexpected exception and log it', async () => {
    const problem = expectProblem(await request('/api/v1.0/test/throwing'), 500, 'InternalError');
    expect(problem.message).toBe('Server Error, please try again later');
  });

  it('should refuse an answer that breaks the endpoint answer schema instead of sending it', async () => {
    expectProblem(await request('/api/v1.0/test/broken'), 500, 'InternalError');
  });
});

describe('the headers of every answer (issue 14: built with the answer, not after)', () => {
  it('should carry the trace id and the security headers of its kind on JSON, problems, errors, files and the portal', async () => {
    const token = await t.signIn('buyer@northwind.example');
    const data = {
      json: await request('/api/health'),
      'json with a caller': await request('/api/v1.0/user/me', { token }),
      problem: await request('/api/v1.0/nothing-here'),
      'refused body': await request('/api/v1.0/test/approve', {
        method: 'POST',
        token,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
      error: await request('/api/v1.0/test/throwing'),
    };
    const documents = {
      file: await request('/api/V1.0/downloadproduct/get?keyword=firewall&sortBy=1', { token }),
      'portal page': await request('/'),
      'portal asset': await request('/assets/index-B7d2kP_x.js'),
    };
    for (const [kind, answer] of Object.entries({ ...data, ...documents })) {
      const headers = Object.fromEntries(answer.headers);
      expect(headers['x-trace-id'], kind).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers, kind).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      // Plain HTTP: no HSTS (a browser would keep to https where there is none).
      expect(headers['strict-transport-security'], kind).toBeUndefined();
    }
    // The API's JSON is data: nothing runs or loads in it and no page frames it (OWASP REST Security).
    for (const [kind, answer] of Object.entries(data)) {
      expect(answer.headers.get('content-security-policy'), kind).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-frame-options'), kind).toBe('DENY');
      expect(answer.headers.get('cache-control'), kind).toBe('no-store');
    }
    // What a browser may draw carries the portal's whole policy.
    for (const [kind, answer] of Object.entries(documents)) {
      expect(Object.fromEntries(answer.headers), kind).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'permissions-policy': expect.stringContaining('camera=()'),
      });
    }
    expect(data.json.headers.get('content-length')).toBe(String(Buffer.byteLength(data.json.text)));
    expect(documents.file.headers.get('content-type')).toMatch(/spreadsheetml/);
    // One answer, one trace id: the problem's body names the header's.
    expect((data.problem.body as { traceId: string }).traceId).toBe(data.problem.headers.get('x-trace-id'));
  });
});

describe('HSTS (issue 15 item 9)', () => {
  it('should send Strict-Transport-Security only on an answer that went out over TLS', async () => {
    const overTls = await t.app.request('https://portal.example/api/health');
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // X-Forwarded-Proto is anyone's to send unless proxies are trusted (TRUST_PROXY_HOPS, 0 here).
    const claimed = await request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it("should believe the trusted proxy's X-Forwarded-Proto", async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY_HOPS: 1, LOG_LEVEL: 'silent' } });
    try {
      const https = await behindProxy.app.request('/api/health', {
        headers: { 'X-Forwarded-Proto': 'http, https' },
      });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const http = await behindProxy.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
  }, 60_000);
});

describe('the portal on the same origin', () => {
  it('should serve index.html at / without caching, with the security headers', async () => {
    const answer = await request('/');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<div id="root">');
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('should cache hashed assets for a year and keep the path case as sent', async () => {
    const asset = await request('/assets/index-B7d2kP_x.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const chunk = await request('/assets/0YVJWyXb.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const logo = await request('/assets/Logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await request('/assets/logo.svg')).status).toBe(404);
    expect((await request('/assets/INDEX-B7D2KP_X.JS')).status).toBe(404);
  });

  it('should not serve files outside the dist folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      expect((await request(path)).status, path).toBe(404);
    }
  });

  it('should answer a page saying how to build the portal when the dist folder is missing', async () => {
    const missing = await createTestApp({
      env: { PORTAL_DIST: path.join(distDir, 'missing'), LOG_LEVEL: 'silent' },
    });
    try {
      const answer = await missing.app.request('/');
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('not built');
      expect(html).toContain('pnpm --filter @b2b-portal/portal build');
    } finally {
      await missing.close();
    }
  });
});
