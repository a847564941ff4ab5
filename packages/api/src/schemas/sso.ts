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

/** The longest IdP entity id, SSO URL and certificate the company's configuration takes. */
export const SAML_LIMITS = { idpEntityId: 1024, ssoUrl: 2048, idpCertificate: 20_000 } as const;

/**
 * The company's single sign-on as its administrator sees and sets it (issue 18, /single-sign-on): the identity
 * provider's entity id, SSO URL and signing certificate (PEM), whether single sign-on is on, and whether the
 * company's users may still sign in with a password. The e-mail domains that route to it are set by the reseller
 * (a company may not claim another's domain) and only shown.
 */
export const SamlConfigurationInput = z.object({
  idpEntityId: z.string().check(z.trim(), z.minLength(1), z.maxLength(SAML_LIMITS.idpEntityId)),
  ssoUrl: z.string().check(z.trim(), z.minLength(1), z.maxLength(SAML_LIMITS.ssoUrl)),
  idpCertificate: z.string().check(z.trim(), z.minLength(1), z.maxLength(SAML_LIMITS.idpCertificate)),
  enabled: z.boolean(),
  passwordSignInAllowed: z.boolean(),
});
export type SamlConfigurationInput = z.input<typeof SamlConfigurationInput>;

/** The company's configuration (null: none yet), its e-mail domains and our metadata's address for the IdP. */
export const SamlConfigurationAnswer = z.object({
  configuration: z.nullable(
    z.object({
      idpEntityId: z.string(),
      ssoUrl: z.string(),
      idpCertificate: z.string(),
      enabled: z.boolean(),
      passwordSignInAllowed: z.boolean(),
    }),
  ),
  emailDomains: z.array(z.string()),
  /** Where the IdP's administrator reads our service provider metadata (entity id, ACS). */
  metadataUrl: z.string(),
});
export type SamlConfigurationAnswer = z.infer<typeof SamlConfigurationAnswer>;
