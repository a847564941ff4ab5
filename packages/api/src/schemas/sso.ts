import * as z from 'zod/mini';
import { HandoffUrl } from './handoff';

/** The longest e-mail address the single sign-on calls take (RFC 5321's path limit). */
export const SSO_EMAIL_MAX_LENGTH = 254;

const ssoEmail = z
  .string()
  .check(z.minLength(3), z.maxLength(SSO_EMAIL_MAX_LENGTH), z.regex(/^[^@\s]+@[^@\s]+$/));
const companyId = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

/**
 * `GET v1.0/company/hasSamlConfiguration` (002 §7): an e-mail address (its domain decides) or a company id.
 * Exactly one of them.
 */
export const HasSamlConfigurationQuery = z
  .object({ email: z.optional(ssoEmail), companyId: z.optional(companyId) })
  .check(
    z.refine(
      (query) => (query.email === undefined) !== (query.companyId === undefined),
      'email or companyId',
    ),
  );
export type HasSamlConfigurationQuery = z.input<typeof HasSamlConfigurationQuery>;

/** Whether single sign-on applies, and nothing more (no company, no user, no identity provider). */
export const HasSamlConfigurationAnswer = z.object({ hasSamlConfiguration: z.boolean() });
export type HasSamlConfigurationAnswer = z.infer<typeof HasSamlConfigurationAnswer>;

/**
 * `GET v1.0/saml/login`: starts a sign-in at the identity provider of the company of `email` (or of
 * `companyId`); `url` is the portal page to land on afterwards. (002 §7's `session/login with id` is the
 * punch-in start page, `punchInEndpoints`.)
 */
export const SsoLoginQuery = z
  .object({ email: z.optional(ssoEmail), companyId: z.optional(companyId), url: z.optional(HandoffUrl) })
  .check(
    z.refine(
      (query) => (query.email === undefined) !== (query.companyId === undefined),
      'email or companyId',
    ),
  );
export type SsoLoginQuery = z.input<typeof SsoLoginQuery>;

/** Where the browser goes next: the identity provider's sign-in page, with the signed-in request. */
export const SsoLoginAnswer = z.object({ redirectUrl: z.string() });
export type SsoLoginAnswer = z.infer<typeof SsoLoginAnswer>;

export { SSO_REFUSALS, type SsoRefusal, ssoRefusalMessageKey } from '../messages/en-sso';
