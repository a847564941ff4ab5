import type { RegistrationBody } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COMPLEXITY } from './password';
import { registrationErrors } from './registration';

const valid: Required<RegistrationBody> = {
  hasAccountNumber: false,
  accountNumber: '',
  companyName: 'Northwind Health',
  firstName: 'Reggie',
  lastName: 'Strant',
  email: 'reggie@northwind.example',
  phone: '555-010-0300',
  jobTitle: 'Nurse',
  username: 'reggie',
  password: 'Another-Pass-2026!',
  confirmPassword: 'Another-Pass-2026!',
};

const check = (overrides: Partial<RegistrationBody>, requirements = DEFAULT_PASSWORD_COMPLEXITY) =>
  Object.fromEntries(
    registrationErrors({ ...valid, ...overrides }, requirements).map((e) => [e.path, e.message]),
  );

describe('registrationErrors (002 §5)', () => {
  it('should let a complete registration through, with or without an account number', () => {
    expect(check({})).toEqual({});
    expect(check({ hasAccountNumber: true, accountNumber: 'C-100200' })).toEqual({});
  });

  it('should require every field but the account number, blanks included, in the documents words', () => {
    const blank = Object.fromEntries(
      Object.keys(valid).map((k) => [k, k === 'hasAccountNumber' ? false : ' ']),
    );
    const errors = check(blank);
    const required = formatMessage('Registration.FieldRequired');
    expect(errors).toMatchObject({
      companyName: required,
      firstName: required,
      lastName: required,
      email: required,
      phone: required,
      jobTitle: required,
      username: required,
    });
    expect(errors.accountNumber).toBeUndefined();
  });

  it('should require the account number once the user says they have one', () => {
    expect(check({ hasAccountNumber: true, accountNumber: '  ' })).toEqual({
      accountNumber: formatMessage('Registration.FieldRequired'),
    });
  });

  it('should refuse an e-mail that is not one, and a field over its length', () => {
    expect(check({ email: 'reggie@' })).toEqual({ email: formatMessage('Registration.InvalidEmail') });
    expect(check({ firstName: 'x'.repeat(101) })).toEqual({
      firstName: formatMessage('Field.TooLong', { max: 100 }),
    });
  });

  it('should refuse a phone that is not a number, as My Account and the users form do, and take the usual forms', () => {
    const invalid = { phone: formatMessage('Field.PhoneInvalid') };
    expect(invalid.phone).toBe('Please enter a phone number such as 555-555-5555.');
    expect(check({ phone: 'abc-def' })).toEqual(invalid);
    expect(check({ phone: '12' })).toEqual(invalid);
    for (const phone of ['555-010-0300', '(215) 555-0140', '+1 215 555 0140 x 12', ' 215.555.0140 ']) {
      expect(check({ phone }), phone).toEqual({});
    }
  });

  it('should check the password against the requirements it is given, and the confirmation against it', () => {
    expect(check({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: formatMessage('Registration.PasswordWeak'),
    });
    expect(check({ confirmPassword: 'Another-Pass-2027!' })).toEqual({
      confirmPassword: formatMessage('Registration.PasswordsMustMatch'),
    });
    // A company that asks for less takes a password the documents' defaults refuse.
    const relaxed = { ...DEFAULT_PASSWORD_COMPLEXITY, minimumLength: 4, minimumSpecialCharacters: 0 };
    expect(check({ password: 'Ab12', confirmPassword: 'Ab12' }, relaxed)).toEqual({});
    expect(check({ password: 'Ab 12', confirmPassword: 'Ab 12' }, relaxed)).toEqual({
      password: formatMessage('Registration.PasswordWeak'),
    });
  });

  it('should say a missing password is required, once, and not that it is weak', () => {
    expect(check({ password: '', confirmPassword: '' })).toEqual({
      password: formatMessage('Registration.FieldRequired'),
      confirmPassword: formatMessage('Registration.FieldRequired'),
    });
  });
});
