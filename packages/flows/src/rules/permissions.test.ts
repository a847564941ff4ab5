import {
  anyOf,
  isPermission,
  PERMISSIONS,
  type PermissionEntry,
  type PermissionRequirement,
  requirementFromData,
} from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission } from './permissions';

/** The table below writes requirements in the documents' text form, as stored data would. */
const fromText = (required: string | string[] | undefined): PermissionRequirement =>
  Array.isArray(required)
    ? required.map((entry) => requirementFromData(entry) as PermissionEntry)
    : requirementFromData(required);

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
    expect(hasPermission(held, fromText(required))).toBe(expected);
    // A frozen list (the server's callers') is made a set once and kept: the same answer, asked twice.
    const frozen = Object.freeze([...held]);
    expect(hasPermission(frozen, fromText(required))).toBe(expected);
    expect(hasPermission(frozen, fromText(required))).toBe(expected);
  });

  it('should answer for what a list holds now when it is not frozen, however often it was asked', () => {
    const held = ['quotes'];
    expect(hasPermission(held, 'orders')).toBe(false);
    held.push('orders');
    expect(hasPermission(held, 'orders')).toBe(true);
  });

  it('should accept a Set of held permissions', () => {
    expect(hasPermission(new Set(['viewQuote']), anyOf('approveQuotes', 'viewQuote'))).toBe(true);
  });

  it('should treat hasAnyPermission as alternatives', () => {
    expect(hasAnyPermission(['invoices'], ['viewQuote', 'viewAllOrders', 'orders', 'invoices'])).toBe(true);
    expect(hasAnyPermission(['users'], ['viewQuote', 'viewAllOrders', 'orders', 'invoices'])).toBe(false);
  });

  it('should spell anyOf as the documents do, each name once, nested alternatives flattened', () => {
    expect(anyOf('orders', 'ordersMenuStorefront')).toBe('orders|ordersMenuStorefront');
    expect(anyOf(anyOf('viewQuote', 'approveQuotes'), 'approveQuotes', 'users')).toBe(
      'viewQuote|approveQuotes|users',
    );
    expect(hasPermission(['users'], anyOf(anyOf('viewQuote', 'approveQuotes'), 'users'))).toBe(true);
  });

  it('should reject a misspelt or undocumented permission at compile time', () => {
    // @ts-expect-error 'order' is not a permission of the documents
    expect(hasPermission(['orders'], 'order')).toBe(false);
    // @ts-expect-error alternatives are written with anyOf, so each name is checked
    expect(hasPermission(['orders'], 'orders|invoices')).toBe(true);
    // @ts-expect-error a misspelt name inside anyOf
    expect(anyOf('orders', 'invoice')).toBe('orders|invoice');
  });

  it('should know every permission name of the documents, and no other', () => {
    expect(PERMISSIONS).toHaveLength(33);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const name of [
      'viewAllOrders',
      'manageCiscoContractAccess',
      'shoppingCartCheckOut',
      'storefrontAdmin',
    ]) {
      expect(isPermission(name)).toBe(true);
    }
    expect(isPermission('shoppingCart')).toBe(false);
  });
});
