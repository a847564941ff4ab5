import { type PasswordComplexity, type RegistrationBody, RegistrationFields } from '@b2b-portal/api';
import { approvalMessages, translator } from '@b2b-portal/api/messages';

const approvalText = translator(approvalMessages);

import { checkPassword, PasswordError } from './password';

/** A field at fault, keyed by its name in the registration body, with the documents' message. */
export interface RegistrationError {
  path: string;
  message: string;
}

/**
 * What keeps a registration from being submitted (002 §5), the first fault of each field: the contract's
 * `RegistrationFields` (all required but the account number, a valid e-mail) and the password against the
 * server's complexity requirements ('The password does not meet the complexity requirements.', and 'Passwords
 * must match.' at the confirmation). Empty when it may be submitted. The registration page runs it before the
 * call and the server on the call, so both refuse the same values with the same words.
 */
export function registrationErrors(
  values: RegistrationBody,
  requirements: PasswordComplexity,
): RegistrationError[] {
  const errors = new Map<string, string>();
  const parsed = RegistrationFields.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  const password = values.password ?? '';
  if (password !== '') {
    const broken = checkPassword(password, requirements, { confirm: values.confirmPassword ?? '' });
    if (!errors.has('password') && broken.some((code) => code !== PasswordError.PasswordsMustMatch)) {
      errors.set('password', approvalText('Registration.PasswordWeak'));
    }
    if (!errors.has('confirmPassword') && broken.includes(PasswordError.PasswordsMustMatch)) {
      errors.set('confirmPassword', approvalText('Registration.PasswordsMustMatch'));
    }
  }
  return [...errors].map(([path, message]) => ({ path, message }));
}
