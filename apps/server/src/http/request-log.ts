import type { Context } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './context';

/**
 * The fields of a request's log line: what was asked and how it ended, never what it carried. The path is the
 * route's pattern where the route has parameters (`/v1/vault-tokens/:vaultToken`), the query is its keys only
 * (`refreshToken?token=…` carries tokens), and no header, cookie or body is read.
 */
export function requestLogFields(c: Context<AppEnv>, durationMs: number): Record<string, unknown> {
  const url = new URL(c.req.url);
  const hasParams = Object.keys(c.req.param()).length > 0;
  const queryKeys = [...new Set(url.searchParams.keys())];
  return {
    method: c.req.method,
    path: hasParams ? c.req.routePath : url.pathname,
    query: queryKeys.length > 0 ? queryKeys : undefined,
    status: c.res.status,
    durationMs: Math.round(durationMs * 10) / 10,
    traceId: c.get('traceId'),
    userId: c.get('principal')?.userId,
  };
}

/** Logs one `request` line when the answer is ready (after the error handler made one of a failure). */
export function logRequest(c: Context<AppEnv>, log: Logger, startedAt: number): void {
  // Above `info` (LOG_LEVEL=warn…) no request line is written: its fields are not even built.
  if (log.enabled?.('info') === false) return;
  const fields = requestLogFields(c, performance.now() - startedAt);
  if (log.request) log.request(fields);
  else log.info('request', fields);
}
