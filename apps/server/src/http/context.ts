import type { CaptchaVerifier } from '../auth/captcha';
import type { LoginStateCache } from '../auth/login-state-cache';
import type { PrincipalCache } from '../auth/principal-cache';
import type { LoginRateLimiter } from '../auth/rate-limit';
import type { TokenService } from '../auth/tokens';
import type { DatabaseKind, Db } from '../db/client';
import type { Env } from '../env';
import type { CartCache } from '../features/cart/cart-cache';
import type { ReportFiles } from '../features/reports/file-store';
import type { Logger } from '../logger';
import type { AnswerHeaderSets } from './security-headers';

/** The signed-in caller, loaded from the database on every authenticated request. */
export interface Principal {
  userId: string;
  loginId: string;
  /** Punch-out session id of the login, null for an ordinary login. */
  sessionId: string | null;
  companyId: string | null;
  /** Features bit mask of the caller's company (0 without a company). */
  companyFeatures: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Effective permissions: the union of the roles' and the user's extra ones. */
  permissions: readonly string[];
  /** The company's analytics dimensions (`user/Me`), read with the rest of the caller; null without a company. */
  companyAnalytics: {
    customerId: string;
    customerName: string;
    salesTerritoryCode: string;
    areaName: string;
  } | null;
}

/** What handlers need, built once by createApp. */
export interface Services {
  db: Db;
  databaseKind: DatabaseKind;
  env: Env;
  tokens: TokenService;
  /** Callers by login id, briefly; clear an entry whenever a login is revoked or a user changes. */
  principals: PrincipalCache;
  /** Login states by login id, while the database notifies their changes (auth/login-state-cache.ts). */
  loginStates: LoginStateCache;
  /** Live carts' answers, kept where the database notifies every change at once (PGlite). */
  carts: CartCache;
  loginRateLimiter: LoginRateLimiter;
  /** Failed punch-in credentials (per identity and address; a procurement system answers no challenge). */
  punchInRateLimiter: LoginRateLimiter;
  captcha: CaptchaVerifier | null;
  log: Logger;
  /** Check every answer against the endpoint's answer schema (development and tests). */
  validateAnswers: boolean;
  /** Issue 20: the report file store, its index and its signed links (features/reports/file-store.ts). */
  reportFiles: ReportFiles;
}

export type AppEnv = {
  Variables: {
    traceId: string;
    principal: Principal | null;
    /** The security headers of the request's answers, by kind (http/security-headers.ts). */
    answerHeaders: AnswerHeaderSets;
    /**
     * A page's own security headers in place of the portal's (names in lower case; `completeHeaders` keeps
     * them): only the punch-out return page sets some, its policy for the return origin of its session (issue 16).
     */
    pageHeaders?: Readonly<Record<string, string>>;
  };
};
