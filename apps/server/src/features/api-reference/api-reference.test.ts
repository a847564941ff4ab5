import { endpointList } from '@b2b-portal/api';
import { buildOpenApiDocument } from '@b2b-portal/api/openapi';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { createConformanceChecker, takeConformanceViolations } from '../../test-support/conformance';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('should answer the OpenAPI 3.1 document of every catalogue endpoint to anyone, cacheable', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const document = (await response.json()) as ReturnType<typeof buildOpenApiDocument>;
    expect(document).toMatchObject({ openapi: '3.1.1', servers: [{ url: '/api' }] });
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(endpointList.map((e) => `${e.method} /${e.path}`).sort());

    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.request('/api/openapi.json', { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/docs', () => {
  it('should answer a reference page of every operation with no script, under the CSP', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const page = await response.text();
    expect(page).not.toMatch(/<script|https?:\/\//i);
    for (const endpoint of endpointList) expect(page).toContain(`<code>/${endpoint.path}</code>`);
    expect(page).toContain('<a href="openapi.json">openapi.json</a>');
    expect(page).toContain('x-permission <code>shoppingcart</code>');
    expect(page).toContain('<h3 id="schema-Problem">Problem</h3>');
  });
});

describe('the conformance check of the route tests', () => {
  const ping = {
    id: 'test.ping',
    method: 'GET',
    path: 'v1.0/test/ping',
    access: 'public',
    answer: z.object({ pong: z.int() }),
    errors: { 404: ['NoPing'] },
    summary: 'A test call.',
  } as const;

  async function answer(status: number, body: unknown) {
    const app = new Hono();
    app.use(createConformanceChecker(buildOpenApiDocument({ ping })).middleware);
    app.get('/api/v1.0/test/ping', (c) => c.json(body as object, status as 200));
    await app.request('/api/v1.0/test/ping');
    return takeConformanceViolations();
  }

  it('should accept answers the document describes, and name each that breaks it', async () => {
    expect(await answer(200, { pong: 1 })).toEqual([]);
    expect(await answer(404, { code: 'NoPing', message: 'No ping.', traceId: 'x' })).toEqual([]);
    expect(await answer(200, { pong: 'one' })).toEqual([
      expect.stringMatching(/^GET \/api\/v1.0\/test\/ping \(ping\) answered 200 breaking its schema: .*pong/),
    ]);
    expect(await answer(409, { code: 'Late', message: 'Late.', traceId: 'x' })).toEqual([
      expect.stringContaining('answered 409, a status the document does not declare for it'),
    ]);
    expect(await answer(404, { code: 'NoPing' })).toEqual([
      expect.stringContaining("must have required property 'message'"),
    ]);
    expect(await answer(500, { message: 'boom' })).toEqual([expect.stringContaining('breaking its schema')]);
  });
});
