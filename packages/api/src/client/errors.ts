import type { CoreMessageKey } from '../messages/en';
import { coreMessages } from '../messages/en-core';
import { Problem } from '../schemas/problem';
import { API_ERROR_MARK } from './is-api-error';

/** The texts an ApiError reads: the shell's part of the catalogue (another language gives its own). */
export type ErrorMessages = Readonly<Record<CoreMessageKey, string>>;

/** The catalogue key of the generic message for an HTTP status (000 §8). Status 0 means the request failed. */
export function messageKeyForStatus(status: number): CoreMessageKey {
  switch (status) {
    case 0:
      return 'Http.RequestFailure';
    case 400:
      return 'Http.400';
    case 401:
      return 'Http.401';
    case 403:
      return 'Http.403';
    case 404:
      return 'Http.404';
    case 405:
      return 'Http.405';
    case 429:
      return 'Http.TooManyRequests';
    case 500:
      return 'Http.500';
    default:
      return 'Http.Other';
  }
}

export interface ApiErrorInit {
  /** HTTP status; 0 when no answer arrived (network failure). */
  status: number;
  /** The endpoint's id, e.g. `user.me`. */
  endpointId: string;
  /** The answer body as received (parsed JSON, text, or undefined). */
  body?: unknown;
  /** Marks an error the shell already showed (400 with traceId, session end, redirect). */
  reported?: boolean;
  /** The refresh failed for good and the user is being sent to Login. */
  sessionEnded?: boolean;
  /** Set when the answer arrived but did not match the endpoint's answer schema. */
  invalidAnswer?: boolean;
  cause?: unknown;
  messages?: ErrorMessages;
}

/**
 * Every failure of a call rejects with an ApiError. `message` is the documents' generic text for the
 * status (000 §8), `problem` the server's error body when it sent one (its `message` is the specific text
 * a form shows, its `errors` the field details), `body` the raw answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** What `isApiError` recognises (is-api-error.ts). */
  readonly [API_ERROR_MARK] = true;
  readonly status: number;
  readonly endpointId: string;
  readonly problem: Problem | null;
  readonly body: unknown;
  /** True when the shell already told the user; pages should not show it again. */
  readonly reported: boolean;
  readonly sessionEnded: boolean;
  readonly invalidAnswer: boolean;
  /** The catalogue key of `message`. */
  readonly messageKey: CoreMessageKey;

  constructor(init: ApiErrorInit) {
    const messageKey = messageKeyForStatus(init.status);
    super((init.messages ?? coreMessages)[messageKey], { cause: init.cause });
    this.status = init.status;
    this.endpointId = init.endpointId;
    this.body = init.body;
    const problem = Problem.safeParse(init.body);
    this.problem = problem.success ? problem.data : null;
    this.reported = init.reported ?? false;
    this.sessionEnded = init.sessionEnded ?? false;
    this.invalidAnswer = init.invalidAnswer ?? false;
    this.messageKey = messageKey;
  }

  /** The server's error code (`InvalidRefreshToken`, `NoPunchOutProfile`…), when it sent one. */
  get code(): string | undefined {
    return this.problem?.code;
  }

  /** The most specific text for a person: the server's message when there is one, else the generic one. */
  get displayMessage(): string {
    return this.problem?.message ?? this.message;
  }
}

/** Whether an answer body carries a traceId (000 §7: such a 400 is reported by the shell). */
export function hasTraceId(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'traceId' in body &&
    typeof body.traceId === 'string' &&
    body.traceId !== ''
  );
}
