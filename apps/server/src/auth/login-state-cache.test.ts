import { describe, expect, it } from 'vitest';
import { type LoginState, LoginStateCache, parseAuthChange } from './login-state-cache';

const state = (userId: string, version = 1): LoginState => ({ userId, revokedAt: null, status: 1, version });

describe('LoginStateCache', () => {
  it('should keep nothing until the database delivers notifications', () => {
    const cache = new LoginStateCache();
    cache.set('login-1', state('user-1'), cache.generation);
    expect(cache.get('login-1')).toBeUndefined();
    cache.activate();
    cache.set('login-1', state('user-1'), cache.generation);
    expect(cache.get('login-1')).toEqual(state('user-1'));
  });

  it('should forget a login, every login of a user, or everything, as the notification says', () => {
    const cache = new LoginStateCache();
    cache.activate();
    const fill = () => {
      cache.set('a1', state('user-a'), cache.generation);
      cache.set('a2', state('user-a'), cache.generation);
      cache.set('b1', state('user-b'), cache.generation);
    };
    fill();
    cache.changed(parseAuthChange('login:a1'));
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')].map(Boolean)).toEqual([false, true, true]);
    fill();
    cache.changed(parseAuthChange('user:user-a'));
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')].map(Boolean)).toEqual([false, false, true]);
    fill();
    cache.changed(parseAuthChange('all'));
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')].map(Boolean)).toEqual([false, false, false]);
  });

  it('should not keep a state read before a change was notified (a read racing a logout)', () => {
    const cache = new LoginStateCache();
    cache.activate();
    const before = cache.generation;
    // The read is on its way when the logout commits and notifies; the entry did not exist yet.
    cache.changed(parseAuthChange('login:a1'));
    cache.set('a1', state('user-a'), before);
    expect(cache.get('a1')).toBeUndefined();
  });

  it('should read again after its time, notified or not', () => {
    let now = 0;
    const cache = new LoginStateCache(60_000, 10, () => now);
    cache.activate();
    cache.set('a1', state('user-a'), cache.generation);
    now = 59_999;
    expect(cache.get('a1')).toBeDefined();
    now = 60_000;
    expect(cache.get('a1')).toBeUndefined();
  });
});
