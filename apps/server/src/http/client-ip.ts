import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address of the connection. Proxy headers (X-Forwarded-For) are not trusted: behind a load balancer
 * configure it to pass the client address and extend this, or every client shares the balancer's address.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket.
  }
}
