import type { HandoffSecret } from '../../app/handoffLink';

/** A /redirect link: its secret, and the `url` of the page it leads to (decoded). */
export interface HandoffLink {
  secret: HandoffSecret | null;
  url: string | undefined;
}

/** The link in a /redirect query (`app/handoffLink.ts` keeps it as opened): a code first, else both tokens. */
export function handoffLinkOf(query: string | null): HandoffLink {
  const params = new URLSearchParams(query ?? '');
  const code = params.get('code');
  const access_token = params.get('access_token');
  const refresh_token = params.get('refresh_token');
  const type = params.get('token_type') || 'Bearer';
  let secret: HandoffSecret | null = null;
  if (code) secret = { kind: 'code', code };
  else if (access_token && refresh_token) {
    secret = { kind: 'tokens', tokenInfo: { type, access_token, refresh_token } };
  }
  return { secret, url: params.get('url') || undefined };
}
