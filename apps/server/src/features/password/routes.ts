import { passwordEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { checkPassword } from '@b2b-portal/flows/rules';
import type { Context } from 'hono';
import { passwordRequirements } from '../../auth/password-complexity';
import { limiterPerApp } from '../../auth/rate-limit';
import { clientIp } from '../../http/client-ip';
import type { AppEnv, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { publicOrigin } from '../punch-in/answers';
import { record } from '../users/store';
import { confirmEmailAddress } from './email-confirmation';
import {
  accountDisabled,
  passwordLinkMail,
  requestPasswordReset,
  resendPasswordLink,
  resetPassword,
  sendCreatePasswordLink,
  validatePasswordLink,
} from './links';

/**
 * Links mailed on request (a reset, a resend) are limited like registrations, across instances, and every request
 * counts: 3 per e-mail address (or expired link) from one client address, 3 per e-mail address from any, 10 per
 * client address in 15 minutes. Each writes a mail, and a flood would fill the owner's mailbox.
 */
const mailedLinks = limiterPerApp('password-link', {
  freePerPair: 3,
  maxPerPair: 3,
  maxPerAccount: 3,
  maxPerIp: 10,
});

/**
 * A token that is not an open link (unknown, spent, expired) counts against the client address: 20 in 15 minutes.
 * Guessing a 256-bit token is hopeless; the limit keeps a script from trying at the server's cost.
 */
const badLinks = limiterPerApp('password-link-check', {
  freePerPair: 20,
  maxPerPair: 20,
  maxPerIp: 20,
});

const tooMany = (retryAfter: number) =>
  new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
    'Retry-After': String(retryAfter),
  });

/** Counts a mailed link for `account` from the caller's address, or refuses with 429 past the limit. */
async function countMailedLink(services: Services, c: Context<AppEnv>, account: string) {
  const limiter = mailedLinks(services);
  const ip = clientIp(c, services.env.TRUST_PROXY_HOPS);
  const retryAfter = await limiter.retryAfterSeconds(account, ip);
  if (retryAfter > 0) throw tooMany(retryAfter);
  await limiter.recordFailure(account, ip);
}

/** Runs a check of a link token; a refusal (404, 410) counts against the address, past 20 it is 429 first. */
async function checkingLink<T>(services: Services, c: Context<AppEnv>, check: () => Promise<T>): Promise<T> {
  const limiter = badLinks(services);
  const ip = clientIp(c, services.env.TRUST_PROXY_HOPS);
  const retryAfter = await limiter.retryAfterSeconds('link', ip);
  if (retryAfter > 0) throw tooMany(retryAfter);
  try {
    return await check();
  } catch (error) {
    if (error instanceof ProblemError && (error.status === 404 || error.status === 410)) {
      await limiter.recordFailure('link', ip);
    }
    throw error;
  }
}

const mailSettings = (services: Services, c: Context<AppEnv>) =>
  passwordLinkMail(services.env, publicOrigin(c, services));

/** The password flows of issue 18 (see features/password/links.ts). */
export function passwordRoutes(route: RouteRegistrar): void {
  route(passwordEndpoints.requestResetPassword, async ({ query, services, c }) => {
    // Counted per address asked for, known or not, so the limit tells nothing about who has an account either.
    await countMailedLink(services, c, query.Email);
    const mail = mailSettings(services, c);
    await services.db.transaction((tx) => requestPasswordReset(tx, mail, query.Email));
    return { ok: true } as const;
  });

  route(passwordEndpoints.validateLink, ({ body, services, c }) =>
    checkingLink(services, c, () => validatePasswordLink(services.db, body.token)),
  );

  route(passwordEndpoints.resetPassword, async ({ body, services, c }) => {
    await checkingLink(services, c, () => resetPassword(services, body));
    return { ok: true } as const;
  });

  route(passwordEndpoints.validatePasswordFields, async ({ body, services }) => ({
    errorCodes: checkPassword(body.password, await passwordRequirements(services.db), {
      confirm: body.confirmPassword,
    }),
  }));

  route(passwordEndpoints.resendCreatePasswordLink, async ({ body, services, c }) => {
    await countMailedLink(services, c, `link:${body.token}`);
    const mail = mailSettings(services, c);
    await checkingLink(services, c, () =>
      services.db.transaction((tx) => resendPasswordLink(tx, mail, body.token)),
    );
    return { ok: true } as const;
  });

  route(passwordEndpoints.confirmEmailAddress, async ({ query, services, c }) => {
    await checkingLink(services, c, () => confirmEmailAddress(services.db, query));
    return { ok: true } as const;
  });

  route(passwordEndpoints.sendCreateNewPasswordLink, async ({ body, services, user, c }) => {
    const principal = user();
    const mail = mailSettings(services, c);
    // The link mailed is recorded in the user's history (passwordLinkSent), in the mail's transaction.
    const outcome = await services.db.transaction(async (tx) => {
      const sent = await sendCreatePasswordLink(tx, mail, {
        userId: body.userId,
        companyId: principal.companyId,
      });
      if (sent === 'sent' && principal.companyId) {
        await record(tx, principal, { id: body.userId, companyId: principal.companyId }, 'passwordLinkSent');
      }
      return sent;
    });
    if (outcome === 'notFound') {
      throw new ProblemError(404, 'UserNotFound', formatMessage('Password.UserNotFound'));
    }
    if (outcome === 'disabled') throw accountDisabled();
    return { ok: true } as const;
  });
}
