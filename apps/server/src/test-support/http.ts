import { type LoginAnswer, Problem } from '@b2b-portal/api';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed-data';

/** Small fetch helpers for route tests: what a client sends and reads. */
export interface Call {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(
  baseUrl: string,
  path: string,
  options: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Call> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Asserts a JSON Problem answer with the given status and code; returns it. */
export function expectProblem(answer: Call, status: number, code: string): Problem {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status, body: { code } });
  const problem = Problem.parse(answer.body);
  expect(problem.traceId).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers.get('x-trace-id')).toBe(problem.traceId);
  return problem;
}

export async function login(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<LoginAnswer> {
  const answer = await call(baseUrl, '/api/v1.0/user/login', {
    method: 'POST',
    // The demo's check passed, as its owner would once a test's wrong passwords put the sign-in under attack
    // (auth/rate-limit.ts); the server reads it only when it asks for it.
    json: { username, password, googleCaptcha: 'sandbox-pass' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as LoginAnswer;
}

/** The access token of a signed-in demo user. */
export async function tokenOf(baseUrl: string, username: string): Promise<string> {
  return (await login(baseUrl, username)).tokenInfo.access_token;
}
