import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt at the OWASP parameters (N=2^17, r=8, p=1), stored self-describing as
 * `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>` so parameters can be raised later without breaking
 * existing hashes.
 */
const DEFAULT_PARAMS = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** The lowest cost a deployment may choose for new hashes (2^14: scrypt's own figure for interactive logins). */
export const MIN_PASSWORD_HASH_COST = 14;
export const DEFAULT_PASSWORD_HASH_COST = DEFAULT_PARAMS.log2N;

let newHashCost: number = DEFAULT_PARAMS.log2N;
let dummyHash: Promise<string> | undefined;

/**
 * Sets log2 N of the hashes made from now on (PASSWORD_HASH_COST, read once at start). Existing hashes keep the
 * cost they were made with. Throwaway servers of the test suite use the minimum, so that signing in (about a
 * second of a core at 2^17) does not dominate the journeys.
 */
export function setPasswordHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < MIN_PASSWORD_HASH_COST || log2N > 20) {
    throw new RangeError(`password hash cost must be an integer from ${MIN_PASSWORD_HASH_COST} to 20`);
  }
  if (log2N !== newHashCost) dummyHash = undefined;
  newHashCost = log2N;
}

function scryptAsync(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes (128 MiB at the OWASP parameters).
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { r, p } = DEFAULT_PARAMS;
  const log2N = newHashCost;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, log2N, r, p);
  return ['scrypt', log2N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches; false for a wrong password or an unreadable hash. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (
    ![log2N, r, p].every(Number.isInteger) ||
    log2N < 10 ||
    log2N > 20 ||
    r < 1 ||
    r > 32 ||
    p < 1 ||
    p > 16
  ) {
    return false;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, salt, log2N, r, p);
  return timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as checking a real password made at the current cost, for usernames that do not exist, so the answer time does
 * not tell which usernames exist.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(password, await dummyHash);
  return false;
}
