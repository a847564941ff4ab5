import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_RATE_LIMIT, LoginRateLimiter } from './rate-limit';

function limiterAt(start: number) {
  const clock = { now: start };
  const limiter = new LoginRateLimiter({ ...DEFAULT_LOGIN_RATE_LIMIT, now: () => clock.now });
  return { limiter, clock };
}

describe('LoginRateLimiter', () => {
  it('should block a username after 5 failures within 15 minutes, whatever its case', () => {
    const { limiter } = limiterAt(1_000_000);
    for (let i = 0; i < 4; i++) limiter.recordFailure('Buyer@x', `10.0.0.${i}`);
    expect(limiter.retryAfterSeconds('buyer@x', '10.0.0.9')).toBe(0);
    limiter.recordFailure('BUYER@X', '10.0.0.5');
    expect(limiter.retryAfterSeconds('buyer@x', '10.0.0.9')).toBe(15 * 60);
  });

  it('should block an address after 20 failures across usernames, and not before', () => {
    const { limiter } = limiterAt(1_000_000);
    for (let i = 0; i < 19; i++) limiter.recordFailure(`user${i}@x`, '192.0.2.1');
    expect(limiter.retryAfterSeconds('fresh@x', '192.0.2.1')).toBe(0);
    limiter.recordFailure('user19@x', '192.0.2.1');
    expect(limiter.retryAfterSeconds('fresh@x', '192.0.2.1')).toBe(15 * 60);
    expect(limiter.retryAfterSeconds('fresh@x', '192.0.2.2')).toBe(0);
  });

  it('should let attempts through again once the oldest failure leaves the window', () => {
    const { limiter, clock } = limiterAt(1_000_000);
    for (let i = 0; i < 5; i++) {
      limiter.recordFailure('a@x', 'ip');
      clock.now += 60_000;
    }
    // Oldest failure at t0; now t0 + 5 min: wait 10 more minutes.
    expect(limiter.retryAfterSeconds('a@x', 'ip')).toBe(10 * 60);
    clock.now += 10 * 60_000;
    expect(limiter.retryAfterSeconds('a@x', 'ip')).toBe(0);
  });

  it('should clear a username on success but keep counting its address', () => {
    const { limiter } = limiterAt(0);
    for (let i = 0; i < 5; i++) limiter.recordFailure('a@x', 'ip');
    limiter.recordSuccess('A@x');
    expect(limiter.retryAfterSeconds('a@x', 'other-ip')).toBe(0);
  });
});
