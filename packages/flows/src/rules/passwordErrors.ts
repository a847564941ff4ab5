import type { PasswordComplexity } from '@b2b-portal/api';
import { coreMessages, passwordMessages, translator } from '@b2b-portal/api/messages';
import { checkPassword, PasswordError } from './password';

const text = /* @__PURE__ */ translator(coreMessages, passwordMessages);

/**
 * The message of one error code of 002 §5 (1 invalid old password … 9 passwords must match), with the server's
 * limits filled in; any other code reads 'Something went wrong' (issue 18). The portal shows what a server
 * answered with it, and the set-password page what `checkPassword` finds as the user types.
 */
export function passwordErrorMessage(code: number, requirements: PasswordComplexity): string {
  switch (code) {
    case PasswordError.InvalidOldPassword:
      return text('Password.Error.1');
    case PasswordError.InvalidNewPassword:
      return text('Password.Error.2');
    case PasswordError.MinimumLength:
      return text('Password.Error.3', { min: requirements.minimumLength });
    case PasswordError.MinimumNumeric:
      return text('Password.Error.4', { min: requirements.minimumNumeric });
    case PasswordError.MinimumUppercase:
      return text('Password.Error.5', { min: requirements.minimumUppercase });
    case PasswordError.MinimumLowercase:
      return text('Password.Error.6', { min: requirements.minimumLowercase });
    case PasswordError.MinimumSpecialCharacters:
      return text('Password.Error.7', { min: requirements.minimumSpecialCharacters });
    case PasswordError.NoSpaceOrTab:
      return text('Password.Error.8');
    case PasswordError.PasswordsMustMatch:
      return text('Password.Error.9');
    default:
      return text('Global.SomethingWentWrong');
  }
}

/** A field at fault of a new password and its confirmation, with the messages of its codes. */
export interface NewPasswordError {
  path: 'password' | 'confirmPassword';
  message: string;
}

/**
 * What keeps a new password (and its confirmation) from being set: every complexity code broken, in one message
 * per field (the password's codes joined, the confirmation's 'Password and Confirm Password do not match.'), so the
 * person reads all the rules they broke at once. Empty when it may be sent. The set-password page runs it before
 * the call and the server on the call (`v1.0/user/resetpassword`), so both refuse with the same words.
 */
export function newPasswordErrors(
  values: { password: string; confirmPassword: string },
  requirements: PasswordComplexity,
): NewPasswordError[] {
  const codes = checkPassword(values.password, requirements, { confirm: values.confirmPassword });
  return newPasswordErrorsOf(codes, requirements);
}

/** The field errors of a list of codes (a server's `errorCodes`, or `checkPassword`'s). */
export function newPasswordErrorsOf(
  codes: readonly number[],
  requirements: PasswordComplexity,
): NewPasswordError[] {
  const errors: NewPasswordError[] = [];
  const ofPassword = codes.filter((code) => code !== PasswordError.PasswordsMustMatch);
  if (ofPassword.length > 0) {
    errors.push({
      path: 'password',
      message: ofPassword.map((code) => passwordErrorMessage(code, requirements)).join(' '),
    });
  }
  if (codes.includes(PasswordError.PasswordsMustMatch)) {
    errors.push({
      path: 'confirmPassword',
      message: passwordErrorMessage(PasswordError.PasswordsMustMatch, requirements),
    });
  }
  return errors;
}
