import type { Context } from 'hono';

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

/**
 * The security headers of a JSON answer of the API (an endpoint's data, a problem): data a script reads, never a
 * page a browser draws, so what OWASP's REST Security Cheat Sheet asks of an API answer is enough. Nothing may
 * run or load in it, nor may any page frame it; it is not sniffed as another type, and another site may not
 * read it as a resource. The page-only policies (referrer, opener, permissions) have nothing to act on in it,
 * and each header costs every call (issue 14: per-request overhead).
 */
const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
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

/** What an answer is: `document` for anything a browser may draw (the default), `data` for the API's JSON. */
export type AnswerKind = 'document' | 'data';

/** The security headers of each kind of answer to a request, names in lower case, without its trace id. */
export type AnswerHeaderSets = Readonly<Record<AnswerKind, Readonly<Record<string, string>>>>;

/**
 * Marks the answers built with every header of the request already on them (`completeAnswer`): a property of
 * the answer, where a WeakSet cost every call an ephemeron entry for the collector (issue 14).
 */
const COMPLETE = Symbol('complete');
type Marked = Response & { [COMPLETE]?: true };

/**
 * An answer built as a plain Response whose headers are a plain object: the request's trace id, the security
 * headers of its kind and its own, names in lower case. The Node adapter writes such an answer straight to the
 * socket, where an answer built through the context (`c.body`, `c.json`) or given its headers afterwards goes
 * through the Fetch API's Headers first (issue 14: per-request overhead: a third of the framework's speed). The
 * API's JSON (`jsonAnswer`, problems) and the portal's files answer this way; any other answer gets the
 * document headers afterwards (`completeHeaders`).
 */
export function completeAnswer(
  c: Context,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  own: Readonly<Record<string, string>>,
  kind: AnswerKind = 'document',
): Response {
  const sets = c.get('answerHeaders') as AnswerHeaderSets | undefined;
  const headers: Record<string, string> = { ...sets?.[kind] };
  const traceId = c.get('traceId') as string | undefined;
  if (traceId !== undefined) headers['x-trace-id'] = traceId;
  for (const name in own) headers[name.toLowerCase()] = own[name] as string;
  const answer = new Response(body, { status, headers });
  (answer as Marked)[COMPLETE] = true;
  return answer;
}

/**
 * `completeAnswer` of the API's data kind for headers already named in lower case (the API's JSON and Problems):
 * one object literal instead of a copy and a renaming pass over its names, on every call (issue 14: per-request
 * overhead).
 */
export function completeDataAnswer(
  c: Context,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  own: Readonly<Record<string, string>>,
): Response {
  const traceId = c.get('traceId') as string | undefined;
  const data = (c.get('answerHeaders') as AnswerHeaderSets | undefined)?.data;
  const headers: Record<string, string> =
    traceId === undefined ? { ...data, ...own } : { ...data, 'x-trace-id': traceId, ...own };
  const answer = new Response(body, { status, headers });
  (answer as Marked)[COMPLETE] = true;
  return answer;
}

/**
 * Puts the document headers and the trace id on any answer not built with them by `completeAnswer` (an answer of
 * the context, a redirect, a file, a sandbox's page), rebuilt once with those it lacks or carries with another
 * value. The app's first middleware sets `answerHeaders` before its `next()` and calls this after it.
 */
export function completeHeaders(c: Context, sets: AnswerHeaderSets): void {
  const answer = c.res;
  if ((answer as Marked)[COMPLETE] === true) return;
  const expected: Record<string, string> = { ...sets.document, 'x-trace-id': c.get('traceId') as string };
  // A page with headers of its own (the punch-out return page's policy) keeps them.
  Object.assign(expected, c.get('pageHeaders') as Record<string, string> | undefined);
  const sent = answer.headers;
  const wrong = Object.entries(expected).filter(([name, value]) => sent.get(name) !== value);
  if (wrong.length === 0) return;
  const merged = new Headers(sent);
  for (const [name, value] of wrong) merged.set(name, value);
  c.res = undefined;
  c.res = new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: merged,
  });
}

/** Names in lower case, as `completeAnswer` writes them (a plain object must not hold one name twice). */
function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * The security headers of a request's answers, by kind: HSTS only on one that went out over TLS (never over
 * plain HTTP). Built once; a request picks the plain or the TLS sets.
 */
export function answerHeadersFor(options: {
  trustProxyHops: number;
  recaptcha?: boolean;
}): (c: Context) => AnswerHeaderSets {
  const document = lowerCased(
    options.recaptcha
      ? { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy({ recaptcha: true }) }
      : SECURITY_HEADERS,
  );
  const data = lowerCased(DATA_SECURITY_HEADERS);
  const hsts = { 'strict-transport-security': STRICT_TRANSPORT_SECURITY };
  const plain: AnswerHeaderSets = { document, data };
  const overTls: AnswerHeaderSets = { document: { ...document, ...hsts }, data: { ...data, ...hsts } };
  return (c) => (cameOverTls(c, options.trustProxyHops) ? overTls : plain);
}
