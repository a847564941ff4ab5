/**
 * Idempotency keys of the calls that create something (a pricing request, an order): a module of its own so that
 * a page needing only this (checkout) does not load the shop's message catalogue with the pricing request's code.
 */

/** A random uuid; `crypto.randomUUID` needs a secure context, so a plain-http page builds one itself. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
