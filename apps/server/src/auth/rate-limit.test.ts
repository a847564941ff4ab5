import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema';
import { createTestApp, type TestApp } from '../testing';
import {
  DbFailureStore,
  DEFAULT_LOGIN_RATE_LIMIT,
  type FailureStore,
  LoginRateLimiter,
  MemoryFailureStore,
} from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
}, 300_000);
afterAll(() => t?.close());

let scopes = 0;
const stores: [string, () => FailureStore][] = [
  ['in memory', () => new MemoryFailureStore()],
  // A fresh scope per test: the rows of one test do not count in another.
  ['in the database (PGlite)', () => new DbFailureStore(t.database.db, `test${++scopes}`)],
];

describe.each(stores)('LoginRateLimiter with failures kept %s', (_name, makeStore) => {
  function limiterAt(start: number, store = makeStore()) {
    const clock = { now: start };
    const limiter = new LoginRateLimiter(store, { ...DEFAULT_LOGIN_RATE_LIMIT, now: () => clock.now });
    return { limiter, clock, store };
  }

  it('should block a username after 5 failures within 15 minutes, whatever its case', async () => {
    const { limiter } = limiterAt(1_000_000);
    for (let i = 0; i < 4; i++) await limiter.recordFailure('Buyer@x', `10.0.0.${i}`);
    expect(await limiter.retryAfterSeconds('buyer@x', '10.0.0.9')).toBe(0);
    await limiter.recordFailure('BUYER@X', '10.0.0.5');
    expect(await limiter.retryAfterSeconds('buyer@x', '10.0.0.9')).toBe(15 * 60);
  });

  it('should block an address after 20 failures across usernames, and not before', async () => {
    const { limiter } = limiterAt(1_000_000);
    for (let i = 0; i < 19; i++) await limiter.recordFailure(`user${i}@x`, '192.0.2.1');
    expect(await limiter.retryAfterSeconds('fresh@x', '192.0.2.1')).toBe(0);
    await limiter.recordFailure('user19@x', '192.0.2.1');
    expect(await limiter.retryAfterSeconds('fresh@x', '192.0.2.1')).toBe(15 * 60);
    expect(await limiter.retryAfterSeconds('fresh@x', '192.0.2.2')).toBe(0);
  });

  it('should let attempts through again once the oldest failure leaves the window', async () => {
    const { limiter, clock } = limiterAt(1_000_000);
    for (let i = 0; i < 5; i++) {
      await limiter.recordFailure('a@x', 'ip');
      clock.now += 60_000;
    }
    // Oldest failure at t0; now t0 + 5 min: wait 10 more minutes.
    expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(10 * 60);
    clock.now += 10 * 60_000;
    expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(0);
  });

  it('should clear a username on success but keep counting its address', async () => {
    const { limiter } = limiterAt(0);
    for (let i = 0; i < 20; i++) await limiter.recordFailure('a@x', 'ip');
    await limiter.recordSuccess('A@x');
    expect(await limiter.retryAfterSeconds('a@x', 'other-ip')).toBe(0);
    expect(await limiter.retryAfterSeconds('b@x', 'ip')).toBe(15 * 60);
  });

  it('should count the failures one limiter recorded in another over the same store (another instance)', async () => {
    const store = makeStore();
    const first = limiterAt(1_000_000, store);
    const second = limiterAt(1_000_000, store);
    for (let i = 0; i < 5; i++) await first.limiter.recordFailure('shared@x', `10.1.0.${i}`);
    expect(await second.limiter.retryAfterSeconds('shared@x', '10.9.9.9')).toBe(15 * 60);
  });
});

describe('DbFailureStore', () => {
  it('should keep scopes apart and prune only what left the window', async () => {
    const login = new DbFailureStore(t.database.db, 'prune-login');
    const registration = new DbFailureStore(t.database.db, 'prune-registration');
    await login.record(['user:a'], 1_000);
    await login.record(['user:a'], 5_000);
    expect(await registration.recent(['user:a'], 0)).toEqual(new Map());
    await login.prune(2_000);
    expect(await login.recent(['user:a'], 0)).toEqual(new Map([['user:a', [5_000]]]));
    const rows = await t.database.db.select().from(loginFailures);
    expect(rows.some((row) => row.key === 'prune-login:user:a' && row.failedAt.getTime() === 1_000)).toBe(
      false,
    );
  });
});
