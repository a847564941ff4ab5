import { createHash, timingSafeEqual } from 'node:crypto';
import { formatMessage } from '@b2b-portal/api/messages';
import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { startOrderDesk } from './order-desk';

/**
 * The sandbox order desk (not in the API catalogue): the reseller's order system for orders, on the portal's
 * origin under `/sandbox/order-desk`, on when ORDER_DESK_MODE is 'sandbox' (the default). Guarded by the shared
 * key header `x-order-desk-key` (ORDER_DESK_KEY, a random key printed at start when unset):
 * - `POST /sandbox/order-desk/orders/:number/fulfil` — starts moving the order (Booked, Scheduled, Shipped…), one
 *   move per job every ORDER_DESK_STEP_SECONDS; answers 202 with the order's id and number.
 * An unknown number answers 404; a wrong key 401.
 */
export const ORDER_DESK_PATH = '/sandbox/order-desk';
export const ORDER_DESK_KEY_HEADER = 'x-order-desk-key';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Mounts the sandbox order desk when ORDER_DESK_MODE is 'sandbox'. */
export function orderDeskSandboxRoutes(app: Hono<AppEnv>, services: Services): void {
  const { ORDER_DESK_MODE: mode, ORDER_DESK_KEY: key } = services.env;
  if (mode !== 'sandbox') return;
  app.post(`${ORDER_DESK_PATH}/orders/:number/fulfil`, async (c: Context<AppEnv>) => {
    if (!sameSecret(c.req.header(ORDER_DESK_KEY_HEADER) ?? '', key)) {
      throw new ProblemError(401, 'OrderDeskKey', formatMessage('OrderDesk.Key'));
    }
    const number = c.req.param('number') ?? '';
    if (!/^[A-Za-z0-9-]{1,40}$/.test(number)) {
      throw Problems.notFound('OrderNotFound', formatMessage('Order.NotFound'));
    }
    return c.json(await startOrderDesk(services.db, number), 202);
  });
}
