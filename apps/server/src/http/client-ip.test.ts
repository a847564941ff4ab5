import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const addressSeen = async (trustProxyHops: number, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trustProxyHops)));
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  return (await app.request('/', { headers })).text();
};

describe('clientIp', () => {
  it('should ignore X-Forwarded-For unless proxies are trusted (the default)', async () => {
    expect(await addressSeen(0, '203.0.113.9')).toBe('unknown');
  });

  it('should take the address the trusted proxies saw, not what the client wrote in front of it', async () => {
    // The client sent "1.1.1.1" itself; our one proxy appended the address it received from.
    expect(await addressSeen(1, '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    // Two proxies: the first appended the client, the second appended the first proxy.
    expect(await addressSeen(2, '1.1.1.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost.
    expect(await addressSeen(3, '203.0.113.9')).toBe('203.0.113.9');
    // No header at all: the connection's peer.
    expect(await addressSeen(1)).toBe('unknown');
  });
});
