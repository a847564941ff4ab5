import type { LoginAnswer, SecurityContext, TokenInfo } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { verifyDummyPassword, verifyPassword } from '../../auth/password';
import { loadPrincipal, USER_ENABLED } from '../../auth/principal';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { companies, logins, refreshTokens, users } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { keptAnswer } from '../../http/route';
import { passwordSignInAllowed } from '../sso/admin';

const invalidCredentials = () =>
  new ProblemError(401, 'InvalidCredentials', formatMessage('Login.IncorrectCredentials'));
const invalidRefreshToken = () =>
  new ProblemError(401, 'InvalidRefreshToken', formatMessage('Login.InvalidRefreshToken'));

/** Issues an access token and a new refresh token for a login (sign-in, refresh, a hand-off code's exchange). */
async function issueTokens(
  services: Services,
  db: Executor,
  login: { loginId: string; userId: string; companyId: string | null },
): Promise<TokenInfo> {
  const refresh = newRefreshToken();
  await db.insert(refreshTokens).values({
    loginId: login.loginId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + services.env.REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const accessToken = await services.tokens.issueAccessToken(login);
  return { type: 'Bearer', access_token: accessToken, refresh_token: refresh.token };
}

/**
 * Username and password sign-in (002 §7). Unknown users cost the same scrypt time as known ones; whether an
 * account is disabled or its company not configured is told only after a correct password.
 */
export async function login(
  services: Services,
  input: { username: string; password: string; googleCaptcha: string; ip: string },
): Promise<LoginAnswer> {
  const { db, loginRateLimiter } = services;
  const verdict = await loginRateLimiter.assess(input.username, input.ip);
  if (verdict.retryAfterSeconds > 0) {
    throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }
  // The account, or the sign-in as a whole, is under attack: the owner passes the challenge, a script does not.
  if (verdict.challenge && services.captcha) {
    const token = input.googleCaptcha.trim();
    if (!token || !(await services.captcha.verify(token, input.ip))) {
      const [code, key] = token
        ? (['CaptchaFailed', 'Login.CaptchaFailed'] as const)
        : (['CaptchaRequired', 'Login.CaptchaRequired'] as const);
      throw new ProblemError(400, code, formatMessage(key), undefined, undefined, {
        captcha: services.captcha.challenge,
      });
    }
  }

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      companyId: users.companyId,
      companyConfigured: companies.configured,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);

  const passwordMatches = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyDummyPassword(input.password);
  if (!user || !passwordMatches) {
    await loginRateLimiter.recordFailure(input.username, input.ip);
    throw invalidCredentials();
  }
  if (user.status !== USER_ENABLED) {
    throw new ProblemError(403, 'AccountDisabled', formatMessage('Login.AccountDisabled'));
  }
  if (user.companyConfigured === false) {
    throw new ProblemError(403, 'CompanyNotConfigured', formatMessage('Login.CompanyNotConfigured'));
  }
  // Issue 18: a company that signs in with single sign-on only (its administrator's Single Sign-On page).
  if (!(await passwordSignInAllowed(db, user.companyId))) {
    throw new ProblemError(403, 'PasswordSignInDisabled', formatMessage('Sso.PasswordSignInDisabled'));
  }
  await loginRateLimiter.recordSuccess(input.username, input.ip);

  return { tokenInfo: await startLogin(services, { userId: user.id, companyId: user.companyId }) };
}

/** A new login of the user (a sign-in, a spent hand-off code) and its first tokens, in one transaction. */
export async function startLogin(
  services: Services,
  user: { userId: string; companyId: string | null },
): Promise<TokenInfo> {
  return services.db.transaction(async (tx) => {
    const [created] = await tx.insert(logins).values({ userId: user.userId }).returning({ id: logins.id });
    if (!created) throw new Error('login row not created');
    return issueTokens(services, tx, { loginId: created.id, ...user });
  });
}

/**
 * Rotates a refresh token (000 §4): the used one is marked, a new pair is issued for the same login. A used
 * refresh token presented again is a replay: the login is revoked, so every token of it stops working.
 */
export async function refresh(
  services: Services,
  input: { token: string; refreshtoken: string },
): Promise<TokenInfo> {
  const { db, tokens } = services;
  const claims = await tokens.verifyAccessTokenSignature(input.token);
  if (!claims) throw invalidRefreshToken();

  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(input.refreshtoken)))
    .limit(1);
  if (!stored || stored.loginId !== claims.sid) throw invalidRefreshToken();
  if (stored.usedAt) {
    await revokeLogin(services, stored.loginId);
    throw invalidRefreshToken();
  }
  if (stored.expiresAt.getTime() <= Date.now()) throw invalidRefreshToken();

  // Mark it used atomically: of two concurrent uses of one token only one wins; the other is a replay.
  const marked = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, stored.id),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (marked.length === 0) {
    await revokeLogin(services, stored.loginId);
    throw invalidRefreshToken();
  }

  const principal = await loadPrincipal(db, stored.loginId, claims.sub);
  if (!principal) throw invalidRefreshToken();
  return issueTokens(services, db, {
    loginId: principal.loginId,
    userId: principal.userId,
    companyId: principal.companyId,
  });
}

/** Ends a login: every access and refresh token of it stops working, in this process at once. */
export async function revokeLogin(services: Services, loginId: string): Promise<void> {
  await services.db
    .update(logins)
    .set({ revokedAt: new Date() })
    .where(and(eq(logins.id, loginId), isNull(logins.revokedAt)));
  services.principals.invalidateLogin(loginId);
}

/**
 * The caller's security context as `user/Me` answers it, made once per caller: a cached caller (auth/principal.ts)
 * is one object for as long as its login state and security version hold, and its answer, JSON included, is made
 * from it alone (`keptAnswer`; issue 14: per-request overhead). A changed caller is a new object, so a new answer.
 */
export function keptSecurityContext(principal: Principal): SecurityContext {
  let answer = securityContexts.get(principal);
  if (!answer) {
    answer = keptAnswer(securityContext(principal));
    securityContexts.set(principal, answer);
  }
  return answer;
}

const securityContexts = new WeakMap<Principal, SecurityContext>();

export function securityContext(principal: Principal): SecurityContext {
  return {
    user: {
      id: principal.userId,
      firstName: principal.firstName,
      lastName: principal.lastName,
      email: principal.email,
      companyID: principal.companyId,
    },
    permissions: [...principal.permissions],
    // Read with the rest of the caller (auth/principal.ts).
    analyticsDimensions: principal.companyAnalytics,
  };
}
