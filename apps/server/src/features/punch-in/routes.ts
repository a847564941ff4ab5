import { punchInEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { limiterPerApp } from '../../auth/rate-limit';
import { clientIp } from '../../http/client-ip';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { punchInRegistrationOf, registerPunchIn } from './registration';
import { openPunchIn } from './sessions';
import { returnWithoutItems, transferCart, transferQuote } from './transfer';

/**
 * The portal's punch-in calls: opening a start page (`V1.0/session/login`) and returning the cart to the
 * procurement system (`v1.0/punchout/transfer`). The procurement systems' own calls are in raw-routes.ts.
 */
/**
 * Punch-in registrations are limited as the public registration is (features/approvals/routes.ts): every one
 * counts, at most 5 per e-mail address and per address pair, 10 per IP address in 15 minutes.
 */
const registrationLimiterFor = limiterPerApp('punchInRegistration', {
  freePerPair: 5,
  maxPerPair: 5,
  maxPerAccount: 5,
  maxPerIp: 10,
});

export function punchInRoutes(route: RouteRegistrar): void {
  route(punchInEndpoints.punchInLogin, ({ query, services }) => openPunchIn(services, query.id));

  route(punchInEndpoints.punchInRegistration, ({ query, services }) =>
    punchInRegistrationOf(services, query.id),
  );

  route(punchInEndpoints.registerPunchOut, async ({ body, services, c }) => {
    const limiter = registrationLimiterFor(services);
    const ip = clientIp(c, services.env.TRUST_PROXY_HOPS);
    const retryAfter = await limiter.retryAfterSeconds(body.email, ip);
    if (retryAfter > 0) {
      throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    await limiter.recordFailure(body.email, ip);
    return registerPunchIn(services, body);
  });

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
