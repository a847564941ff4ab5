import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COMPLEXITY } from './password';
import { newPasswordErrors, newPasswordErrorsOf, passwordErrorMessage } from './passwordErrors';

const rules = { ...DEFAULT_PASSWORD_COMPLEXITY, minimumLength: 12, minimumSpecialCharacters: 2 };

describe('password error messages (002 §5 codes)', () => {
  it("should give the documents' words for codes 1, 2 and 9 and the server's limits in the others", () => {
    expect(passwordErrorMessage(1, rules)).toBe('Invalid Old Password');
    expect(passwordErrorMessage(2, rules)).toBe(
      'Invalid New Password (New Password and Old password cannot be the same).',
    );
    expect(passwordErrorMessage(3, rules)).toBe('The password must be at least 12 characters long.');
    expect(passwordErrorMessage(7, rules)).toBe('The password must contain at least 2 special character(s).');
    expect(passwordErrorMessage(9, rules)).toBe('Password and Confirm Password do not match.');
  });

  it("should read 'Something went wrong' for any other code", () => {
    expect(passwordErrorMessage(0, rules)).toBe('Something went wrong');
    expect(passwordErrorMessage(10, rules)).toBe('Something went wrong');
  });

  it('should put every rule a password breaks on the password and the mismatch on the confirmation', () => {
    expect(newPasswordErrors({ password: 'short pass', confirmPassword: 'other' }, rules)).toEqual([
      {
        path: 'password',
        message: [3, 4, 5, 7, 8].map((code) => passwordErrorMessage(code, rules)).join(' '),
      },
      { path: 'confirmPassword', message: 'Password and Confirm Password do not match.' },
    ]);
    expect(
      newPasswordErrors({ password: 'Good-Pass-2027!!', confirmPassword: 'Good-Pass-2027!!' }, rules),
    ).toEqual([]);
    expect(newPasswordErrorsOf([42], rules)).toEqual([{ path: 'password', message: 'Something went wrong' }]);
  });
});
