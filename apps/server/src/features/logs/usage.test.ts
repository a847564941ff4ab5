import { describe, expect, it } from 'vitest';
import { addressKey, secondsUntilNextUtcDay } from './usage';

describe('who a signed-out post is counted as', () => {
  it.each([
    ['203.0.113.7', 'ip:203.0.113.7'],
    ['::ffff:203.0.113.7', 'ip:203.0.113.7'],
    ['2001:db8:5:6::1', 'ip:2001:db8:5:6::/64'],
    ['2001:0db8:0005:0006:ffff:1:2:3', 'ip:2001:db8:5:6::/64'],
    ['2001:db8::1', 'ip:2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'ip:fe80:0:0:0::/64'],
    ['::1', 'ip:0:0:0:0::/64'],
    ['unknown', 'ip:unknown'],
  ])('should count %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('Retry-After of a daily cap', () => {
  it('should answer the seconds to the next UTC day, at least one', () => {
    expect(secondsUntilNextUtcDay(Date.parse('2026-01-05T23:59:30Z'))).toBe(30);
    expect(secondsUntilNextUtcDay(Date.parse('2026-01-05T00:00:00Z'))).toBe(86_400);
    expect(secondsUntilNextUtcDay(Date.parse('2026-01-05T23:59:59.900Z'))).toBe(1);
  });
});
