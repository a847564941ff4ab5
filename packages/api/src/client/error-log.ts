import type * as z from 'zod/mini';
import { shellEndpoints } from '../endpoints/shell';
import type { ErrorLogBody, LogLevel } from '../schemas/shell';
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

export const MAX_LOG_MESSAGE_LENGTH = 8000;
const MAX_MESSAGES = 50;
const MAX_URL_LENGTH = 2000;

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
      const body: z.input<typeof ErrorLogBody> = {
        environment: truncate(environment, 100),
        messages: messages.slice(0, MAX_MESSAGES).map((message) => truncate(message, MAX_LOG_MESSAGE_LENGTH)),
        level,
        url: truncate(url(), MAX_URL_LENGTH),
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
