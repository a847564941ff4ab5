import * as z from 'zod/mini';
import { coreMessages } from '../messages/en-core';
import { translator } from '../messages/format';
import { LOGIN_LIMITS } from '../plain-values';
import { limitedText } from './common';

const text = translator(coreMessages);

/**
 * What a person types into the login form (002 §2): the username, trimmed ('Please enter your username.'), and the
 * password as typed ('Please enter your password.'), each at most its `LOGIN_LIMITS`. The form checks them before
 * signing in.
 */
export const LoginFields = z.object({
  username: limitedText(LOGIN_LIMITS.username, { required: coreMessages['Login.UsernameRequired'] }),
  password: z
    .string()
    .check(
      z.minLength(LOGIN_LIMITS.password.min, text('Login.PasswordRequired')),
      z.maxLength(LOGIN_LIMITS.password.max, text('Field.TooLong', { max: LOGIN_LIMITS.password.max })),
    ),
});
export type LoginFields = z.input<typeof LoginFields>;

/** Login payload (002 §3). `googleCaptcha` is checked by the captcha adapter when that is switched on. */
export const LoginRequest = z.object({
  ...LoginFields.shape,
  googleCaptcha: z._default(z.string().check(z.maxLength(4096)), ''),
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
  sessionId: z.optional(z.string()),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const RefreshTokenQuery = z.object({
  token: z.string().check(z.minLength(1)),
  refreshtoken: z.string().check(z.minLength(1)),
});

export const SecurityUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyID: z.nullable(z.string()),
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
  analyticsDimensions: z.nullable(AnalyticsDimensions),
});
export type SecurityContext = z.infer<typeof SecurityContext>;

/** Password complexity requirements (000 §3, 002 §5), loaded at start. */
export const PasswordComplexity = z.object({
  minimumLength: z.int(),
  minimumUppercase: z.int(),
  minimumLowercase: z.int(),
  minimumNumeric: z.int(),
  minimumSpecialCharacters: z.int(),
});
export type PasswordComplexity = z.infer<typeof PasswordComplexity>;
