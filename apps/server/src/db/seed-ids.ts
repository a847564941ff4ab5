import { createHash } from 'node:crypto';

const NAMESPACE = Buffer.from('6f1c2a8e4b7d4e0f9a3b5c7d9e1f2a4b', 'hex');

/** Deterministic UUID (version 5) for a seed object, so the demo data has the same ids on every machine. */
export function seedId(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
