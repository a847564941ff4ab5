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
