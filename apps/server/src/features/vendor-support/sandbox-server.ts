import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { vendorCredentialsKey } from '../account/vendor-secret';
import { escapeXml as x } from '../shell/punchout';
import {
  daysAgo,
  SANDBOX_ACCOUNTS,
  type SandboxData,
  sandboxData,
  type VendorBugRecord,
  type VendorCaseRecord,
  type VendorRmaRecord,
} from './sandbox-data';

/**
 * The sandbox manufacturer (issue 20): an OAuth 2 authorization server (authorization code with a client secret)
 * and the support APIs it guards, served by our server under /sandbox/vendor-support with VENDOR_SUPPORT_MODE=
 * sandbox, so the real HTTP adapter (http-adapter.ts) runs against it as it would against the manufacturer:
 * - GET  /oauth/authorize: the consent page the popup shows (sign in as one of the sandbox accounts, allow or
 *   deny); it checks client id and redirect URI and sends the browser back to the redirect URI with
 *   `code` and `state`, or `error=access_denied`.
 * - POST /oauth/token: grant_type authorization_code (code once, within 5 minutes, for the redirect URI it was
 *   given for) or refresh_token; the client authenticates with its id and secret.
 * - GET  /api/bug/v2.0/bugs, /bugs/bug_ids/:id; /api/return/v1.0/returns, /returns/rma_numbers/:n;
 *   /api/case/v3/cases, /cases/details/case_id/:id, each with `Authorization: Bearer <access token>`.
 * Tokens are HMAC-signed (a key derived from the vendor credentials key), so every instance accepts them; a code's
 * single use is kept in this process only (the sandbox's one shortcut).
 */
export const VENDOR_SANDBOX_BASE = '/sandbox/vendor-support';
export const VENDOR_SANDBOX_CLIENT_ID = 'b2b-portal-sandbox';

const CODE_TTL_S = 300;
const ACCESS_TTL_S = 3600;
const REFRESH_TTL_S = 90 * 86_400;

type TokenKind = 'code' | 'access' | 'refresh';
interface TokenClaims {
  typ: TokenKind;
  sub: string;
  exp: number;
  jti: string;
  redirect?: string;
}

async function sandboxKey(services: Services): Promise<Buffer> {
  const base = await vendorCredentialsKey(services.db, services.env.VENDOR_CREDENTIALS_KEY);
  return createHash('sha256').update(base).update('vendor-support-sandbox').digest();
}

/** The client secret the sandbox gives its one client (our server); derived, so nothing is stored. */
export async function sandboxClientSecret(services: Services): Promise<string> {
  return createHmac('sha256', await sandboxKey(services))
    .update('client-secret')
    .digest('base64url');
}

