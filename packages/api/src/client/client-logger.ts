import type * as z from 'zod/mini';
import type { Endpoint } from '../endpoint';
import { shellEndpoints } from '../endpoints/shell';
import { CLIENT_LOG_LIMITS, type ClientLogEntry } from '../schemas/shell';
import type { ApiClient, CallRecord } from './api-client';
import { toEasternTimestamp } from './eastern-time';
import {
  createErrorLogCollector,
  currentPageUrl,
  type ErrorLogCollector,
  type LogLevelName,
  MAX_LOG_MESSAGE_LENGTH,
  postsSignedIn,
  redactPageUrl,
  truncate,
} from './error-log';

const { anonymous } = CLIENT_LOG_LIMITS;
const utf8 = new TextEncoder();
const bytesOf = (value: unknown) => utf8.encode(JSON.stringify(value)).length;

/**
 * Signed out, the server takes small posts (issue 15 item 2): entries are trimmed to the anonymous lengths (a
 * request's body and headers go first when an entry is still too big) and grouped so that no post passes the
 * anonymous byte limit.
 */
function anonymousBatches(entries: readonly ClientLogEntryInput[]): ClientLogEntryInput[][] {
  const room = anonymous.bodyBytes - bytesOf({ entries: [] });
  const batches: ClientLogEntryInput[][] = [];
  let batch: ClientLogEntryInput[] = [];
  let used = 0;
  for (const original of entries) {
    let entry: ClientLogEntryInput = {
      ...original,
      message: truncate(original.message, anonymous.message),
      ...(original.url === undefined ? {} : { url: truncate(original.url, anonymous.url) }),
    };
    if (entry.request && bytesOf(entry) + 1 > room) {
      const { method, path, status } = entry.request;
      entry = { ...entry, request: { method, path: truncate(path, anonymous.url), status } };
    }
    const size = bytesOf(entry) + 1;
    if (batch.length > 0 && (used + size > room || batch.length >= anonymous.entries)) {
      batches.push(batch);
      batch = [];
      used = 0;
    }
    batch.push(entry);
    used += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** What a log entry keeps of a request: the Authorization header and redacted bodies are gone. */
export interface LoggedRequest {
  method: string;
  path: string;
  status?: number;
  /** Present only when the endpoint does not redact its body. */
  body?: unknown;
  /** The headers as sent, without Authorization. */
  headers?: Record<string, string>;
}

export type ClientLogEntryInput = Omit<z.input<typeof ClientLogEntry>, 'request'> & {
  request?: LoggedRequest;
};

export interface ClientLoggerOptions {
  client: ApiClient;
  /** Which deployment is logging (`production`, `staging`…), sent with error log collector entries. */
  environment: string;
  /** @default Date.now */
  now?: () => number;
  /** The page the user is on. @default `location.href` when present */
  url?: () => string;
  /** Entries wait this long to be posted together. @default 2000 */
  flushAfterMs?: number;
  /** A batch is posted at once when it reaches this many entries (the server takes 100 at most). @default 20 */
  maxBatchSize?: number;
  /** Failed API calls become Warn (4xx) or Error (5xx, no answer) entries. @default true */
  logFailedCalls?: boolean;
}

/** The window-like object `installGlobalErrorLogging` listens on. `window` fits. */
export interface GlobalErrorTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  console: Pick<Console, 'warn' | 'error'>;
}

export interface ClientLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string | Error): void;
  log(level: LogLevelName, message: string, request?: LoggedRequest): void;
  /** Posts what is waiting now; never rejects. */
  flush(): Promise<void>;
  /** Posts one entry to the error log collector (environment, messages, level, url, local time). */
  collectError: ErrorLogCollector['collect'];
  /**
   * Posts uncaught errors, unhandled rejections and console.warn / console.error output, and flushes when
   * the page is hidden. Answers the function that undoes it.
   */
  installGlobalErrorLogging(target: GlobalErrorTarget): () => void;
  /** Stops observing the client and drops the pending timer. */
  dispose(): void;
}

const LOG_ENDPOINT_IDS: ReadonlySet<string> = new Set([
  shellEndpoints.clientLog.id,
  shellEndpoints.errorLog.id,
]);
const MAX_PENDING = 200;

/** Drops the Authorization header (any case) from headers kept in a log. */
export function withoutAuthorization(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
}

/** The request part of a log entry for a settled call (000 §7 redaction rules). */
export function toLoggedRequest(
  endpoint: Endpoint,
  request: { url: string; headers: Record<string, string>; body: unknown; status?: number },
): LoggedRequest {
  const logged: LoggedRequest = {
    method: endpoint.method,
    path: truncate(redactPageUrl(request.url), 2000),
    headers: withoutAuthorization(request.headers),
  };
  if (request.status !== undefined) logged.status = request.status;
  if (!endpoint.redactBody && request.body !== undefined) logged.body = request.body;
  return logged;
}

