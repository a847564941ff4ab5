import type { Context, MiddlewareHandler } from 'hono';

/**
 * Same-origin portal and API. Styles allow inline because components set style attributes; forms may post to
 * https targets because the cart punch-out form posts to the supplier configuration tool.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The policy, with the origins of Google's reCAPTCHA when the login's challenge is reCAPTCHA (its script, and the
 * frame its widget draws in).
 */
export function contentSecurityPolicy(options: { recaptcha?: boolean } = {}): string {
  const google = options.recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'self'",
    ...(options.recaptcha ? [`frame-src 'self'${google}`] : []),
  ].join('; ');
}

/** Browser features the portal never uses, refused to its pages and to anything they embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()';

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Another site that opens the portal gets no handle on its window; the windows the portal opens itself (the
  // punch-out form it posts to a supplier) keep theirs.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Browsers that reached the portal over TLS keep to it for a year (subdomains included). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request came over TLS: its own URL is https, or, behind trusted proxies (TRUST_PROXY_HOPS > 0),
 * the nearest proxy says so in X-Forwarded-Proto (the last value: the one it appended).
 */
export function cameOverTls(c: Context, trustProxyHops: number): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (trustProxyHops === 0) return false;
  const forwarded = (c.req.header('x-forwarded-proto') ?? '').split(',').map((proto) => proto.trim());
  return forwarded[forwarded.length - 1]?.toLowerCase() === 'https';
}

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

/** The security headers of every answer; HSTS only on one that went out over TLS (never over plain HTTP). */
export function securityHeaders(options: { trustProxyHops: number; recaptcha?: boolean }): MiddlewareHandler {
  const plain = options.recaptcha
    ? { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy({ recaptcha: true }) }
    : SECURITY_HEADERS;
  const overTls = { ...plain, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY };
  return (c, next) => withHeaders(c, next, cameOverTls(c, options.trustProxyHops) ? overTls : plain);
}
