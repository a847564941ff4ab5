import type { PasswordComplexity } from '@b2b-portal/api';

/**
 * Password complexity check of 002 §5 with its error codes. The limits come from the server's requirements
 * (`v1.0/user/passwordComplexity`); the same function runs in the portal (as the user types) and the server.
 */
export const PasswordError = {
  InvalidOldPassword: 1,
  /** New and old password cannot be the same. */
  InvalidNewPassword: 2,
  MinimumLength: 3,
  MinimumNumeric: 4,
  MinimumUppercase: 5,
  MinimumLowercase: 6,
  MinimumSpecialCharacters: 7,
  NoSpaceOrTab: 8,
  PasswordsMustMatch: 9,
} as const;
export type PasswordError = (typeof PasswordError)[keyof typeof PasswordError];

/** The documents' defaults (002 §5, §9): length 10 and one of each kind. */
export const DEFAULT_PASSWORD_COMPLEXITY: PasswordComplexity = {
  minimumLength: 10,
  minimumUppercase: 1,
  minimumLowercase: 1,
  minimumNumeric: 1,
  minimumSpecialCharacters: 1,
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The error codes a new password breaks, in ascending order; an empty list means it is acceptable.
 * Letters and digits are read in Unicode (an 'É' is uppercase); a special character is anything that is not
 * a letter, a digit or white space. `confirm` and `old` are checked only when given.
 */
export function checkPassword(
  password: string,
  requirements: PasswordComplexity,
  { confirm, old }: { confirm?: string; old?: string } = {},
): PasswordError[] {
  const errors: PasswordError[] = [];
  if (old !== undefined && old === password) errors.push(PasswordError.InvalidNewPassword);
  if ([...password].length < requirements.minimumLength) errors.push(PasswordError.MinimumLength);
  if (count(password, /\p{Nd}/gu) < requirements.minimumNumeric) errors.push(PasswordError.MinimumNumeric);
  if (count(password, /\p{Lu}/gu) < requirements.minimumUppercase)
    errors.push(PasswordError.MinimumUppercase);
  if (count(password, /\p{Ll}/gu) < requirements.minimumLowercase)
    errors.push(PasswordError.MinimumLowercase);
  if (count(password, /[^\p{L}\p{N}\s]/gu) < requirements.minimumSpecialCharacters) {
    errors.push(PasswordError.MinimumSpecialCharacters);
  }
  if (/[ \t]/.test(password)) errors.push(PasswordError.NoSpaceOrTab);
  if (confirm !== undefined && confirm !== password) errors.push(PasswordError.PasswordsMustMatch);
  return errors;
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
