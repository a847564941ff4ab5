import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. By default the connection's peer: X-Forwarded-For is ignored, since anyone can send it.
 * Behind proxies that append the address they received from to X-Forwarded-For (load balancers, nginx with
 * `$proxy_add_x_forwarded_for`), set TRUST_PROXY_HOPS to how many of them stand in front of the server: the
 * client is then the address that many entries from the right (the entries further left were sent by the
 * client and are not trusted). With fewer entries than hops the leftmost one is taken.
 */
export function clientIp(c: Context, trustProxyHops = 0): string {
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = forwarded[Math.max(0, forwarded.length - trustProxyHops)];
    if (address) return address;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket.
  }
}
