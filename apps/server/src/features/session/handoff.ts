import { createHash, randomBytes } from 'node:crypto';
import { HANDOFF_CODE_TTL_SECONDS, type HandoffAnswer, type HandoffExchangeAnswer } from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { loadPrincipal } from '../../auth/principal';
import { limiterPerApp } from '../../auth/rate-limit';
import type { Executor } from '../../db/client';
import { handoffCodes } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { startLogin } from './handlers';

/**
 * One-time hand-off codes (issue 15 item 1): the safe form of the /redirect hand-off of 000 §2.2. A signed-in
 * login asks for a code for one portal page; the browser opens `#/redirect?code=…&url=…` and the Redirect page
 * exchanges the code, once and within HANDOFF_CODE_TTL_SECONDS, for a new login of the code's user. No token
 * travels in a URL, and a code that leaks is spent or expires within a minute.
 */

/** Unused codes one user may hold at once: a signed-in caller cannot fill the table. */
export const MAX_LIVE_CODES_PER_USER = 10;

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

const refusal = (status: ContentfulStatusCode, code: string, key: TextMessageKey) =>
  new ProblemError(status, code, formatMessage(key));

/** Codes past their expiry are of no use, not even to say "expired" for long: they go. */
async function deleteExpired(db: Executor, now: Date): Promise<void> {
  await db.delete(handoffCodes).where(lt(handoffCodes.expiresAt, now));
}

/** Issues a code for the caller's user and `url` (a portal path; undefined: the landing page). */
export async function createHandoffCode(
  services: Services,
  principal: Pick<Principal, 'loginId' | 'userId'>,
  url: string | undefined,
): Promise<HandoffAnswer> {
  const { db } = services;
  const now = new Date();
  await deleteExpired(db, now);
  const [live] = await db
    .select({ n: count() })
    .from(handoffCodes)
    .where(
      and(
        eq(handoffCodes.userId, principal.userId),
        isNull(handoffCodes.usedAt),
        gt(handoffCodes.expiresAt, now),
      ),
    );
  if ((live?.n ?? 0) >= MAX_LIVE_CODES_PER_USER) {
    throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
      'Retry-After': String(HANDOFF_CODE_TTL_SECONDS),
    });
  }
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HANDOFF_CODE_TTL_SECONDS * 1000);
  await db.insert(handoffCodes).values({
    codeHash: hashCode(code),
    loginId: principal.loginId,
    userId: principal.userId,
    url: url ?? null,
    expiresAt,
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

/**
 * Failed exchanges per address, kept in the database so every instance counts them. A code has 256 random bits:
 * the limit slows a script that floods the endpoint, not a guess that could win.
 */
const limiterFor = limiterPerApp('handoff', { freePerPair: 10, maxPerPair: 30, maxPerIp: 30 });

/**
 * Exchanges a code for the tokens of a new login of its user. Of two exchanges of one code only one wins (the
 * code is marked used by one conditional update); an unknown, used or expired code answers 401, a `url` other
 * than the code's 400 (and spends the code: a changed link is not tried again), a code whose login has since
 * ended (signed out, revoked) or whose user is disabled is unknown. Failures are limited per address.
 */
export async function exchangeHandoffCode(
  services: Services,
  input: { code: string; url?: string | undefined; ip: string },
): Promise<HandoffExchangeAnswer> {
  const { db } = services;
  const limiter = limiterFor(services);
  // The address is the only key: one address, any code.
  const retryAfter = await limiter.retryAfterSeconds(input.ip, input.ip);
  if (retryAfter > 0) {
    throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  const refuse = async (status: ContentfulStatusCode, code: string, key: TextMessageKey): Promise<never> => {
    await limiter.recordFailure(input.ip, input.ip);
    throw refusal(status, code, key);
  };

  const now = new Date();
  const [stored] = await db
    .select()
    .from(handoffCodes)
    .where(eq(handoffCodes.codeHash, hashCode(input.code)))
    .limit(1);
  if (!stored) return refuse(401, 'HandoffCodeUnknown', 'Handoff.CodeUnknown');
  if (stored.usedAt) return refuse(401, 'HandoffCodeUsed', 'Handoff.CodeUsed');
  if (stored.expiresAt.getTime() <= now.getTime()) {
    await deleteExpired(db, now);
    return refuse(401, 'HandoffCodeExpired', 'Handoff.CodeExpired');
  }

  const spent = await db
    .update(handoffCodes)
    .set({ usedAt: now })
    .where(and(eq(handoffCodes.id, stored.id), isNull(handoffCodes.usedAt), gt(handoffCodes.expiresAt, now)))
    .returning({ id: handoffCodes.id });
  if (spent.length === 0) return refuse(401, 'HandoffCodeUsed', 'Handoff.CodeUsed');
  if ((stored.url ?? undefined) !== input.url) {
    return refuse(400, 'HandoffUrlMismatch', 'Handoff.UrlMismatch');
  }
  const issuer = await loadPrincipal(db, stored.loginId, stored.userId);
  if (!issuer) return refuse(401, 'HandoffCodeUnknown', 'Handoff.CodeUnknown');

  const tokenInfo = await startLogin(services, { userId: issuer.userId, companyId: issuer.companyId });
  await limiter.recordSuccess(input.ip, input.ip);
  await deleteExpired(db, now);
  return { tokenInfo };
}
