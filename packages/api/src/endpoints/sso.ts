import { defineEndpoint } from '../endpoint';
import {
  HasSamlConfigurationAnswer,
  HasSamlConfigurationQuery,
  SsoLoginAnswer,
  SsoLoginQuery,
} from '../schemas/sso';

/**
 * Company single sign-on (issue 18): whether an e-mail's company signs in through its SAML identity provider,
 * and the start of such a sign-in (SP-initiated, HTTP-Redirect binding). The identity provider posts its
 * response to `POST /api/v1.0/saml/acs` (a browser form, outside the catalogue), which ends in a one-time
 * hand-off code for `#/redirect` like any sign-in, or in `#/login?sso=<refusal>`.
 */
export const ssoEndpoints = {
  hasSamlConfiguration: defineEndpoint({
    id: 'company.hasSamlConfiguration',
    method: 'GET',
    path: 'v1.0/company/hasSamlConfiguration',
    access: 'public',
    query: HasSamlConfigurationQuery,
    answer: HasSamlConfigurationAnswer,
    summary:
      'Whether single sign-on applies to an e-mail address (by its domain) or a company: only true or false, the same for a known and an unknown user of a domain.',
  }),
  ssoLogin: defineEndpoint({
    id: 'saml.login',
    method: 'GET',
    path: 'v1.0/saml/login',
    access: 'public',
    query: SsoLoginQuery,
    answer: SsoLoginAnswer,
    errors: { 404: ['SsoNotConfigured'], 429: ['TooManyRequests'] },
    summary:
      "Starts a single sign-on at the identity provider of the e-mail's (or `companyId`'s) company: answers the provider's URL with a SAML AuthnRequest (HTTP-Redirect binding) and a RelayState valid 10 minutes; `url` is the portal page to land on. 404 SsoNotConfigured where single sign-on does not apply.",
  }),
} as const;
