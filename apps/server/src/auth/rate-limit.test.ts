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

  it('should never lock an account out: failures from five addresses ask a challenge, not a wait', async () => {
    const { limiter } = limiterAt(1_000_000);
    for (let i = 0; i < 4; i++) await limiter.recordFailure('Buyer@x', `10.0.0.${i}`);
    expect(await limiter.assess('buyer@x', '10.0.0.9')).toEqual({ retryAfterSeconds: 0, challenge: false });
    await limiter.recordFailure('BUYER@X', '10.0.0.5');
    // The owner, from their own address, waits for nothing; the account asks a challenge of every sign-in.
    expect(await limiter.assess('buyer@x', '10.0.0.9')).toEqual({ retryAfterSeconds: 0, challenge: true });
    expect(await limiter.assess('other@x', '10.0.0.9')).toEqual({ retryAfterSeconds: 0, challenge: false });
  });

  it('should slow one account from one address progressively: 3 free, then 1 s, 2 s, 4 s… after the last', async () => {
    const { limiter, clock } = limiterAt(1_000_000);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(0);
      await limiter.recordFailure('a@x', 'ip');
    }
    expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(1);
    expect(await limiter.retryAfterSeconds('a@x', 'owner-ip')).toBe(0);
    clock.now += 1_000;
    await limiter.recordFailure('a@x', 'ip');
    expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(2);
    clock.now += 2_000;
    await limiter.recordFailure('a@x', 'ip');
    expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(4);
    clock.now += 4_000;
    for (let i = 0; i < 4; i++) await limiter.recordFailure('a@x', 'ip');
    // Nine failures: 64 s capped at 60.
    expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(60);
    await limiter.recordFailure('a@x', 'ip');
    // Ten: the pair waits until the oldest leaves the window (t0 + 15 min; now t0 + 7 s).
    expect(await limiter.retryAfterSeconds('a@x', 'ip')).toBe(15 * 60 - 7);
    expect(await limiter.retryAfterSeconds('a@x', 'owner-ip')).toBe(0);
  });

  it("should clear the pair on a success from that address, and keep the account's other failures", async () => {
    const { limiter } = limiterAt(0);
    for (let i = 0; i < 4; i++) await limiter.recordFailure('a@x', 'typo-ip');
    await limiter.recordFailure('a@x', 'attacker');
    expect(await limiter.retryAfterSeconds('a@x', 'typo-ip')).toBe(2);
    await limiter.recordSuccess('A@x', 'typo-ip');
    expect(await limiter.assess('a@x', 'typo-ip')).toEqual({ retryAfterSeconds: 0, challenge: true });
  });

  it('should block an address after 20 failures across accounts, and not before', async () => {
    const { limiter } = limiterAt(1_000_000, makeStore());
    for (let i = 0; i < 19; i++) await limiter.recordFailure(`user${i}@x`, '192.0.2.1');
    expect((await limiter.assess('fresh@x', '192.0.2.1')).retryAfterSeconds).toBe(0);
    await limiter.recordFailure('user19@x', '192.0.2.1');
    expect((await limiter.assess('fresh@x', '192.0.2.1')).retryAfterSeconds).toBe(15 * 60);
    expect((await limiter.assess('fresh@x', '192.0.2.2')).retryAfterSeconds).toBe(0);
  });

  it('should ask a challenge of every sign-in once 20 accounts failed from 20 addresses (a spray)', async () => {
    const { limiter, clock } = limiterAt(1_000_000);
    for (let i = 0; i < 19; i++) await limiter.recordFailure(`user${i}@x`, `198.51.100.${i}`);
    expect(await limiter.assess('anyone@x', '203.0.113.1')).toEqual({
      retryAfterSeconds: 0,
      challenge: false,
    });
    await limiter.recordFailure('user19@x', '198.51.100.19');
    expect(await limiter.assess('anyone@x', '203.0.113.1')).toEqual({
      retryAfterSeconds: 0,
      challenge: true,
    });
    clock.now += 15 * 60_000;
    expect(await limiter.assess('anyone@x', '203.0.113.1')).toEqual({
      retryAfterSeconds: 0,
      challenge: false,
    });
  });

  it('should slow every failing address during a spray when no challenge can be asked', async () => {
    const store = makeStore();
    const clock = { now: 1_000_000 };
    const limiter = new LoginRateLimiter(store, {
      ...DEFAULT_LOGIN_RATE_LIMIT,
      challenges: false,
      now: () => clock.now,
    });
    for (let i = 0; i < 20; i++) await limiter.recordFailure(`user${i}@x`, `198.51.100.${i}`);
    expect(await limiter.assess('user0@x', '198.51.100.0')).toEqual({
      retryAfterSeconds: 1,
      challenge: false,
    });
    expect(await limiter.assess('anyone@x', '198.51.100.0')).toEqual({
      retryAfterSeconds: 1,
      challenge: false,
    });
    expect(await limiter.assess('anyone@x', '203.0.113.1')).toEqual({
      retryAfterSeconds: 0,
      challenge: false,
    });
  });

  it('should lock an account with maxPerAccount (registrations), whatever the address', async () => {
    const { limiter } = limiterAt(1_000_000);
    const registrations = new LoginRateLimiter(makeStore(), {
      ...DEFAULT_LOGIN_RATE_LIMIT,
      maxPerAccount: 2,
      challengeAfterGlobal: Number.POSITIVE_INFINITY,
      now: () => 1_000_000,
    });
    await registrations.recordFailure('new@x', 'a');
    await registrations.recordFailure('new@x', 'b');
    expect(await registrations.retryAfterSeconds('new@x', 'c')).toBe(15 * 60);
    expect(await limiter.retryAfterSeconds('new@x', 'c')).toBe(0);
  });

  it('should count the failures one limiter recorded in another over the same store (another instance)', async () => {
    const store = makeStore();
    const first = limiterAt(1_000_000, store);
    const second = limiterAt(1_000_000, store);
    for (let i = 0; i < 5; i++) await first.limiter.recordFailure('shared@x', `10.1.0.${i}`);
    expect((await second.limiter.assess('shared@x', '10.9.9.9')).challenge).toBe(true);
    for (let i = 0; i < 3; i++) await first.limiter.recordFailure('shared@x', '10.1.0.9');
    expect(await second.limiter.retryAfterSeconds('shared@x', '10.1.0.9')).toBe(1);
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
