import {
  type ChangePasswordBody,
  ChangePasswordBody as ChangePasswordFields,
  type PasswordComplexity,
} from '@b2b-portal/api';
import { accountMessages, coreMessages, translator } from '@b2b-portal/api/messages';
import { checkPassword, PasswordError } from './password';

const text = translator(coreMessages, accountMessages);

/** A field of the password change at fault, with the documents' message. */
export interface PasswordChangeError {
  path: 'oldPassword' | 'newPassword' | 'confirmPassword';
  message: string;
}

/**
 * What keeps a password change of My Account from being sent (002 §5, §8), the first fault of each field: the
 * three fields required, the new password not the old one ('Invalid New Password (New Password and Old password
 * cannot be the same).'), meeting the complexity requirements, and the confirmation equal ('Password and Confirm
 * Password do not match.'). The form runs it as the user types, the server on the call; only the server knows
 * whether the old password is right ('Invalid Old Password').
 */
export function changePasswordErrors(
  values: Partial<ChangePasswordBody>,
  requirements: PasswordComplexity,
): PasswordChangeError[] {
  const errors = new Map<PasswordChangeError['path'], string>();
  const parsed = ChangePasswordFields.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') as PasswordChangeError['path'];
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  const password = values.newPassword ?? '';
  if (password !== '') {
    const broken = checkPassword(password, requirements, {
      confirm: values.confirmPassword ?? '',
      ...(values.oldPassword ? { old: values.oldPassword } : {}),
    });
    if (!errors.has('newPassword')) {
      if (broken.includes(PasswordError.InvalidNewPassword))
        errors.set('newPassword', text('Account.Password.SameAsOld'));
      else if (
        broken.some(
          (code) => code !== PasswordError.PasswordsMustMatch && code !== PasswordError.InvalidNewPassword,
        )
      )
        errors.set('newPassword', text('Account.Password.Weak'));
    }
    if (!errors.has('confirmPassword') && broken.includes(PasswordError.PasswordsMustMatch))
      errors.set('confirmPassword', text('Account.Password.Mismatch'));
  }
  return [...errors].map(([path, message]) => ({ path, message }));
}

/** One requirement of the new password and whether the typed one meets it, for the list shown as the user types. */
export interface PasswordRequirementState {
  code: PasswordError;
  /** How many of the kind it needs (0 for "no space or tab"). */
  count: number;
  met: boolean;
}

/**
 * The complexity requirements the server gave (002 §3 application context), each with whether `password` meets it:
 * a requirement of 0 is left out. The same rule as the server's (`checkPassword`).
 */
export function passwordRequirementStates(
  password: string,
  requirements: PasswordComplexity,
): PasswordRequirementState[] {
  const broken = new Set(checkPassword(password, requirements));
  const rows: [PasswordError, number][] = [
    [PasswordError.MinimumLength, requirements.minimumLength],
    [PasswordError.MinimumUppercase, requirements.minimumUppercase],
    [PasswordError.MinimumLowercase, requirements.minimumLowercase],
    [PasswordError.MinimumNumeric, requirements.minimumNumeric],
    [PasswordError.MinimumSpecialCharacters, requirements.minimumSpecialCharacters],
  ];
  return [
    ...rows
      .filter(([, count]) => count > 0)
      .map(([code, count]) => ({ code, count, met: !broken.has(code) })),
    { code: PasswordError.NoSpaceOrTab, count: 0, met: !broken.has(PasswordError.NoSpaceOrTab) },
  ];
}