/** Text of anything handed to console or thrown. */
export function describe(value: unknown): string {
  if (value instanceof Error) {
    return value.stack?.includes(value.message)
      ? value.stack
      : `${value.name}: ${value.message}\n${value.stack ?? ''}`;
  }
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function createClientLogger(options: ClientLoggerOptions): ClientLogger {
  const { client } = options;
  const now = options.now ?? Date.now;
  const url = options.url ?? currentPageUrl;
  const flushAfterMs = options.flushAfterMs ?? 2000;
  const maxBatchSize = Math.min(options.maxBatchSize ?? 20, 100);
  const collector = createErrorLogCollector({ client, environment: options.environment, now, url });
  const pending: ClientLogEntryInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Set while the logger itself runs, so console output it causes is not logged again.
  let busy = false;

  function schedule(): void {
    if (pending.length >= maxBatchSize) {
      void flush();
    } else if (timer === undefined) {
      timer = setTimeout(() => void flush(), flushAfterMs);
    }
  }

  function log(level: LogLevelName, message: string, request?: LoggedRequest): void {
    if (pending.length >= MAX_PENDING) pending.shift();
    const entry: ClientLogEntryInput = {
      level,
      message: truncate(message, MAX_LOG_MESSAGE_LENGTH),
      url: truncate(redactPageUrl(url()), 2000),
      timestamp: toEasternTimestamp(now()),
    };
    if (request) entry.request = request;
    pending.push(entry);
    schedule();
  }

  // The posting under way, if any: a flush while one runs waits for it (and for what it then finds pending)
  // instead of answering at once while entries are still on their way.
  let draining: Promise<void> | undefined;

  function flush(): Promise<void> {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    draining ??= drain().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const entries = pending.splice(0, maxBatchSize);
      const batches = postsSignedIn(client, now()) ? [entries] : anonymousBatches(entries);
      for (const batch of batches) {
        busy = true;
        try {
          await client.call(shellEndpoints.clientLog, {
            body: { entries: batch as z.input<typeof ClientLogEntry>[] },
            background: true,
            reportProblems: false,
          });
        } catch {
          // Failures are ignored, and never logged: logging them would post again and fail again.
        } finally {
          busy = false;
        }
      }
    }
  }

  function onCallSettled(record: CallRecord): void {
    if (!record.error || LOG_ENDPOINT_IDS.has(record.endpoint.id)) return;
    // No answer, a server fault or an answer that breaks the contract is an error; a refused request a warning.
    const { status, error } = record;
    const level: LogLevelName = status === 0 || status >= 500 || error.invalidAnswer ? 'Error' : 'Warn';
    const code = record.error.code ? ` ${record.error.code}` : '';
    const traceId = record.error.problem ? ` (traceId ${record.error.problem.traceId})` : '';
    log(
      level,
      `${record.method} ${record.endpoint.path} failed with ${record.status}${code}${traceId}: ${record.error.message}`,
      toLoggedRequest(record.endpoint, {
        url: record.url,
        headers: record.requestHeaders,
        body: record.requestBody,
        status: record.status,
      }),
    );
  }

  const unsubscribe = options.logFailedCalls === false ? () => {} : client.onCallSettled(onCallSettled);

  const logger: ClientLogger = {
    info: (message) => log('Info', message),
    warn: (message) => log('Warn', message),
    error: (message) => log('Error', describe(message)),
    log,
    flush,
    collectError: (level, messages) => collector.collect(level, messages),

    installGlobalErrorLogging(target) {
      const originalWarn = target.console.warn;
      const originalError = target.console.error;
      const fromConsole =
        (level: LogLevelName, original: (...args: unknown[]) => void) =>
        (...args: unknown[]) => {
          original.apply(target.console, args);
          if (busy) return;
          busy = true;
          try {
            log(level, args.map(describe).join(' '));
          } finally {
            busy = false;
          }
        };
      const onError = (event: Event) => {
        const { error, message } = event as ErrorEvent;
        log(
          'Error',
          error !== undefined && error !== null ? describe(error) : String(message ?? 'Script error'),
        );
      };
      const onRejection = (event: Event) => {
        log('Error', `Unhandled rejection: ${describe((event as PromiseRejectionEvent).reason)}`);
      };
      const onPageHide = () => void flush();

      target.console.warn = fromConsole('Warn', originalWarn);
      target.console.error = fromConsole('Error', originalError);
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      target.addEventListener('pagehide', onPageHide);
      return () => {
        target.console.warn = originalWarn;
        target.console.error = originalError;
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
        target.removeEventListener('pagehide', onPageHide);
      };
    },

    dispose() {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
  return logger;
}

/** `logger.installGlobalErrorLogging(window)` as a free function. */
export function installGlobalErrorLogging(target: GlobalErrorTarget, logger: ClientLogger): () => void {
  return logger.installGlobalErrorLogging(target);
}
