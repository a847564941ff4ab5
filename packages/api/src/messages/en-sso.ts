/**
 * Company single sign-on (issue 18): what the login page offers a user whose company signs in through its own
 * identity provider, and why a sign-in that came back from it was refused.
 */
export const ssoMessages = {
  'Sso.Offer': 'Your company signs in with its own identity provider.',
  'Sso.Continue': 'Continue with single sign-on',
  'Sso.Redirecting': 'Taking you to your company’s sign-in page…',
  'Sso.NotConfigured': 'Your company does not sign in with single sign-on. Please enter your password.',
  'Sso.SignatureInvalid':
    'Your company’s sign-in could not be verified (the response was not signed by its identity provider). Please try again or contact your Company Administrator.',
  'Sso.AudienceMismatch':
    'Your company’s sign-in was meant for another application. Please contact your Company Administrator.',
  'Sso.AssertionExpired': 'Your company’s sign-in has expired. Please sign in again.',
  'Sso.Replayed': 'This sign-in was already used or has expired. Please sign in again.',
  'Sso.UnknownUser':
    'Your company’s identity provider signed you in, but there is no portal account for you. Please contact your Company Administrator.',
  'Sso.AccountDisabled':
    'Your company’s identity provider signed you in, but your portal account is disabled. Please contact your Company Administrator.',
  'Sso.WrongCompany':
    'Your company’s identity provider signed you in as a user of another company. Please contact your Company Administrator.',
  'Sso.IdpRefused': 'Your company’s identity provider did not sign you in. Please try again.',
  'Sso.ResponseInvalid': 'Your company’s sign-in could not be read. Please try again.',
  // The company administrator's Single Sign-On page (issue 18).
  'Sso.PasswordSignInDisabled':
    'Your company signs in with single sign-on only. Use “Continue with single sign-on” instead of your password.',
  'SsoAdmin.Lead':
    'Let your company’s users sign in with your own identity provider (SAML 2.0: Entra ID, Okta, ADFS…).',
  'SsoAdmin.Metadata': 'Give your identity provider this portal’s metadata: {url}',
  'SsoAdmin.Domains': 'E-mail domains that sign in this way: {domains}',
  'SsoAdmin.NoDomains':
    'No e-mail domain signs in this way yet. Ask your account manager to add your company’s domains.',
  'SsoAdmin.NotConfigured': 'Single sign-on is not set up for your company.',
  'SsoAdmin.IdpEntityId': 'Identity provider entity ID',
  'SsoAdmin.SsoUrl': 'Single sign-on URL',
  'SsoAdmin.SsoUrlHelp':
    'The identity provider’s sign-in address (HTTP-Redirect binding), starting with https://.',
  'SsoAdmin.Certificate': 'Signing certificate (PEM)',
  'SsoAdmin.CertificateHelp':
    'From -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----, as your identity provider gives it.',
  'SsoAdmin.Enabled': 'Single sign-on is on',
  'SsoAdmin.PasswordAllowed': 'Users may still sign in with a password',
  'SsoAdmin.Save': 'Save single sign-on',
  'SsoAdmin.Reload': 'Try again',
  'SsoAdmin.Saved': 'Single sign-on saved.',
  'SsoAdmin.SsoUrlInvalid': 'Enter the address as https://…; http is accepted only for localhost.',
  'SsoAdmin.CertificateInvalid':
    'This is not a certificate in PEM form. Paste it from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
  'SsoAdmin.CertificateExpired':
    'This certificate expired on {date}. Ask your identity provider for its current one.',
  'SsoAdmin.PasswordNeedsSso':
    'Password sign-in can be turned off only while single sign-on is on, or no one could sign in.',
  'SsoAdmin.Invalid': 'Please check the single sign-on settings marked below.',
} as const;

/**
 * Why a response of the identity provider did not sign anyone in. The server sends the browser to
 * `#/login?sso=<code>`; the login page says it in the catalogue's words. Kept
 * beside the texts (no zod): the login page reads it on its first paint.
 */
export const SSO_REFUSALS = {
  SsoSignatureInvalid: 'Sso.SignatureInvalid',
  SsoAudienceMismatch: 'Sso.AudienceMismatch',
  SsoAssertionExpired: 'Sso.AssertionExpired',
  SsoReplayed: 'Sso.Replayed',
  SsoUnknownUser: 'Sso.UnknownUser',
  SsoAccountDisabled: 'Sso.AccountDisabled',
  SsoWrongCompany: 'Sso.WrongCompany',
  SsoIdpRefused: 'Sso.IdpRefused',
  SsoResponseInvalid: 'Sso.ResponseInvalid',
} as const satisfies Record<string, keyof typeof ssoMessages>;
export type SsoRefusal = keyof typeof SSO_REFUSALS;

/** The catalogue key of a refusal code the login page was sent (`?sso=`), or undefined for anything else. */
export function ssoRefusalMessageKey(code: unknown): (typeof SSO_REFUSALS)[SsoRefusal] | undefined {
  return typeof code === 'string' && Object.hasOwn(SSO_REFUSALS, code)
    ? SSO_REFUSALS[code as SsoRefusal]
    : undefined;
}
