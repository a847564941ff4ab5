import { punchInEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { openPunchIn } from './sessions';
import { returnWithoutItems, transferCart, transferQuote } from './transfer';

/**
 * The portal's punch-in calls: opening a start page (`V1.0/session/login`) and returning the cart to the
 * procurement system (`v1.0/punchout/transfer`). The procurement systems' own calls are in raw-routes.ts.
 */
export function punchInRoutes(route: RouteRegistrar): void {
  route(punchInEndpoints.punchInLogin, ({ query, services }) => openPunchIn(services, query.id));

  route(punchInEndpoints.punchOutTransfer, ({ services, user, c }) =>
    transferCart(services, user(), c.req.header('session-id')),
  );

  route(punchInEndpoints.punchOutReturnWithoutItems, ({ services, user, c }) =>
    returnWithoutItems(services, user(), c.req.header('session-id')),
  );

  route(punchInEndpoints.punchOutTransferQuote, ({ body, services, user, c }) =>
    transferQuote(services, user(), c.req.header('session-id'), body.quoteID),
  );
}

export { punchInRawRoutes } from './raw-routes';
