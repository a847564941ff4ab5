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
