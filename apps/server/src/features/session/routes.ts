import { handoffEndpoints, shellEndpoints } from '@b2b-portal/api';
import { passwordRequirements } from '../../auth/password-complexity';
import { clientIp } from '../../http/client-ip';
import type { RouteRegistrar } from '../../http/registrar';
import { keptSecurityContext, login, refresh, revokeLogin } from './handlers';
import { createHandoffCode, exchangeHandoffCode } from './handoff';

/**
 * Login, token refresh, logout, the security context, the password complexity requirements and the /redirect
 * hand-off's one-time codes.
 */
export function sessionRoutes(route: RouteRegistrar): void {
  route(shellEndpoints.login, ({ body, services, c }) =>
    login(services, { ...body, ip: clientIp(c, services.env.TRUST_PROXY_HOPS) }),
  );

  route(shellEndpoints.refreshToken, ({ query, services }) => refresh(services, query));

  route(shellEndpoints.logout, async ({ services, user }) => {
    await revokeLogin(services, user().loginId);
    return { ok: true } as const;
  });

  route(shellEndpoints.me, async ({ user }) => keptSecurityContext(user()));

  route(handoffEndpoints.handoffCode, ({ body, services, user }) =>
    createHandoffCode(services, user(), body.url),
  );

  route(handoffEndpoints.handoffExchange, ({ body, services, c }) =>
    exchangeHandoffCode(services, { ...body, ip: clientIp(c, services.env.TRUST_PROXY_HOPS) }),
  );

  route(shellEndpoints.passwordComplexity, ({ services }) => passwordRequirements(services.db));
}
