import { returnEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { startReturnDesk } from './return-desk';
import { createReturnRequest, orderReturns } from './store';

/** Return requests of shipped order lines (issue 17, beyond the documents). */
export function returnRoutes(route: RouteRegistrar): void {
  route(returnEndpoints.listOrderReturns, async ({ query, services, user }) =>
    orderReturns(services.db, user(), query.id),
  );

  route(returnEndpoints.createReturnRequest, async ({ body, services, user }) => {
    const { ORDER_DESK_MODE: mode, ORDER_DESK_STEP_SECONDS: stepSeconds } = services.env;
    return createReturnRequest(services.db, user(), body, {
      // The order desk sandbox moves the request on (ORDER_DESK_MODE=sandbox); otherwise the real system does.
      onCreated: mode === 'sandbox' ? (tx, id) => startReturnDesk(tx, id, stepSeconds) : undefined,
    });
  });
}
