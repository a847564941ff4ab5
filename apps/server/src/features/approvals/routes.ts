import { approvalEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { limiterPerApp } from '../../auth/rate-limit';
import { clientIp } from '../../http/client-ip';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { publicOrigin } from '../punch-in/answers';
import {
  approveRegistration,
  deleteRegistration,
  getRegistration,
  listPending,
  register,
  rejectRegistration,
  saveRegistration,
} from './registrations';

/**
 * Registrations are limited like logins, across instances: 5 per e-mail address and 10 per IP address in 15 minutes
 * (each costs a password hash and writes a row).
 */
// Every registration counts (not only failures): at most 5 per address pair and per e-mail, 10 per address.
const limiterFor = limiterPerApp('registration', {
  freePerPair: 5,
  maxPerPair: 5,
  maxPerAccount: 5,
  maxPerIp: 10,
});

/** Pending approvals and registrations (issue 6; see the design note in /work/notes/issue6-design.md). */
export function approvalRoutes(route: RouteRegistrar): void {
  route(approvalEndpoints.listPendingRegistrations, ({ query, services, user }) =>
    listPending(services.db, user(), query),
  );
  route(approvalEndpoints.getPendingRegistration, ({ query, services, user }) =>
    getRegistration(services.db, user(), query.id),
  );
  route(approvalEndpoints.saveRegistration, ({ body, services, user }) =>
    saveRegistration(services.db, user(), body),
  );
  route(approvalEndpoints.deleteRegistration, ({ body, services, user }) =>
    deleteRegistration(services.db, user(), body.id),
  );
  route(approvalEndpoints.rejectRegistration, ({ body, services, user }) =>
    rejectRegistration(services.db, user(), body),
  );
  route(approvalEndpoints.approveRegistration, async ({ body, services, user, c }) => {
    const decision = await approveRegistration(services.db, user(), body.id, {
      origin: publicOrigin(c, services),
      ttlHours: services.env.EMAIL_CONFIRMATION_TTL_HOURS,
    });
    return decision;
  });
  route(approvalEndpoints.register, async ({ body, services, c }) => {
    const limiter = limiterFor(services);
    const ip = clientIp(c, services.env.TRUST_PROXY_HOPS);
    const retryAfter = await limiter.retryAfterSeconds(body.email, ip);
    if (retryAfter > 0) {
      throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    await limiter.recordFailure(body.email, ip);
    await register(services.db, body);
    return { ok: true } as const;
  });
}
