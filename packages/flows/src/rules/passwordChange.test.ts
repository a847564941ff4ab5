import { formatMessage } from '@b2b-portal/api/messages';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COMPLEXITY, PasswordError, passwordRequirementStates } from './password';
import { changePasswordErrors } from './passwordChange';

const rules = DEFAULT_PASSWORD_COMPLEXITY;

describe('changePasswordErrors (002 §5, §8)', () => {
  it('should let a complex new password that differs from the old and is confirmed through', () => {
    expect(
      changePasswordErrors(
        {
          oldPassword: 'Demo-Portal-2026!',
          newPassword: 'New-Secret-2027?',
          confirmPassword: 'New-Secret-2027?',
        },
        rules,
      ),
    ).toEqual([]);
  });

  it('should require all three fields', () => {
    expect(changePasswordErrors({ oldPassword: '', newPassword: '', confirmPassword: '' }, rules)).toEqual([
      { path: 'oldPassword', message: formatMessage('Field.Required') },
      { path: 'newPassword', message: formatMessage('Field.Required') },
      { path: 'confirmPassword', message: formatMessage('Field.Required') },
    ]);
  });

  it.each([
    [
      'the old one again',
      {
        oldPassword: 'Demo-Portal-2026!',
        newPassword: 'Demo-Portal-2026!',
        confirmPassword: 'Demo-Portal-2026!',
      },
      [
        {
          path: 'newPassword',
          message: 'Invalid New Password (New Password and Old password cannot be the same).',
        },
      ],
    ],
    [
      'too simple',
      { oldPassword: 'Demo-Portal-2026!', newPassword: 'simple', confirmPassword: 'simple' },
      [{ path: 'newPassword', message: 'The password does not meet the complexity requirements.' }],
    ],
    [
      'not confirmed',
      {
        oldPassword: 'Demo-Portal-2026!',
        newPassword: 'New-Secret-2027?',
        confirmPassword: 'New-Secret-2028?',
      },
      [{ path: 'confirmPassword', message: 'Password and Confirm Password do not match.' }],
    ],
  ])('should refuse a new password %s with the documents’ words', (_, values, errors) => {
    expect(changePasswordErrors(values, rules)).toEqual(errors);
  });
});

describe('passwordRequirementStates', () => {
  it('should list the server’s requirements with whether the typed password meets each', () => {
    expect(passwordRequirementStates('abc D', rules)).toEqual([
      { code: PasswordError.MinimumLength, count: 10, met: false },
      { code: PasswordError.MinimumUppercase, count: 1, met: true },
      { code: PasswordError.MinimumLowercase, count: 1, met: true },
      { code: PasswordError.MinimumNumeric, count: 1, met: false },
      { code: PasswordError.MinimumSpecialCharacters, count: 1, met: false },
      { code: PasswordError.NoSpaceOrTab, count: 0, met: false },
    ]);
  });

  it('should leave out a requirement of 0', () => {
    const states = passwordRequirementStates('x', { ...rules, minimumSpecialCharacters: 0 });
    expect(states.map((state) => state.code)).not.toContain(PasswordError.MinimumSpecialCharacters);
  });
});
