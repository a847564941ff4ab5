import type { Problem } from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { $ZodError } from 'zod/v4/core';
import type { AppEnv } from './context';
import { completeAnswer } from './security-headers';

/**
 * An error answer a handler throws: status, a stable `code` and the message a person reads. The app turns it
 * into a JSON Problem with the request's traceId.
 */
export class ProblemError extends Error {
  override name = 'ProblemError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: Problem['errors'],
    readonly headers?: Record<string, string>,
    /** More members of the body, for an answer whose contract extends the Problem (e.g. a login's challenge). */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const problem = (
  status: ContentfulStatusCode,
  code: string,
  key: TextMessageKey,
  headers?: Record<string, string>,
) => new ProblemError(status, code, formatMessage(key), undefined, headers);

/** The generic answers of 000 §8 with our codes. */
export const Problems = {
  validation: (errors: Problem['errors']) =>
    new ProblemError(400, 'ValidationFailed', formatMessage('Http.400'), errors),
  malformedJson: () => problem(400, 'MalformedJson', 'Http.400'),
  unsupportedMediaType: () => problem(415, 'UnsupportedMediaType', 'Http.UnsupportedMediaType'),
  unauthorized: () => problem(401, 'Unauthorized', 'Http.401'),
  forbidden: () => problem(403, 'Forbidden', 'Http.403'),
  featureNotEnabled: () => problem(403, 'FeatureNotEnabled', 'Http.403'),
  routeNotFound: () => problem(404, 'RouteNotFound', 'Http.404'),
  methodNotAllowed: (allow: string[]) =>
    problem(405, 'MethodNotAllowed', 'Http.405', { Allow: allow.join(', ') }),
  payloadTooLarge: () => problem(413, 'PayloadTooLarge', 'Http.PayloadTooLarge'),
  internal: () => problem(500, 'InternalError', 'Http.500'),
  notFound: (code: string, message: string) => new ProblemError(404, code, message),
} as const;

/** `{ path, message }` per zod issue, for the `errors` of a ValidationFailed answer. */
export function fieldErrors(error: $ZodError): NonNullable<Problem['errors']> {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * A 422 `code` unless `value` passes the contract's `schema` (issue 13 §3): the rule a form checks before the
 * call is the one the server refuses with, in the same words. The answer's message is the first field's message,
 * and its `errors` list every field at fault. Used where the body's schema lets a value through on purpose so
 * that the documents' own refusal (e.g. blank comments) answers instead of a ValidationFailed.
 */
export function refuseUnless<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: $ZodError } },
  value: unknown,
  code: string,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new ProblemError(422, code, errors[0]?.message ?? formatMessage('Http.400'), errors);
}

export function problemResponse(c: Context<AppEnv>, error: ProblemError): Response {
  const body: Problem = {
    ...error.extensions,
    code: error.code,
    message: error.message,
    traceId: c.get('traceId'),
  };
  if (error.errors) body.errors = error.errors;
  const text = JSON.stringify(body);
  return completeAnswer(
    c,
    text,
    error.status,
    {
      ...error.headers,
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
    },
    'data',
  );
}
