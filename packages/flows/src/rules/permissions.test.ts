import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission } from './permissions';

describe('hasPermission (000 §6)', () => {
  it.each([
    { held: ['orders'], required: 'orders', expected: true },
    { held: ['orders'], required: 'invoices', expected: false },
    { held: ['invoices'], required: 'orders|invoices', expected: true },
    { held: ['quotes'], required: 'orders|invoices', expected: false },
    { held: ['orders', 'invoices'], required: ['orders', 'invoices'], expected: true },
    { held: ['orders'], required: ['orders', 'invoices'], expected: false },
    { held: ['orders'], required: ['orders', 'invoices|orders'], expected: true },
    { held: [], required: '', expected: true },
    { held: [], required: [], expected: true },
    { held: [], required: undefined, expected: true },
    { held: [], required: 'orders', expected: false },
    { held: ['*'], required: ['orders', 'invoices'], expected: true },
    { held: ['admin'], required: 'anything', expected: true },
    { held: ['storefrontAdmin'], required: 'users|viewUsers', expected: true },
    { held: ['Orders'], required: 'orders', expected: false },
  ])('should answer $expected for $held against $required', ({ held, required, expected }) => {
    expect(hasPermission(held, required)).toBe(expected);
  });

  it('should accept a Set of held permissions', () => {
    expect(hasPermission(new Set(['viewQuote']), 'approveQuotes|viewQuote')).toBe(true);
  });

  it('should treat hasAnyPermission as alternatives', () => {
    expect(hasAnyPermission(['invoices'], ['viewQuote', 'viewAllOrders', 'orders', 'invoices'])).toBe(true);
    expect(hasAnyPermission(['users'], ['viewQuote', 'viewAllOrders', 'orders', 'invoices'])).toBe(false);
  });
});
