import * as z from 'zod/mini';
import { USER_LIMITS } from '../limits';
import { limitedText, optionalLimitedText, requiredEmail } from './common';
import { TokenInfo } from './session';

/**
 * Punch-in from a procurement system (cXML PunchOutSetupRequest or OCI) and the cart's return to it
 * (000 §2.2 /punch-in, §2.5, §3, §7; issue 4).
 */

/** What the procurement system asked for: a new cart, a change to one it holds, or a read-only look. */
export const PunchInOperation = z.enum(['create', 'edit', 'inspect']);
export type PunchInOperation = z.infer<typeof PunchInOperation>;

/** `V1.0/session/login?id=`: the one-time id of the start page URL. */
export const PunchInLoginQuery = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** The route a punch-out user lands on (000 §2.5); Home is never a punch-out user's target. */
export const PunchInLandingRoute = z.enum(['ShoppingCart', 'Quotes', 'PendingApprovals']);
export type PunchInLandingRoute = z.infer<typeof PunchInLandingRoute>;

/**
 * The answer of `V1.0/session/login`: a login answer (tokenInfo and the session id the client sends back in
 * the `session-id` header), the header's punch-out image, the post-login target and the operation.
 */
export const PunchInLoginAnswer = z.object({
  tokenInfo: TokenInfo,
  sessionId: z.string(),
  /** Stored in session storage and shown in the header while punched in (000 §2.6, §3). */
  punchOutImageUrl: z.nullable(z.string()),
  postLoginTarget: PunchInLandingRoute,
  /** inspect: the cart was loaded from the procurement system and is read-only. */
  operation: PunchInOperation,
  /** The procurement system's name ('' when its account has none): "Return to … without items". */
  procurementSystemName: z.string(),
});
export type PunchInLoginAnswer = z.infer<typeof PunchInLoginAnswer>;

export const PunchOutFormField = z.object({ name: z.string(), value: z.string() });
export type PunchOutFormField = z.infer<typeof PunchOutFormField>;

/**
 * The cart's return to the procurement system: the form to post. cXML sends one field `cXML-urlencoded` holding
 * the PunchOutOrderMessage to the BrowserFormPost URL, OCI sends the `NEW_ITEM-…[n]` fields to HOOK_URL. The
 * portal opens `returnPage`, the server's page that posts this form from a page whose Content-Security-Policy
 * allows exactly the return URL's origin (an intranet procurement system on http too; issue 16) and that may be
 * opened again to retry.
 */
export const PunchOutTransferAnswer = z.object({
  /** Same-origin path of the return page, with its one-time ticket (valid for some minutes after the transfer). */
  returnPage: z.string(),
  url: z.string(),
  method: z.literal('POST'),
  protocol: z.enum(['cxml', 'oci']),
  /** The form's target window (OCI `~TARGET`), or null for the current window. */
  target: z.nullable(z.string()),
  fields: z.array(PunchOutFormField),
});
export type PunchOutTransferAnswer = z.infer<typeof PunchOutTransferAnswer>;

/**
 * What the punch-in registration form starts from (issue 18): the procurement system's user as its setup request
 * named them, and who they are registering with. `V1.0/user/punchinregistration?id=` (the start page's id).
 */
export const PunchInRegistration = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The procurement system's name ('' when its account has none). */
  procurementSystemName: z.string(),
  /** The company the new user joins: the procurement account's. */
  companyName: z.string(),
});
export type PunchInRegistration = z.infer<typeof PunchInRegistration>;

/**
 * `V1.0/user/registerpunchout` (002 §7): the person's names, e-mail (their username) and phone, for the start
 * page's id. Answers as `V1.0/session/login` does: the new user is signed in to the punch-in session.
 */
export const RegisterPunchOutBody = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  firstName: limitedText({ min: 1, max: USER_LIMITS.firstName }),
  lastName: limitedText({ min: 1, max: USER_LIMITS.lastName }),
  email: requiredEmail(USER_LIMITS.email),
  phone: optionalLimitedText(USER_LIMITS.phone),
});
export type RegisterPunchOutBody = z.input<typeof RegisterPunchOutBody>;
