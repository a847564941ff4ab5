import { describe, expect, it } from 'vitest';
import { safeInAppPath } from './safeRedirect';

describe('safeInAppPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/order?id=42', '/order?id=42'],
    ['#/quotes', '/quotes'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('should map %s to %s', (input, expected) => {
    expect(safeInAppPath(input)).toBe(expected);
  });
});
