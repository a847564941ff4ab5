import { z } from 'zod';

/** Login payload (002 §3). `googleCaptcha` is checked by the captcha adapter when that is switched on. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
  googleCaptcha: z.string().max(4096).optional().default(''),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** Token info (000 §3): the access token is a signed JWT carrying an `exp` claim. */
export const TokenInfo = z.object({
  type: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenInfo = z.infer<typeof TokenInfo>;

export const LoginAnswer = z.object({
  tokenInfo: TokenInfo,
  /** Set only for a punch-out login (`V1.0/session/login`): sent back in the `session-id` header. */
  sessionId: z.string().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const RefreshTokenQuery = z.object({ token: z.string().min(1), refreshtoken: z.string().min(1) });

export const SecurityUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyID: z.string().nullable(),
});
export type SecurityUser = z.infer<typeof SecurityUser>;

export const AnalyticsDimensions = z.object({
  customerId: z.string(),
  customerName: z.string(),
  salesTerritoryCode: z.string(),
  areaName: z.string(),
});
export type AnalyticsDimensions = z.infer<typeof AnalyticsDimensions>;

/** Security context (000 §3): the answer of `V1.0/user/Me`. */
export const SecurityContext = z.object({
  user: SecurityUser,
  permissions: z.array(z.string()),
  analyticsDimensions: AnalyticsDimensions.nullable(),
});
export type SecurityContext = z.infer<typeof SecurityContext>;

/** Password complexity requirements (000 §3, 002 §5), loaded at start. */
export const PasswordComplexity = z.object({
  minimumLength: z.number().int(),
  minimumUppercase: z.number().int(),
  minimumLowercase: z.number().int(),
  minimumNumeric: z.number().int(),
  minimumSpecialCharacters: z.number().int(),
});
export type PasswordComplexity = z.infer<typeof PasswordComplexity>;
