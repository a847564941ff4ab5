import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, describeError } from '../logger';
import { createTestApp, type TestApp } from '../testing';

/**
 * A NUL character anywhere a request carries text (issue 15 item 6): PostgreSQL cannot keep it in text, and the
 * 20 endpoints an attack found answered 500 and logged the failed statement's parameters. It is refused at the
 * edge, in the documents' 400 shape with the field named and a trace id.
 */

const written: string[] = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    log: createLogger('info', { write: (line: string) => written.push(line) }),
  });
  token = await t.signIn('buyer@northwind.example');
});
afterAll(() => t?.close());

async function send(path: string, init: RequestInit = {}) {
  const response = await t.app.request(path, {
    ...init,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers },
  });
  return { response, problem: (await response.json()) as Record<string, unknown> };
}

/** POSTs `body` as JSON. */
const postJson = (path: string, body: unknown) =>
  send(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const refusal = (path: string) => ({
  code: 'ValidationFailed',
  traceId: expect.stringMatching(/\S/),
  errors: [{ path, message: 'Please remove the control character (such as NUL) from this field.' }],
});

describe('a NUL character in a request', () => {
  it('should refuse it in the login body as a 400 naming the field, and log nothing of what was sent', async () => {
    written.length = 0;
    const { response, problem } = await postJson('/api/v1.0/user/login', {
      username: 'buyer\u0000@northwind.example',
      password: 'x\u0000-secret-7',
      googleCaptcha: '',
    });
    expect(response.status).toBe(400);
    expect(problem).toMatchObject({
      ...refusal('username'),
      errors: [
        { path: 'username', message: expect.any(String) },
        { path: 'password', message: expect.any(String) },
      ],
    });
    expect(response.headers.get('x-trace-id')).toBe(problem.traceId);
    expect(written.join('')).not.toContain('secret-7');
    expect(written.join('')).not.toContain('unexpected error');
  });

  it('should refuse it in the public registration and in a nested field', async () => {
    const { response, problem } = await postJson('/api/v1.0/Account/registration', {
      firstName: 'Vic',
      lastName: 'Visitor\u0000',
      extra: { notes: ['ok', 'a\u0000b'] },
    });
    expect(response.status).toBe(400);
    expect(problem.errors).toEqual([
      expect.objectContaining({ path: 'lastName' }),
      expect.objectContaining({ path: 'extra.notes.1' }),
    ]);
  });

  it('should refuse it in a query, as the search would have sent it to the database', async () => {
    const { response, problem } = await send('/api/v1.0/Product/search?keyword=switch%00', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(problem).toMatchObject(refusal('keyword'));
  });
});

describe('a failed query in the log', () => {
  it('should name the statement and the database\u2019s message, never the parameters', () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const failed = new DrizzleQueryError(
      'select * from users where email = $1',
      ['buyer@card-4111.example'],
      cause,
    );
    const described = describeError(failed);
    expect(described.error).toContain('select * from users where email = $1');
    expect(described.error).toContain('invalid byte sequence');
    expect(JSON.stringify(described)).not.toContain('buyer@card-4111.example');
    expect(String(described.stack)).toMatch(/\n\s+at /);
  });
});