function sign(key: Buffer, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

function verify(key: Buffer, token: string, typ: TokenKind): TokenClaims | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(createHmac('sha256', key).update(payload).digest('base64url'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    return claims.typ === typ && claims.exp * 1000 > Date.now() ? claims : null;
  } catch {
    return null;
  }
}

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox manufacturer sign-in</title></head>
<body><main>
<h1>Sandbox manufacturer sign-in</h1>
${body}
</main></body></html>`;

const PAGE_SIZE = 10;

function paged<T>(records: T[], c: Context<AppEnv>) {
  const index = Math.max(1, Number.parseInt(c.req.query('page_index') ?? '1', 10) || 1);
  const size = Math.min(50, Math.max(1, Number.parseInt(c.req.query('page_size') ?? '', 10) || PAGE_SIZE));
  return {
    items: records.slice((index - 1) * size, index * size),
    pagination_response_record: {
      page_index: String(index),
      last_index: String(Math.max(1, Math.ceil(records.length / size))),
      page_records: String(Math.min(size, Math.max(0, records.length - (index - 1) * size))),
      total_records: String(records.length),
    },
  };
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
const MODIFIED_DAYS: Record<string, number> = { '1': 7, '2': 30, '3': 182, '4': 365 };

export function vendorSupportSandboxRoutes(app: Hono<AppEnv>, services: Services): void {
  const noStore = { 'Cache-Control': 'no-store' };
  const usedCodes = new Set<string>();
  let cache: { day: string; data: SandboxData } | null = null;
  const data = () => {
    const day = new Date().toISOString().slice(0, 10);
    if (cache?.day !== day) cache = { day, data: sandboxData(new Date()) };
    return cache.data;
  };
  const oauthError = (c: Context<AppEnv>, status: 400 | 401, error: string) =>
    c.json({ error }, status, noStore);

  /** The redirect URI this sandbox accepts for its client: a callback on our own origin. */
  const redirectAllowed = (c: Context<AppEnv>, redirectUri: string) => {
    try {
      const url = new URL(redirectUri);
      const configured = services.env.VENDOR_SUPPORT_REDIRECT_URI;
      if (configured) return redirectUri === configured;
      const own = new URL(services.env.PUBLIC_URL ?? c.req.url);
      return url.host === own.host && url.pathname === '/vendor-oauth/callback';
    } catch {
      return false;
    }
  };

  app.get(`${VENDOR_SANDBOX_BASE}/oauth/authorize`, (c) => {
    const { client_id, redirect_uri = '', state = '', response_type } = c.req.query();
    if (
      client_id !== VENDOR_SANDBOX_CLIENT_ID ||
      response_type !== 'code' ||
      !redirectAllowed(c, redirect_uri)
    ) {
      return c.html(page('<p>The request does not come from a client this sandbox knows.</p>'), 400, noStore);
    }
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${x(value)}">`;
    const choices = SANDBOX_ACCOUNTS.map(
      (account) =>
        `<li><button type="submit" name="account" value="${x(account.ccoId)}">Allow as ${x(account.name)} (CCO ID ${x(account.ccoId)})</button></li>`,
    ).join('\n');
    return c.html(
      page(`<p>Stands in for the manufacturer's sign-in. The B2B portal asks to read your bugs, returns (RMAs) and support cases.</p>
<form method="post">${hidden('redirect_uri', redirect_uri)}${hidden('state', state)}
<ul>${choices}</ul>
<p><button type="submit" name="deny" value="1">Deny</button></p>
</form>`),
      200,
      noStore,
    );
  });

  app.post(`${VENDOR_SANDBOX_BASE}/oauth/authorize`, async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = typeof form.redirect_uri === 'string' ? form.redirect_uri : '';
    const state = typeof form.state === 'string' ? form.state : '';
    if (!redirectAllowed(c, redirectUri)) {
      return c.html(page('<p>The request does not come from a client this sandbox knows.</p>'), 400, noStore);
    }
    const target = new URL(redirectUri);
    target.searchParams.set('state', state);
    const account = SANDBOX_ACCOUNTS.find((entry) => entry.ccoId === form.account);
    if (form.deny || !account) {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = sign(await sandboxKey(services), {
        typ: 'code',
        sub: account.ccoId,
        exp: Math.floor(Date.now() / 1000) + CODE_TTL_S,
        jti: randomUUID(),
        redirect: redirectUri,
      });
      target.searchParams.set('code', code);
    }
    return c.redirect(target.toString(), 302);
  });

  app.post(`${VENDOR_SANDBOX_BASE}/oauth/token`, async (c) => {
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    let clientId = text('client_id');
    let clientSecret = text('client_secret');
    const basic = c.req.header('authorization')?.match(/^Basic\s+(.+)$/i)?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (clientId !== VENDOR_SANDBOX_CLIENT_ID || clientSecret !== (await sandboxClientSecret(services))) {
      return oauthError(c, 401, 'invalid_client');
    }
    const key = await sandboxKey(services);
    let subject: string;
    if (text('grant_type') === 'authorization_code') {
      const claims = verify(key, text('code'), 'code');
      if (!claims || claims.redirect !== text('redirect_uri') || usedCodes.has(claims.jti)) {
        return oauthError(c, 400, 'invalid_grant');
      }
      usedCodes.add(claims.jti);
      subject = claims.sub;
    } else if (text('grant_type') === 'refresh_token') {
      const claims = verify(key, text('refresh_token'), 'refresh');
      if (!claims) return oauthError(c, 400, 'invalid_grant');
      subject = claims.sub;
    } else {
      return oauthError(c, 400, 'unsupported_grant_type');
    }
    const now = Math.floor(Date.now() / 1000);
    return c.json(
      {
        token_type: 'Bearer',
        access_token: sign(key, { typ: 'access', sub: subject, exp: now + ACCESS_TTL_S, jti: randomUUID() }),
        expires_in: ACCESS_TTL_S,
        refresh_token: sign(key, {
          typ: 'refresh',
          sub: subject,
          exp: now + REFRESH_TTL_S,
          jti: randomUUID(),
        }),
      },
      200,
      noStore,
    );
  });

  /** The account of the call's bearer token, or an answer refusing it. */
  async function caller(c: Context<AppEnv>): Promise<string | Response> {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
    const claims = verify(await sandboxKey(services), token, 'access');
    return claims ? claims.sub : c.json({ error: 'invalid_token' }, 401, noStore);
  }
  const api = `${VENDOR_SANDBOX_BASE}/api`;

  app.get(`${api}/bug/v2.0/bugs`, async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const q = (c.req.query('q') ?? '').trim().toLowerCase();
    const by = c.req.query('search_by');
    const { severity, status, affected_release: affected, fixed_release: fixed } = c.req.query();
    const since = MODIFIED_DAYS[c.req.query('modified_date') ?? ''];
    const oldest = since === undefined ? '' : daysAgo(new Date(), since);
    const matches = (bug: VendorBugRecord) => {
      if (by === 'product_id') return bug.product.toLowerCase().startsWith(q);
      if (by === 'product_series') return bug.product_series.toLowerCase().includes(q);
      if (bug.bug_id.toLowerCase() === q) return true;
      const text = `${bug.headline} ${bug.description}`.toLowerCase();
      return words(q).every((word) => text.includes(word));
    };
    const found = data()
      .bugs.filter(matches)
      .filter((bug) => !severity || bug.severity === severity)
      .filter((bug) => !status || bug.status === status)
      .filter((bug) => !oldest || bug.last_modified_date >= oldest)
      .filter((bug) => !affected || bug.known_affected_releases.split(' ').includes(affected))
      .filter((bug) => !fixed || bug.known_fixed_releases.split(' ').includes(fixed))
      .sort(
        (a, b) =>
          b.last_modified_date.localeCompare(a.last_modified_date) || a.bug_id.localeCompare(b.bug_id),
      );
    const { items, pagination_response_record } = paged(found, c);
    return c.json({ bugs: items, pagination_response_record }, 200, noStore);
  });

  app.get(`${api}/bug/v2.0/bugs/bug_ids/:id`, async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const id = c.req.param('id').toLowerCase();
    return c.json({ bugs: data().bugs.filter((bug) => bug.bug_id.toLowerCase() === id) }, 200, noStore);
  });

  const rmaListing = ({ lines, ship_to_address, service_level, ...rma }: VendorRmaRecord) => ({
    ...rma,
    line_count: String(lines.length),
  });

  app.get(`${api}/return/v1.0/returns`, async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const q = (c.req.query('q') ?? '').trim().toLowerCase();
    const field = { rma_number: 'rma_number', user_id: 'user_id', case_id: 'case_id' }[
      c.req.query('search_by') ?? ''
    ] as 'rma_number' | 'user_id' | 'case_id' | undefined;
    if (!field) return c.json({ error: 'search_by must be rma_number, user_id or case_id' }, 400, noStore);
    const found = data()
      .rmas.filter((rma) => rma.user_id === who && rma[field].toLowerCase().startsWith(q))
      .sort((a, b) => b.created_date.localeCompare(a.created_date));
    const { items, pagination_response_record } = paged(found, c);
    return c.json({ returns: items.map(rmaListing), pagination_response_record }, 200, noStore);
  });

  app.get(`${api}/return/v1.0/returns/rma_numbers/:number`, async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const number = c.req.param('number');
    return c.json(
      { returns: data().rmas.filter((rma) => rma.user_id === who && rma.rma_number === number) },
      200,
      noStore,
    );
  });

  const caseListing = ({ description, contact_name, bugs, rmas, ...record }: VendorCaseRecord) => record;

  app.get(`${api}/case/v3/cases`, async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const q = (c.req.query('q') ?? '').trim().toLowerCase();
    const field = { case_id: 'case_id', contract_id: 'contract_id', user_id: 'user_id' }[
      c.req.query('search_by') ?? ''
    ] as 'case_id' | 'contract_id' | 'user_id' | undefined;
    if (!field) return c.json({ error: 'search_by must be case_id, contract_id or user_id' }, 400, noStore);
    const status = c.req.query('status_flag') === 'C' ? 'C' : 'O';
    const from = c.req.query('date_created_from') ?? '';
    const to = c.req.query('date_created_to') ?? '';
    // As the manufacturer's case API: closed cases only within a window of at most 90 days.
    if (status === 'C' && (!from || !to || (Date.parse(to) - Date.parse(from)) / 86_400_000 > 90)) {
      return c.json(
        { error: 'Closed cases: date_created_from and date_created_to at most 90 days apart' },
        400,
        noStore,
      );
    }
    const found = data()
      .cases.filter((record) => record.user_id === who && record.status === status)
      // As the manufacturer's case API: a case number, a contract number or a CCO ID matches whole.
      .filter((record) => record[field].toLowerCase() === q)
      .filter((record) => (!from || record.created_date >= from) && (!to || record.created_date <= to))
      .sort((a, b) => b.created_date.localeCompare(a.created_date));
    const { items, pagination_response_record } = paged(found, c);
    return c.json({ cases: items.map(caseListing), pagination_response_record }, 200, noStore);
  });

  app.get(`${api}/case/v3/cases/details/case_id/:id`, async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const id = c.req.param('id');
    return c.json(
      { cases: data().cases.filter((record) => record.user_id === who && record.case_id === id) },
      200,
      noStore,
    );
  });
}
