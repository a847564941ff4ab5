import { describe, expect, it } from 'vitest';
import { checkPassword, DEFAULT_PASSWORD_COMPLEXITY, PasswordError } from './password';

const rules = DEFAULT_PASSWORD_COMPLEXITY;

describe('checkPassword (002 §5)', () => {
  it.each<{ password: string; options?: { confirm?: string; old?: string }; errors: number[] }>([
    { password: 'Demo-Portal-2026!', errors: [] },
    {
      password: 'Demo-Portal-2026!',
      options: { confirm: 'Demo-Portal-2026!', old: 'Old-Portal-2025!' },
      errors: [],
    },
    { password: 'Dp-2026!a', errors: [PasswordError.MinimumLength] },
    { password: 'Demo-Portal-!!', errors: [PasswordError.MinimumNumeric] },
    { password: 'demo-portal-2026!', errors: [PasswordError.MinimumUppercase] },
    { password: 'DEMO-PORTAL-2026!', errors: [PasswordError.MinimumLowercase] },
    { password: 'DemoPortal2026', errors: [PasswordError.MinimumSpecialCharacters] },
    { password: 'Demo Portal-2026!', errors: [PasswordError.NoSpaceOrTab] },
    { password: 'Demo\tPortal-2026!', errors: [PasswordError.NoSpaceOrTab] },
    {
      password: 'Demo-Portal-2026!',
      options: { confirm: 'Demo-Portal-2026' },
      errors: [PasswordError.PasswordsMustMatch],
    },
    {
      password: 'Demo-Portal-2026!',
      options: { old: 'Demo-Portal-2026!' },
      errors: [PasswordError.InvalidNewPassword],
    },
    { password: '', errors: [3, 4, 5, 6, 7] },
    { password: 'aaaa aaaa', options: { confirm: 'b', old: 'aaaa aaaa' }, errors: [2, 3, 4, 5, 7, 8, 9] },
    { password: 'Émile-Zola-1840', errors: [] },
  ])('should report $errors for "$password"', ({ password, options, errors }) => {
    expect(checkPassword(password, rules, options)).toEqual(errors);
  });

  it.each([
    { requirement: { minimumLength: 4 }, password: 'Ab1!', errors: [] },
    {
      requirement: { minimumNumeric: 3 },
      password: 'Demo-Portal-26!',
      errors: [PasswordError.MinimumNumeric],
    },
    {
      requirement: { minimumUppercase: 2 },
      password: 'Demo-portal-2026!',
      errors: [PasswordError.MinimumUppercase],
    },
    {
      requirement: { minimumLowercase: 10 },
      password: 'Demo-Portal-2026!',
      errors: [PasswordError.MinimumLowercase],
    },
    { requirement: { minimumSpecialCharacters: 3 }, password: 'Demo-Portal-2026!', errors: [] },
    { requirement: { minimumSpecialCharacters: 4 }, password: 'Demo-Portal-2026!', errors: [7] },
    { requirement: { minimumSpecialCharacters: 0 }, password: 'DemoPortal2026', errors: [] },
  ])(
    'should follow the server requirement $requirement for "$password"',
    ({ requirement, password, errors }) => {
      expect(checkPassword(password, { ...rules, ...requirement })).toEqual(errors);
    },
  );
});
