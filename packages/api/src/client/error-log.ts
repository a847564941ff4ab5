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
        url: truncate(url(), limits.url),
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
