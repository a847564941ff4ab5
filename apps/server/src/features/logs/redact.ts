import { isCardSecurityKey, redactCardData, redactCardNumberValue } from './card-data';

/**
 * What the log collector keeps of a client's entry: never an authorisation header or token, never the body of
 * a login, refresh or card-token call (000 §7), never a card number or security code in any string or key, nor
 * the value of a key named like a security code (card-data.ts, issue 15 item 8), and nothing larger than the caps
 * below.
 */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'session-id',
  'x-api-key',
]);
const SECRET_KEYS =
  /^(authorization|password|newpassword|oldpassword|confirmpassword|access_token|refresh_token|refreshtoken|token|securitycode|cvv|creditcardnumber|cardnumber)$/i;
/** Calls whose bodies are dropped even if a client sends them: login, token refresh, card tokens. */
const REDACTED_BODY_PATHS =
  /(user\/login|session\/login|refreshtoken|convertsessiontotoken|getprotecttoken|creditcardpayment|card-processor)/i;
const BEARER = /\b(bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

export const MAX_MESSAGE_LENGTH = 8000;
export const MAX_DETAILS_BYTES = 16_000;

export function redactText(text: string, max = MAX_MESSAGE_LENGTH): string {
  // Card data first, so that the cut below never leaves the front of a card number behind.
  const clean = redactCardData(text).replace(BEARER, '$1 [redacted]').replace(JWT, '[redacted-jwt]');
  return clean.length > max ? `${clean.slice(0, max)}…[truncated]` : clean;
}

const isSecretKey = (key: string) =>
  SECRET_KEYS.test(key) || SECRET_HEADERS.has(key.toLowerCase()) || isCardSecurityKey(key);

/** Deep copy without secret keys and with tokens and card data masked in strings and keys; depth and size limited. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[truncated]';
  if (typeof value === 'string') return redactText(value, 2000);
  if (typeof value === 'number') return redactCardNumberValue(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value).slice(0, 100)) {
      out[redactText(key, 200)] = isSecretKey(key) ? '[redacted]' : redactValue(item, depth + 1);
    }
    return out;
  }
  return value;
}

export function redactHeaders(
  headers: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!headers) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers).slice(0, 50)) {
    if (!isSecretKey(name)) out[redactText(name, 200)] = redactText(value, 500);
  }
  return out;
}

export function isRedactedBodyPath(path: string): boolean {
  return REDACTED_BODY_PATHS.test(path);
}

/** The value itself when its JSON fits the cap, otherwise a marker saying it was too large. */
export function capSize(value: unknown): unknown {
  const json = JSON.stringify(value);
  if (json === undefined || json.length <= MAX_DETAILS_BYTES) return value;
  return { truncated: true, bytes: json.length };
}
