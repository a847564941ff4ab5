import type { $ZodType, input, output } from 'zod/v4/core';
import type { PermissionRequirement } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint.
 * - `public`: no token needed (a token, when sent and valid, still identifies the caller).
 * - `user`: a valid access token; `permission` (when set) must pass the permission rule of 000 §6.
 */
export type EndpointAccess = 'public' | 'user';

/** How the answer body is read: JSON, or a file (blob with a content-disposition name). */
export type AnswerKind = 'json' | 'file';

/** Statuses of the error answers (a JSON `Problem`) an endpoint can give beyond the ones every call shares. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * The error answers of an endpoint beyond those its definition implies (400 ValidationFailed for a query or
 * body, 401 for a `user` endpoint, 403 for a permission or feature): per status, the Problem `code`s it answers.
 * They go into the OpenAPI document (`buildOpenApiDocument`), and the server's route tests check the server
 * answers no status an endpoint does not declare.
 */
export type EndpointErrors = { readonly [S in ErrorStatus]?: readonly string[] };

/**
 * One entry of the endpoint catalogue: the single description of a call that the server routes and
 * enforces and the client calls. Paths keep the documents' spelling, are relative to the API base
 * (`/api/`) and are matched case-insensitively by the server.
 */
export interface Endpoint<
  Query extends $ZodType = $ZodType,
  Body extends $ZodType = $ZodType,
  Answer extends $ZodType = $ZodType,
> {
  /** Stable name used in code, logs and tests, e.g. `user.login`. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path relative to the API base, in the documents' spelling, e.g. `v1.0/user/login`. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** Permission requirement (000 §6): one permission, `anyOf(…)` alternatives, or a list that must all pass. */
  readonly permission?: PermissionRequirement;
  /** ApplicationFeature bit the caller's company must have (000 §6), when set. */
  readonly feature?: number;
  readonly query?: Query;
  readonly body?: Body;
  readonly answer: Answer;
  readonly answerKind?: AnswerKind;
  /** Error answers beyond the implied ones (see `EndpointErrors`). */
  readonly errors?: EndpointErrors;
  /** Drop the request body from client logs (login and card-token calls, 000 §7). */
  readonly redactBody?: boolean;
  /** One line saying what the call is for. */
  readonly summary: string;
}

export type QueryOf<E> = E extends Endpoint<infer Q, $ZodType, $ZodType> ? input<Q> : never;
export type BodyOf<E> = E extends Endpoint<$ZodType, infer B, $ZodType> ? input<B> : never;
export type AnswerOf<E> = E extends Endpoint<$ZodType, $ZodType, infer A> ? output<A> : never;

/** Identity helper that keeps the literal types of an endpoint definition. */
export function defineEndpoint<Q extends $ZodType, B extends $ZodType, A extends $ZodType>(
  endpoint: Endpoint<Q, B, A>,
): Endpoint<Q, B, A> {
  return endpoint;
}
