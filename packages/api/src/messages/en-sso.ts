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
