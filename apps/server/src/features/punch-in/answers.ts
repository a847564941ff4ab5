import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';

/** Where start pages point: PUBLIC_URL, or the origin the request came to. */
export function publicOrigin(c: Context<AppEnv>, services: Services): string {
  return services.env.PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
}

/**
 * A short text page for the buyer's browser (an OCI punch-in, the configuration tool's return): these calls
 * come from a form post or a redirect, not from the portal's client, so they answer a page, not a Problem.
 */
export function textPage(
  c: Context<AppEnv>,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
  key: TextMessageKey,
) {
  return c.text(formatMessage(key), status, { 'Cache-Control': 'no-store' });
}
