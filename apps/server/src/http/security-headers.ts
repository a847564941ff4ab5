import type { Context, MiddlewareHandler } from 'hono';

/**
 * Same-origin portal and API. Styles allow inline because components set style attributes; forms may post to
 * https targets because the cart punch-out form posts to the supplier configuration tool.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'self'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Puts `headers` on the answer of the request `next` handles. They go on before the answer exists, so every
 * answer the context builds carries them as it is built; an answer built outside the context (a file, a static
 * file of the portal) gets them afterwards. Setting them after every answer would make Hono rebuild each one
 * around its body as a stream (issue 14: per-request overhead).
 */
export async function withHeaders(
  c: Context,
  next: () => Promise<void>,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  await next();
  const sent = c.res.headers;
  for (const [name, value] of Object.entries(headers)) {
    if (sent.get(name) !== value) c.header(name, value);
  }
}

export const securityHeaders: MiddlewareHandler = (c, next) => withHeaders(c, next, SECURITY_HEADERS);
