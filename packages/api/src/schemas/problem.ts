import * as z from 'zod/mini';

/**
 * The body of every error answer (4xx/5xx). `code` is a stable machine word (the documents' codes such as
 * `InvalidRefreshToken`, `NoPunchOutProfile`, `NoLabelFound`, or ours such as `ValidationFailed`), `message`
 * is the text a person reads (from the message catalogue), `traceId` ties the answer to the server log.
 */
export const Problem = z.object({
  code: z.string(),
  message: z.string(),
  traceId: z.string(),
  /** Field-level detail for validation failures: path in the input and the message for it. */
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type Problem = z.infer<typeof Problem>;

/**
 * The challenge a refused login asks for (`CaptchaRequired`, `CaptchaFailed`): the account, or the sign-in as a
 * whole, is under attack. `sandbox` is the demo's stand-in (its token is `sandbox-pass`); `recaptcha` shows
 * Google's widget with `siteKey`.
 */
export const CaptchaChallenge = z.object({
  provider: z.enum(['sandbox', 'recaptcha']),
  siteKey: z.optional(z.string()),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** A login refused until a challenge is passed. */
export const CaptchaProblem = z.extend(Problem, { captcha: CaptchaChallenge });
export type CaptchaProblem = z.infer<typeof CaptchaProblem>;
