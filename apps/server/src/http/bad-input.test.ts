import { endpointList } from '@b2b-portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

/**
 * Every call of the catalogue, fed wrong input by a signed-in storefront administrator (who passes every
 * permission check), answers a 4xx Problem with a traceId: never a 500. The catalogue grows with each area,
 * and this sweep grows with it.
 */
const badQueries = [
  '?id=%00%FF',
  `?typeName=${'x'.repeat(5000)}`,
  '?newsStatus=abc&type=-1&start=NaN',
  '?token=&refreshtoken=',
  '?id[]=1&id[]=2&module=%3Cscript%3E',
];
const badBodies = [
  '{"id": ',
  'null',
  '[]',
  '"text"',
  '{"a":{"b":{"c":[1,2,{"d":null}]}}}',
  '{"entries":[{}]}',
];

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  adminToken = await t.signIn('admin@northwind.example');
});
afterAll(async () => t.close());

async function send(method: string, path: string, body?: string) {
  const headers = new Headers({ Authorization: `Bearer ${adminToken}` });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await t.app.request(path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, text };
}

describe('bad input never gets a 500', () => {
  const calls = endpointList.filter((endpoint) => endpoint.id !== 'user.logout');

  it.each(calls.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_id, endpoint) => {
    const path = `/api/${endpoint.path}`;
    const attempts = [
      ...badQueries.map((query) => ({ path: `${path}${query}`, body: undefined as string | undefined })),
      ...(endpoint.method === 'GET' ? [] : badBodies.map((body) => ({ path, body }))),
    ];
    for (const attempt of attempts) {
      const answer = await send(endpoint.method, attempt.path, attempt.body);
      expect(answer.status, `${endpoint.method} ${attempt.path} ${attempt.body ?? ''}`).toBeLessThan(500);
      if (answer.status >= 400) {
        expect(JSON.parse(answer.text), `${attempt.path}`).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
          traceId: expect.any(String),
        });
      }
    }
  });
});
