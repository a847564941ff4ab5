import { pino } from 'pino';
import { scrubCardData } from './features/logs/card-data';

/** The server's structured log: one JSON line per event on stdout (pino). */
export interface Logger {
  /** Whether a line of this level would be written (so that a caller skips building its fields). */
  enabled?(level: 'info' | 'warn' | 'error'): boolean;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /**
   * A `request` line at info level whose fields are built to hold no secret (http/request-log.ts: method, route,
   * query keys, status, time, ids), so it skips the redaction pass, a third of a small answer's cost in
   * logging. Without it, `info('request', fields)`.
   */
  request?(fields: Record<string, unknown>): void;
}

/** LOG_LEVEL: pino's levels; `silent` writes nothing. */
export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Field names whose values never reach the log, at the top level of a line's fields or one level down
 * (`headers.authorization`): the log is read by more people than the data it describes.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'refreshtoken',
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'set-cookie',
  'secret',
  'jwtSecret',
  'apiKey',
  'cardNumber',
  'securityCode',
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const property = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  return [property, `*.${property}`.replace('.[', '[')];
});

/**
 * Every line, the request lines included, passes through this before pino writes it: card numbers and named
 * security codes are removed from the message and from every string, number and key of the fields, at any
 * depth, and keys named like security codes lose their values (issue 15 item 8: a card number typed into a
 * search, a URL or an error message must not reach the log). A line without digits costs one pass over its
 * strings; only what changes is copied.
 */
const hooks = {
  logMethod(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn) {
    method.apply(this, scrubCardData(args) as Parameters<pino.LogFn>);
  },
};

/**
 * A logger writing JSON lines (`time`, `level`, `message` and the fields) to stdout, or to `destination` (tests
 * read the lines from there). Fields named like secrets (SECRET_KEYS) are written as "[redacted]", and card data
 * is removed from every line (`hooks` above).
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    hooks,
  };
  // process.stdout: synchronous on Linux for files, pipes and terminals, so a line before process.exit is kept.
  const to = destination ?? process.stdout;
  const logger = pino({ ...options, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, to);
  // The request lines' own writer, on the same destination: their fields hold no secret by construction, but a
  // path may hold a card number (`hooks`).
  const requestLines = pino(options, to);
  return {
    enabled: (wanted) => logger.isLevelEnabled(wanted),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
    request: (fields) => requestLines.info(fields, 'request'),
  };
}

/**
 * The error's message and stack for a log line. A failed query (drizzle's DrizzleQueryError) is described by its
 * SQL and the database's own message, never by its parameters: they are what the request carried (issue 15).
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  if ('query' in error && 'params' in error && typeof error.query === 'string') {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    const message = `Failed query: ${error.query}${cause ? `\ncause: ${cause}` : ''}`;
    // The stack's first lines repeat the message, parameters included.
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return { error: message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  }
  return { error: error.message, stack: error.stack };
}
