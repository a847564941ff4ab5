import * as z from 'zod/mini';
import { handoffMessages } from '../messages/en-handoff';
import { IN_APP_PATH_PATTERN } from '../plain-values';
import { TokenInfo } from './session';

/** How long a hand-off code can be exchanged after it was issued. */
export const HANDOFF_CODE_TTL_SECONDS = 60;

/** The longest `url` a hand-off is made for (a page's path with its query). */
export const HANDOFF_URL_MAX_LENGTH = 2048;

/**
 * The portal page a hand-off leads to: a path inside the portal such as `/orders` or `/quote?id=…`
 * (`IN_APP_PATH_PATTERN`); never an absolute URL to elsewhere.
 */
export const HandoffUrl = z
  .string()
  .check(
    z.maxLength(HANDOFF_URL_MAX_LENGTH),
    z.regex(IN_APP_PATH_PATTERN, handoffMessages['Handoff.UrlRefused']),
  );

/** `POST v1.0/user/handoff`: the page the code is for; without one the user lands on their landing page. */
export const HandoffRequest = z.object({ url: z.optional(HandoffUrl) });
export type HandoffRequest = z.input<typeof HandoffRequest>;

/**
 * A one-time code (256 random bits, base64url) for `#/redirect?code=…&url=…`, and when it stops working (ISO
 * 8601, UTC).
 */
export const HandoffAnswer = z.object({ code: z.string(), expiresAt: z.string() });
export type HandoffAnswer = z.infer<typeof HandoffAnswer>;

/** `POST v1.0/user/handoff/exchange`: the code and the `url` of the link, which must be the one it was made for. */
export const HandoffExchangeRequest = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(256)),
  url: z.optional(HandoffUrl),
});
export type HandoffExchangeRequest = z.input<typeof HandoffExchangeRequest>;

/** The tokens of a new login of the code's user. */
export const HandoffExchangeAnswer = z.object({ tokenInfo: TokenInfo });
export type HandoffExchangeAnswer = z.infer<typeof HandoffExchangeAnswer>;
