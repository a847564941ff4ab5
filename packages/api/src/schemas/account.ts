import * as z from 'zod/mini';
import { isPhoneNumber } from '../geography';
import { PASSWORD_MAX_LENGTH, PROFILE_LIMITS, VENDOR_CREDENTIALS_LIMITS } from '../limits';
import { addressMessages } from '../messages/en-address';
import { coreMessages } from '../messages/en-core';
import { translator } from '../messages/format';
import { limitedText, requiredEmail } from './common';

const fieldText = /* @__PURE__ */ translator(coreMessages, addressMessages);

/**
 * My Account (002 §2 /account, §3 User, §5, issue 18): the profile, the password change and the vendor credentials.
 * The addresses, contacts and saved cards of the page are checkout's shapes (`AddressInput`, `ContactInput`,
 * `SavedPaymentMethod`), one rule for both places.
 */

/** The signed-in user's profile (002 §3 User: first and last name, e-mail, phone, fax, username). */
export const Profile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  fax: z.string(),
  username: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** An optional phone or fax ('' when absent): My Account's profile, and a user administrator's (schemas/users.ts). */
export const optionalPhone = (max: number) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, fieldText('Field.TooLong', { max })),
      z.refine((value) => value === '' || isPhoneNumber(value), fieldText('Field.PhoneInvalid')),
    ),
    '',
  );

/**
 * `User/modifyProfile` (002 §5: first name, last name, e-mail and username required). Changing the e-mail address
 * needs the current password (`currentPassword`, ignored otherwise): the e-mail is where a password reset goes,
 * so a session left open must not be enough to take the account.
 */
export const ProfileInput = z.object({
  firstName: limitedText(PROFILE_LIMITS.firstName),
  lastName: limitedText(PROFILE_LIMITS.lastName),
  email: requiredEmail(PROFILE_LIMITS.email.max),
  phone: optionalPhone(PROFILE_LIMITS.phone.max),
  fax: optionalPhone(PROFILE_LIMITS.fax.max),
  username: limitedText(PROFILE_LIMITS.username),
  currentPassword: z._default(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)), ''),
});
export type ProfileInput = z.input<typeof ProfileInput>;

const passwordText = z
  .string()
  .check(
    z.minLength(1, fieldText('Field.Required')),
    z.maxLength(PASSWORD_MAX_LENGTH, fieldText('Field.TooLong', { max: PASSWORD_MAX_LENGTH })),
  );

/**
 * The password change of My Account (002 §5: old, new and confirmation). What the new password must be (the
 * complexity, not the old one, the confirmation equal) is the flows rule `changePasswordErrors`, which the form
 * runs as the user types and the server on the call.
 */
export const ChangePasswordBody = z.object({
  oldPassword: passwordText,
  newPassword: passwordText,
  confirmPassword: passwordText,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** The company's vendor credentials as anyone may read them (002 §3 punch-out profile): never the password. */
export const VendorCredentials = z.object({
  ccoId: z.string(),
  /** Whether a password is stored (encrypted; it is never sent back). */
  passwordSet: z.boolean(),
});
export type VendorCredentials = z.infer<typeof VendorCredentials>;

/** `setPunchOutProfile` (002 §5: CCO ID and password required). */
export const VendorCredentialsInput = z.object({
  ccoId: limitedText(VENDOR_CREDENTIALS_LIMITS.ccoId),
  password: passwordText,
});
export type VendorCredentialsInput = z.input<typeof VendorCredentialsInput>;
