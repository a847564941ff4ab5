import { createHash } from 'node:crypto';

/**
 * Retries of uploads and submissions (ARCHITECTURE: calls a user may repeat are idempotent). The client
 * makes a uuid (`requestId`) once per action and sends it with every attempt; the row the action makes gets
 * an id derived from the kind of action, the user and that uuid. A retry finds the row by that id, and two
 * racing attempts collide on the primary key instead of making two rows. Another user sending the same
 * requestId gets another id.
 */
export function retryId(kind: 'attachment' | 'pricing-request', userId: string, requestId: string): string {
  const hash = createHash('sha256').update(`${kind}:${userId}:${requestId.toLowerCase()}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A unique-key violation (SQLSTATE 23505), from PostgreSQL or PGlite, however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
