import { shellEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import type { Context } from 'hono';
import { clientLogs } from '../../db/schema';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { WindowLimiter } from './limiter';
import { capSize, isRedactedBodyPath, redactHeaders, redactText, redactValue } from './redact';

/** Posts per minute and address to the two log endpoints together. */
export const LOG_POSTS_PER_MINUTE = 120;

/** The client log and the error log collector (000 §7), stored in client_logs with secrets removed. */
export function logRoutes(route: RouteRegistrar): void {
  const limiter = new WindowLimiter(LOG_POSTS_PER_MINUTE, 60_000);
  const throttle = (c: Context<AppEnv>, trustProxyHops: number) => {
    const retryAfter = limiter.hit(clientIp(c, trustProxyHops));
    if (retryAfter > 0) {
      throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
        'Retry-After': String(retryAfter),
      });
    }
  };

  route(shellEndpoints.clientLog, async ({ body, principal, services, c }) => {
    throttle(c, services.env.TRUST_PROXY_HOPS);
    const traceId = c.get('traceId');
    await services.db.insert(clientLogs).values(
      body.entries.map((entry) => {
        const request = entry.request;
        const details = request
          ? {
              request: {
                method: redactText(request.method, 16),
                path: redactText(request.path, 2000),
                status: request.status,
                headers: redactHeaders(request.headers),
                body:
                  request.body === undefined || isRedactedBodyPath(request.path)
                    ? undefined
                    : redactValue(request.body),
              },
            }
          : null;
        return {
          source: 'client',
          level: entry.level,
          message: redactText(entry.message),
          url: entry.url ? redactText(entry.url, 2000) : null,
          clientTime: entry.timestamp,
          details: details ? capSize(details) : null,
          userId: principal?.userId ?? null,
          traceId,
        };
      }),
    );
    return { ok: true } as const;
  });

  route(shellEndpoints.errorLog, async ({ body, principal, services, c }) => {
    throttle(c, services.env.TRUST_PROXY_HOPS);
    await services.db.insert(clientLogs).values({
      source: 'error',
      level: body.level,
      message: redactText(body.messages.join('\n'), 16_000),
      url: redactText(body.url, 2000),
      clientTime: body.localTime,
      details: { environment: redactText(body.environment, 100), count: body.messages.length },
      userId: principal?.userId ?? null,
      traceId: c.get('traceId'),
    });
    return { ok: true } as const;
  });
}
