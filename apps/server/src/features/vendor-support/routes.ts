import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SUPPORT_CASE_CLOSED_WINDOW_DAYS, vendorSupportEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { vendorSupportTokens } from '../../db/schema';
import type { AppEnv, Principal, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { decryptVendorSecret, encryptVendorSecret, vendorCredentialsKey } from '../account/vendor-secret';
import { publicOrigin } from '../punch-in/answers';
import { HttpVendorSupport } from './http-adapter';
import {
  type VendorAccess,
  VendorAuthRefusedError,
  VendorNotConnectedError,
  type VendorSupport,
  VendorUnavailableError,
} from './port';
import {
  sandboxClientSecret,
  VENDOR_SANDBOX_BASE,
  VENDOR_SANDBOX_CLIENT_ID,
  vendorSupportSandboxRoutes,
} from './sandbox-server';

/** Where the manufacturer sends the popup back (the page that hands code and state to the portal). */
export const VENDOR_CALLBACK_PATH = '/vendor-oauth/callback';
const CALLBACK_SCRIPT_PATH = '/vendor-oauth/callback.js';
const STATE_TTL_MS = 10 * 60_000;
/** The host the sandbox mode's calls go to: our own app, in process (never the network). */
const SANDBOX_INTERNAL_ORIGIN = 'http://vendor-sandbox.internal';

const problem = {
  notConnected: () =>
    new ProblemError(409, 'VendorNotConnected', formatMessage('VendorSupport.NotConnected')),
  unavailable: () =>
    new ProblemError(503, 'VendorSupportUnavailable', formatMessage('VendorSupport.Unavailable')),
  notConfigured: () =>
    new ProblemError(503, 'VendorSupportUnavailable', formatMessage('VendorSupport.NotConfigured')),
  authRefused: () => new ProblemError(422, 'VendorAuthRefused', formatMessage('VendorSupport.AuthRefused')),
  notFetched: () =>
    new ProblemError(404, 'RecordNotFetched', formatMessage('VendorSupport.RecordNotFetched')),
};

/** The adapter VENDOR_SUPPORT_MODE asks for; null when off. */
async function adapterFor(app: Hono<AppEnv>, services: Services): Promise<VendorSupport | null> {
  const { env } = services;
  if (env.VENDOR_SUPPORT_MODE === 'remote') {
    return new HttpVendorSupport({
      authorizeUrl: env.VENDOR_SUPPORT_AUTHORIZE_URL as string,
      tokenUrl: env.VENDOR_SUPPORT_TOKEN_URL as string,
      apiUrl: env.VENDOR_SUPPORT_API_URL as string,
      clientId: env.VENDOR_SUPPORT_CLIENT_ID as string,
      clientSecret: env.VENDOR_SUPPORT_CLIENT_SECRET as string,
    });
  }
  if (env.VENDOR_SUPPORT_MODE === 'sandbox') {
    return new HttpVendorSupport({
      // The browser opens the consent page on our own origin.
      authorizeUrl: `${VENDOR_SANDBOX_BASE}/oauth/authorize`,
      tokenUrl: `${SANDBOX_INTERNAL_ORIGIN}${VENDOR_SANDBOX_BASE}/oauth/token`,
      apiUrl: `${SANDBOX_INTERNAL_ORIGIN}${VENDOR_SANDBOX_BASE}/api`,
      clientId: VENDOR_SANDBOX_CLIENT_ID,
      clientSecret: await sandboxClientSecret(services),
      fetch: async (input, init) => app.request(input, init),
    });
  }
  return null;
}

/** The additional data a user's stored refresh token is bound to. */
const boundTo = (user: { companyId: string; userId: string }) => `${user.companyId}:${user.userId}`;

async function stateKey(services: Services): Promise<Buffer> {
  const base = await vendorCredentialsKey(services.db, services.env.VENDOR_CREDENTIALS_KEY);
  return createHash('sha256').update(base).update('vendor-oauth-state').digest();
}

/** An opaque state for the authorization request, bound to the user and valid 10 minutes. */
export async function issueState(services: Services, userId: string, now = Date.now()): Promise<string> {
  const payload = `${userId}.${now + STATE_TTL_MS}.${randomBytes(9).toString('base64url')}`;
  const mac = createHmac('sha256', await stateKey(services))
    .update(payload)
    .digest('base64url');
  return `${Buffer.from(payload).toString('base64url')}.${mac}`;
}

async function stateIsFor(services: Services, state: string, userId: string): Promise<boolean> {
  const [encoded, mac] = state.split('.');
  if (!encoded || !mac) return false;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(
    createHmac('sha256', await stateKey(services))
      .update(payload)
      .digest('base64url'),
  );
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const [owner, expires] = payload.split('.');
  return owner === userId && Number(expires) > Date.now();
}

function redirectUriOf(c: Context<AppEnv>, services: Services): string {
  return services.env.VENDOR_SUPPORT_REDIRECT_URI ?? `${publicOrigin(c, services)}${VENDOR_CALLBACK_PATH}`;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The vendor support look-ups (issue 20; 002 §2, §4, §7): the OAuth 2 authorization-code flow whose refresh
 * token is kept per user, encrypted (never answered), and the bug, RMA and support-case searches and details
 * read through it. Every call is the caller's own: the token read is the caller's row, opened only with the
 * caller's company and user id. The catalogue's permission and feature (Contracts) are checked by the registrar.
 */
export function vendorSupportRoutes(route: RouteRegistrar, app: Hono<AppEnv>, services: Services): void {
  let adapter: Promise<VendorSupport | null> | undefined;
  const vendor = async () => {
    adapter ??= adapterFor(app, services);
    const found = await adapter;
    if (!found) throw problem.notConfigured();
    return found;
  };
  /** Access tokens kept between calls, by user, with the stored value they came from. */
  const accesses = new Map<string, VendorAccess & { stored: string }>();

  const owner = (user: Principal) => {
    if (!user.companyId) throw problem.notConnected();
    return { companyId: user.companyId, userId: user.userId };
  };

  async function storedRow(user: Principal) {
    const { companyId, userId } = owner(user);
    const [row] = await services.db
      .select()
      .from(vendorSupportTokens)
      .where(and(eq(vendorSupportTokens.userId, userId), eq(vendorSupportTokens.companyId, companyId)))
      .limit(1);
    return row;
  }

  async function store(user: Principal, refreshToken: string): Promise<string> {
    const bound = owner(user);
    const key = await vendorCredentialsKey(services.db, services.env.VENDOR_CREDENTIALS_KEY);
    const refreshTokenEncrypted = encryptVendorSecret(key, boundTo(bound), refreshToken);
    await services.db
      .insert(vendorSupportTokens)
      .values({ ...bound, refreshTokenEncrypted })
      .onConflictDoUpdate({
        target: vendorSupportTokens.userId,
        set: { companyId: bound.companyId, refreshTokenEncrypted, updatedAt: new Date() },
      });
    return refreshTokenEncrypted;
  }

  async function forget(user: Principal) {
    accesses.delete(user.userId);
    await services.db.delete(vendorSupportTokens).where(eq(vendorSupportTokens.userId, user.userId));
  }

  /** A valid access for the caller, refreshed at the manufacturer when needed; 409 when there is none. */
  async function accessOf(user: Principal, fresh = false): Promise<string> {
    const row = await storedRow(user);
    if (!row) throw problem.notConnected();
    const kept = accesses.get(user.userId);
    if (!fresh && kept && kept.stored === row.refreshTokenEncrypted && kept.expiresAt - 30_000 > Date.now()) {
      return kept.accessToken;
    }
    const key = await vendorCredentialsKey(services.db, services.env.VENDOR_CREDENTIALS_KEY);
    const refreshToken = decryptVendorSecret(key, boundTo(owner(user)), row.refreshTokenEncrypted);
    if (refreshToken === null) {
      await forget(user);
      throw problem.notConnected();
    }
    const adapterNow = await vendor();
    let access: VendorAccess;
    try {
      access = await adapterNow.refresh(refreshToken);
    } catch (error) {
      if (error instanceof VendorNotConnectedError) {
        await forget(user);
        throw problem.notConnected();
      }
      throw error instanceof VendorUnavailableError ? problem.unavailable() : error;
    }
    const stored =
      access.refreshToken && access.refreshToken !== refreshToken
        ? await store(user, access.refreshToken)
        : row.refreshTokenEncrypted;
    accesses.set(user.userId, { ...access, stored });
    return access.accessToken;
  }

  /** Runs a look-up with the caller's access; a refused access token is refreshed once and the call retried. */
  async function lookUp<T>(user: Principal, call: (adapter: VendorSupport, token: string) => Promise<T>) {
    const adapterNow = await vendor();
    try {
      try {
        return await call(adapterNow, await accessOf(user));
      } catch (error) {
        if (!(error instanceof VendorNotConnectedError)) throw error;
        return await call(adapterNow, await accessOf(user, true));
      }
    } catch (error) {
      if (error instanceof VendorNotConnectedError) {
        await forget(user);
        throw problem.notConnected();
      }
      if (error instanceof VendorUnavailableError) throw problem.unavailable();
      throw error;
    }
  }

  route(vendorSupportEndpoints.vendorAuthClientId, async ({ c, user }) => {
    const adapterNow = await vendor();
    const redirectUri = redirectUriOf(c, services);
    const state = await issueState(services, user().userId);
    return {
      clientId: adapterNow.clientId,
      redirectUri,
      state,
      authorizationUrl: adapterNow.authorizationUrl(redirectUri, state),
    };
  });

  route(vendorSupportEndpoints.vendorAuth, async ({ c, body, user }) => {
    const caller = user();
    owner(caller);
    if (!(await stateIsFor(services, body.state, caller.userId))) throw problem.authRefused();
    const adapterNow = await vendor();
    try {
      const access = await adapterNow.exchangeCode(body.code, redirectUriOf(c, services));
      const stored = await store(caller, access.refreshToken);
      accesses.set(caller.userId, { ...access, stored });
    } catch (error) {
      if (error instanceof VendorAuthRefusedError) throw problem.authRefused();
      if (error instanceof VendorUnavailableError) throw problem.unavailable();
      throw error;
    }
    return { connected: true };
  });

  route(vendorSupportEndpoints.vendorRefresh, async ({ user }) => {
    try {
      await accessOf(user(), true);
      return { connected: true };
    } catch (error) {
      if (error instanceof ProblemError && error.code === 'VendorNotConnected') return { connected: false };
      throw error;
    }
  });

  route(vendorSupportEndpoints.searchBugs, async ({ query, user }) =>
    lookUp(user(), (adapterNow, token) => adapterNow.searchBugs(token, query)),
  );
  route(vendorSupportEndpoints.getBug, async ({ query, user }) => {
    const found = await lookUp(user(), (adapterNow, token) => adapterNow.getBug(token, query.id));
    if (!found) throw problem.notFetched();
    return found;
  });
  route(vendorSupportEndpoints.searchRmas, async ({ query, user }) =>
    lookUp(user(), (adapterNow, token) => adapterNow.searchRmas(token, query)),
  );
  route(vendorSupportEndpoints.getRma, async ({ query, user }) => {
    const found = await lookUp(user(), (adapterNow, token) => adapterNow.getRma(token, query.id));
    if (!found) throw problem.notFetched();
    return found;
  });
  route(vendorSupportEndpoints.searchSupportCases, async ({ query, user }) => {
    const { createdFrom, createdTo } = query;
    if (createdFrom && createdTo && createdFrom > createdTo) {
      throw new ProblemError(
        422,
        'SupportCaseRangeTooWide',
        formatMessage('VendorSupport.Cases.MaximumRange'),
        [{ path: 'dateRange', message: formatMessage('VendorSupport.Cases.MaximumRange') }],
      );
    }
    if (
      query.status === 'C' &&
      (!createdFrom || !createdTo || daysBetween(createdFrom, createdTo) > SUPPORT_CASE_CLOSED_WINDOW_DAYS)
    ) {
      const message = formatMessage('VendorSupport.Cases.MaximumRange');
      throw new ProblemError(422, 'SupportCaseRangeTooWide', message, [{ path: 'dateRange', message }]);
    }
    return lookUp(user(), (adapterNow, token) => adapterNow.searchCases(token, query));
  });
  route(vendorSupportEndpoints.getSupportCase, async ({ query, user }) => {
    const found = await lookUp(user(), (adapterNow, token) => adapterNow.getCase(token, query.id));
    if (!found) throw problem.notFetched();
    return found;
  });
}

const CALLBACK_SCRIPT = `(function () {
  var params = new URLSearchParams(window.location.search);
  var message = { type: 'vendor-oauth', code: params.get('code') || '', state: params.get('state') || '', error: params.get('error') || '' };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
  } else {
    try { window.localStorage.setItem('vendorOAuthResult', JSON.stringify(message)); } catch (e) {}
  }
  window.close();
})();
`;

/**
 * The redirect URI's page (outside the API: the manufacturer sends the browser here): it hands code and state to
 * the portal window that opened the popup (postMessage to our own origin; through localStorage when the
 * manufacturer's page cut the opener) and closes. The portal then calls OAuthConfiguration/auth. With
 * VENDOR_SUPPORT_MODE=sandbox, the sandbox manufacturer too.
 */
export function vendorSupportRawRoutes(app: Hono<AppEnv>, services: Services): void {
  app.get(VENDOR_CALLBACK_PATH, (c) =>
    c.html(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Manufacturer access</title><script src="${CALLBACK_SCRIPT_PATH}" defer></script></head>
<body><main><h1>Manufacturer access</h1><p>You can close this window and go back to the portal.</p></main></body></html>`,
      200,
      { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    ),
  );
  app.get(CALLBACK_SCRIPT_PATH, (c) =>
    c.body(CALLBACK_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
  if (services.env.VENDOR_SUPPORT_MODE === 'sandbox') vendorSupportSandboxRoutes(app, services);
}
