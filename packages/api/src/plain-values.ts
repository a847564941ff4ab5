/**
 * The contract's plain values that a page's first paint reads (the route table's feature bits, the login form's
 * lengths). They live apart from the schemas so that reading them does not bring zod into the first paint
 * (issue 14); the schemas' modules import them from here.
 */

/** ApplicationFeature bits of the storefront configuration's feature mask (000 §6). */
export const ApplicationFeature = { None: 0, Ordering: 1, MaintenanceContracts: 2 } as const;
export type ApplicationFeature = (typeof ApplicationFeature)[keyof typeof ApplicationFeature];

/** The lengths of the login form's fields; the form reads them from here. The password is taken as typed. */
export const LOGIN_LIMITS = {
  username: { min: 1, max: 256 },
  password: { min: 1, max: 1024 },
} as const;

/**
 * A path inside the portal, as a link's redirect target is written (`redirectUrl`, the /redirect hand-off's
 * `url`): one leading '/' (after an optional '#'), not '//' or '/\' that a browser would read as another host, no
 * control characters. An absolute URL, `javascript:` or a protocol-relative address does not match. The route
 * guard (`inAppPath` of flows) and the hand-off's schema read it from here.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
export const IN_APP_PATH_PATTERN = /^#?\/(?![/\\])[^\u0000-\u001f\u007f]*$/;
