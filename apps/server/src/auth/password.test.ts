import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  setPasswordHashCost,
  verifyDummyPassword,
  verifyPassword,
} from './password';

describe('password hashes', () => {
  // The cost is process-wide and the test files of a worker share this module (a test app sets the lowest cost):
  // each test starts from the server's default, as a server that reads no PASSWORD_HASH_COST does.
  beforeEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));
  afterEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));

  // Each hash or check at OWASP's cost takes a core for about a second: two of them here, the rest at lower costs.
  it('should hash at OWASP’s cost unless told otherwise, and say so in the hash', async () => {
    const hash = await hashPassword('Demo-Portal-2026!');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('Demo-Portal-2026!', hash)).resolves.toBe(true);
  });

  it('should make new hashes at the configured cost and still check the old ones at theirs', async () => {
    setPasswordHashCost(15);
    const before = await hashPassword('first password');
    setPasswordHashCost(14);
    const after = await hashPassword('second password');
    expect(before.split('$')[1]).toBe('15');
    expect(after.split('$')[1]).toBe('14');
    await expect(verifyPassword('second password', after)).resolves.toBe(true);
    await expect(verifyPassword('first password', before)).resolves.toBe(true);
    await expect(verifyPassword('second password', before)).resolves.toBe(false);
    await expect(verifyDummyPassword('anything')).resolves.toBe(false);
  });

  it.each([13, 21, 15.5, Number.NaN])('should refuse the cost %s', (cost) => {
    expect(() => setPasswordHashCost(cost)).toThrow(RangeError);
  });

  it('should refuse hashes it cannot read instead of throwing', async () => {
    for (const stored of [
      '',
      'bcrypt$10$x',
      'scrypt$9$8$1$c2FsdA==$aGFzaA==',
      'scrypt$17$8$1$c2FsdA==$c2hvcnQ=',
    ]) {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    }
  });
});
