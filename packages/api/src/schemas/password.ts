import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../limits';
import { Guid, requiredEmail } from './common';

/**
 * The public password flows of 002 §2, §5, §7 (issue 18): a reset requested by e-mail, the link mailed to the
 * user (`/forgotPassword?rpk=` for a reset, `/setPassword?rpk=` for a new user's first password), the link's
 * check, the new password, and a new link in place of an expired one. A link works once and expires.
 */

/** What a link is for: a forgotten password's reset, or a new user's first password. */
export const PasswordLinkAction = z.enum(['reset', 'create']);
export type PasswordLinkAction = z.infer<typeof PasswordLinkAction>;

/** The longest e-mail address a reset request takes. */
export const PASSWORD_RESET_EMAIL_MAX_LENGTH = 254;
/** A link's token: 256 random bits, base64url (43 characters); anything much longer is not one of ours. */
export const PasswordLinkToken = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\w-]+$/));

/** `GET v1.0/user/RequestResetPassword?Email=`: the documents' spelling of the query. */
export const RequestResetPasswordQuery = z.object({ Email: requiredEmail(PASSWORD_RESET_EMAIL_MAX_LENGTH) });
export type RequestResetPasswordQuery = z.infer<typeof RequestResetPasswordQuery>;

/** A link's token, as the pages read it from `rpk` (or `token` on /password-link-expired). */
export const PasswordLinkBody = z.object({ token: PasswordLinkToken });
export type PasswordLinkBody = z.infer<typeof PasswordLinkBody>;

/** `ValidateLink` answers what the link is for and whose it is (the page greets the user by username). */
export const PasswordLinkInfo = z.object({ action: PasswordLinkAction, username: z.string() });
export type PasswordLinkInfo = z.infer<typeof PasswordLinkInfo>;

/** The new password and its confirmation (002 §5); the complexity is checked against the server's requirements. */
export const PasswordFields = z.object({
  password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
  confirmPassword: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type PasswordFields = z.infer<typeof PasswordFields>;

/** `POST v1.0/user/resetpassword`: sets the password of the link's user and spends the link. */
export const ResetPasswordBody = z.extend(PasswordFields, { token: PasswordLinkToken });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * `validatePasswordFields` answers the error codes of 002 §5 the password breaks (3 minimum length … 9 passwords
 * must match), ascending; empty when it is acceptable.
 */
export const PasswordFieldsAnswer = z.object({ errorCodes: z.array(z.int()) });
export type PasswordFieldsAnswer = z.infer<typeof PasswordFieldsAnswer>;

/** `SendCreateNewPasswordLink`: the user (of the administrator's company) who gets a link to create a password. */
export const SendCreatePasswordLinkBody = z.object({ userId: Guid });
export type SendCreatePasswordLinkBody = z.infer<typeof SendCreatePasswordLinkBody>;

/**
 * `GET V1.0/user/confirmEmailAddress?id=&tk=&h=` (002 §2, §7): the user id, the time key (the link's expiry in
 * epoch seconds) and the hash string of the link mailed when a registration is approved.
 */
export const ConfirmEmailQuery = z.object({
  id: Guid,
  tk: z.string().check(z.regex(/^\d{1,12}$/)),
  h: PasswordLinkToken,
});
export type ConfirmEmailQuery = z.infer<typeof ConfirmEmailQuery>;
