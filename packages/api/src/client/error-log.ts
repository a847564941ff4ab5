import type * as z from 'zod/mini';
import { shellEndpoints } from '../endpoints/shell';
import { CLIENT_LOG_LIMITS, type ErrorLogBody, type LogLevel } from '../schemas/shell';
import type { ApiClient } from './api-client';
import { formatLocalTime } from './eastern-time';

export type LogLevelName = z.infer<typeof LogLevel>;

export interface ErrorLogCollectorOptions {
  client: ApiClient;
  /** Which deployment is reporting, e.g. `production`, `staging`, `development`. */
  environment: string;
  /** @default Date.now */
  now?: () => number;
  /** The page the user is on. @default `location.href` when present */
  url?: () => string;
}

export interface ErrorLogCollector {
  /** Posts one entry to the error log collector; never rejects (000 §7: failures are ignored). */
  collect(level: LogLevelName, messages: readonly string[]): Promise<void>;
}

export const MAX_LOG_MESSAGE_LENGTH = CLIENT_LOG_LIMITS.message;

/**
 * Whether the server takes this client's log posts as signed in: a token it still accepts. Signed out (or with an
 * expired token), a post is small (`CLIENT_LOG_LIMITS.anonymous`, issue 15 item 2) and the logger trims to it.
 */
export function postsSignedIn(client: Pick<ApiClient, 'tokenStore'>, now: number): boolean {
  const expires = client.tokenStore.getTokenExpiration();
  return client.tokenStore.getTokenInfo() !== null && expires !== null && expires > now;
}

export function currentPageUrl(): string {
  return (globalThis as { location?: Location }).location?.href ?? '';
}

/** Query parameters that are secrets wherever they appear: link tokens, hand-off codes, tokens of 000 §2.2. */
const SECRET_PARAMETERS = new Set(['rpk', 'token', 'tk', 'h', 'code', 'access_token', 'refresh_token']);
/** Pages whose `id` is itself the key (a payment information request, a punch-in session). */
const KEY_ID_PAGES = /^\/(payment-info-request|punch-in)$/i;

function redactQuery(path: string, query: string): string {
  const params = new URLSearchParams(query);
  const keyId = KEY_ID_PAGES.test(path);
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMETERS.has(name.toLowerCase()) || (keyId && name.toLowerCase() === 'id')) {
      params.set(name, 'redacted');
      changed = true;
    }
  }
  return changed ? params.toString() : query;
}

/**
 * The page's address as a log may keep it: the values of secret query parameters (a password link's `rpk`, a
 * hand-off `code`, tokens) replaced by `redacted`, in the hash route (`#/setPassword?rpk=…`) and in the real query,
 * so the error log never holds a working link. Anything unreadable is kept up to the query only.
 */
export function redactPageUrl(href: string): string {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt + 1);
  const redactPart = (part: string) => {
    const queryAt = part.indexOf('?');
    if (queryAt < 0) return part;
    const path = part.slice(0, queryAt);
    try {
      return `${path}?${redactQuery(path.replace(/^.*?:\/\/[^/]*/, ''), part.slice(queryAt + 1))}`;
    } catch {
      return path;
    }
  };
  return hashAt < 0 ? redactPart(beforeHash) : `${redactPart(beforeHash)}#${redactPart(hash)}`;
}

export function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

export function createErrorLogCollector({
  client,
  environment,
  now = Date.now,
  url = currentPageUrl,
}: ErrorLogCollectorOptions): ErrorLogCollector {
  return {
    async collect(level, messages) {
      const limits = postsSignedIn(client, now()) ? CLIENT_LOG_LIMITS : CLIENT_LOG_LIMITS.anonymous;
      const body: z.input<typeof ErrorLogBody> = {
        environment: truncate(environment, 100),
        messages: messages.slice(0, limits.errorMessages).map((message) => truncate(message, limits.message)),
        level,
        url: truncate(redactPageUrl(url()), limits.url),
        localTime: formatLocalTime(new Date(now())),
      };
      if (body.messages.length === 0) return;
      try {
        await client.call(shellEndpoints.errorLog, { body, background: true, reportProblems: false });
      } catch {
        // The collector is best effort: a failure to log is not logged.
      }
    },
  };
}
