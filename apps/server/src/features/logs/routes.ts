import {
  AnonymousClientLogBody,
  AnonymousErrorLogBody,
  CLIENT_LOG_LIMITS,
  shellEndpoints,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import type { Context } from 'hono';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { clientLogs } from '../../db/schema';
import { clientIp } from '../../http/client-ip';
import type { AppEnv, Principal, Services } from '../../http/context';
import { fieldErrors, ProblemError, Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { capSize, isRedactedBodyPath, redactHeaders, redactText, redactValue } from './redact';
import { chargeDailyBytes, logCaller, rowBytes, type StoredLogRow, secondsUntilNextUtcDay } from './usage';

/**
 * The client log and the error log collector (000 §7), stored in client_logs with secrets and card data removed
 * (redact.ts). Anyone may post, so (issue 15 item 2): a signed-out caller's body is small (CLIENT_LOG_LIMITS.
 * anonymous in the contract: 413 above its bytes, 400 above its entries or lengths), every caller's bytes a day
 * are capped in the database (usage.ts: 429 with Retry-After), and the table's total by the purge (purge.ts).
 */
export function logRoutes(route: RouteRegistrar): void {
  route(shellEndpoints.clientLog, async ({ body, principal, services, c }) => {
    await refuseLargeAnonymousBody(c, principal, AnonymousClientLogBody);
    const traceId = c.get('traceId');
    const rows = body.entries.map((entry): StoredLogRow => {
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
        clientTime: redactText(entry.timestamp, 64),
        details: details ? capSize(details) : null,
        traceId,
      };
    });
    await store(services, c, principal, rows);
    return { ok: true } as const;
  });

  route(shellEndpoints.errorLog, async ({ body, principal, services, c }) => {
    await refuseLargeAnonymousBody(c, principal, AnonymousErrorLogBody);
    await store(services, c, principal, [
      {
        source: 'error',
        level: body.level,
        message: redactText(body.messages.join('\n'), 16_000),
        url: redactText(body.url, 2000),
        clientTime: redactText(body.localTime, 64),
        details: { environment: redactText(body.environment, 100), count: body.messages.length },
        traceId: c.get('traceId'),
      },
    ]);
    return { ok: true } as const;
  });
}

/**
 * A signed-out post within the small body: its bytes as sent (the body read for the schema is kept by the
 * request, so this reads no more), then the anonymous schema. The endpoint's own schema, already passed, is the
 * signed-in caller's.
 */
async function refuseLargeAnonymousBody(
  c: Context<AppEnv>,
  principal: Principal | null,
  schema: $ZodType,
): Promise<void> {
  if (principal) return;
  const text = await c.req.text();
  if (Buffer.byteLength(text) > CLIENT_LOG_LIMITS.anonymous.bodyBytes) throw Problems.payloadTooLarge();
  const parsed = safeParse(schema, JSON.parse(text));
  if (!parsed.success) throw Problems.validation(fieldErrors(parsed.error));
}

/** Counts the rows' bytes against the caller's daily cap (429 over it), then stores them. */
async function store(
  services: Services,
  c: Context<AppEnv>,
  principal: Principal | null,
  rows: StoredLogRow[],
): Promise<void> {
  const caller = logCaller(principal?.userId, clientIp(c, services.env.TRUST_PROXY_HOPS), services.env);
  const sized = rows.map((row) => ({ ...row, userId: principal?.userId ?? null, bytes: rowBytes(row) }));
  const bytes = sized.reduce((sum, row) => sum + row.bytes, 0);
  // Counted first and never given back: a post whose insert then fails still counts, which errs on the safe side
  // and saves a transaction on every post.
  if (!(await chargeDailyBytes(services.db, caller, bytes))) {
    throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.LogLimitReached'), undefined, {
      'Retry-After': String(secondsUntilNextUtcDay()),
    });
  }
  await services.db.insert(clientLogs).values(sized);
}
