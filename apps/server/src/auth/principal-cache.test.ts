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
});

describe('PrincipalCache', () => {
  it('should keep a caller for the TTL only', () => {
    const clock = { now: 0 };
    const cache = new PrincipalCache(5000, 100, () => clock.now);
    cache.set(principal('l1'));
    clock.now = 4999;
    expect(cache.get('l1')?.loginId).toBe('l1');
    clock.now = 5000;
    expect(cache.get('l1')).toBeUndefined();
  });

  it('should forget a revoked login at once and refuse to cache it again from a load that raced the revocation', () => {
    const clock = { now: 0 };
    const cache = new PrincipalCache(5000, 100, () => clock.now);
    cache.set(principal('l1'));
    cache.invalidateLogin('l1');
    expect(cache.get('l1')).toBeUndefined();
    cache.set(principal('l1'));
    expect(cache.get('l1')).toBeUndefined();
  });

  it('should forget every login of a changed user', () => {
    const cache = new PrincipalCache();
    cache.set(principal('l1', 'u1'));
    cache.set(principal('l2', 'u1'));
    cache.set(principal('l3', 'u2'));
    cache.invalidateUser('u1');
    expect([cache.get('l1'), cache.get('l2'), cache.get('l3')?.loginId]).toEqual([
      undefined,
      undefined,
      'l3',
    ]);
  });

  it('should stay within its size', () => {
    const cache = new PrincipalCache(5000, 2);
    for (const id of ['l1', 'l2', 'l3']) cache.set(principal(id));
    expect([cache.get('l1'), cache.get('l2')?.loginId, cache.get('l3')?.loginId]).toEqual([
      undefined,
      'l2',
      'l3',
    ]);
  });
});
