import { describe, expect, it } from 'vitest';
import type { Principal } from '../http/context';
import { PrincipalCache } from './principal-cache';

const principal = (loginId: string, userId = 'u1'): Principal => ({
  userId,
  loginId,
  sessionId: null,
  companyId: 'c1',
  companyFeatures: 1,
  firstName: 'A',
  lastName: 'B',
  email: 'a@b',
  permissions: [],
  companyAnalytics: null,
});

describe('PrincipalCache', () => {
  it('should keep a caller for the TTL only', () => {
    const clock = { now: 0 };
    const cache = new PrincipalCache(5000, 100, () => clock.now);
    cache.set(principal('l1'), 1);
    clock.now = 4999;
    expect(cache.get('l1', 1)?.loginId).toBe('l1');
    clock.now = 5000;
    expect(cache.get('l1', 1)).toBeUndefined();
  });

  it('should forget a revoked login at once and refuse to cache it again from a load that raced the revocation', () => {
    const clock = { now: 0 };
    const cache = new PrincipalCache(5000, 100, () => clock.now);
    cache.set(principal('l1'), 1);
    cache.invalidateLogin('l1');
    expect(cache.get('l1', 1)).toBeUndefined();
    cache.set(principal('l1'), 1);
    expect(cache.get('l1', 1)).toBeUndefined();
  });

  it('should forget every login of a changed user', () => {
    const cache = new PrincipalCache();
    cache.set(principal('l1', 'u1'), 1);
    cache.set(principal('l2', 'u1'), 1);
    cache.set(principal('l3', 'u2'), 1);
    cache.invalidateUser('u1');
    expect([cache.get('l1', 1), cache.get('l2', 1), cache.get('l3', 1)?.loginId]).toEqual([
      undefined,
      undefined,
      'l3',
    ]);
  });

  it('should not answer an entry loaded at another security version of the user', () => {
    const cache = new PrincipalCache();
    cache.set(principal('l1'), 3);
    expect(cache.get('l1', 3)?.loginId).toBe('l1');
    expect(cache.get('l1', 4)).toBeUndefined();
    // Dropped, not kept for the old version either.
    expect(cache.get('l1', 3)).toBeUndefined();
  });

  it('should stay within its size', () => {
    const cache = new PrincipalCache(5000, 2);
    for (const id of ['l1', 'l2', 'l3']) cache.set(principal(id), 1);
    expect([cache.get('l1', 1), cache.get('l2', 1)?.loginId, cache.get('l3', 1)?.loginId]).toEqual([
      undefined,
      'l2',
      'l3',
    ]);
  });
});
