import { defineEndpoint } from '../endpoint';
import {
  HasSamlConfigurationAnswer,
  HasSamlConfigurationQuery,
  SamlConfigurationAnswer,
  SamlConfigurationInput,
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
  getSamlConfiguration: defineEndpoint({
    id: 'company.getSamlConfiguration',
    method: 'GET',
    path: 'v1.0/company/getSamlConfiguration',
    access: 'user',
    permission: 'users',
    answer: SamlConfigurationAnswer,
    summary:
      "Ours (issue 18): the caller's company's single sign-on configuration (null when none), its e-mail domains and our metadata's address. For who administers the company's users (`users`); another company's is never read.",
  }),
  saveSamlConfiguration: defineEndpoint({
    id: 'company.saveSamlConfiguration',
    method: 'POST',
    path: 'v1.0/company/saveSamlConfiguration',
    access: 'user',
    permission: 'users',
    body: SamlConfigurationInput,
    answer: SamlConfigurationAnswer,
    errors: { 422: ['SamlConfigurationInvalid'] },
    summary:
      "Ours (issue 18): creates or changes the caller's company's single sign-on. Checked by the server: the SSO URL is https (http only on localhost, or a path of this portal), the certificate a PEM certificate within its validity or a PEM public key, and the password sign-in may be turned off only while single sign-on is on (422 SamlConfigurationInvalid, with the field). Recorded in the administrator's user history (samlConfigurationChanged).",
  }),
} as const;
