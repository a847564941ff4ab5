import { LoginFields } from '@b2b-portal/api';
import type { LoginCredentials, LoginFieldErrors } from '@b2b-portal/ui';
import { validateWith } from '../../forms/validate';

/** The contract's check of the credentials before signing in ('Please enter your username.'…). */
export function checkCredentials(credentials: LoginCredentials): LoginFieldErrors {
  const checked = validateWith(LoginFields, credentials);
  return checked.ok ? {} : checked.fieldErrors;
}
