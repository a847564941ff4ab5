import { describe, expect, it } from 'vitest';
import { GUID_PATTERN } from '../limits';
import { Guid } from './common';

describe('GUID_PATTERN', () => {
  it.each([
    '00000000-0000-4000-8000-000000000001',
    'A1B2C3D4-E5F6-4789-ABCD-0123456789EF',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '00000000-0000-9000-8000-000000000001',
    '00000000-0000-4000-7000-000000000001',
    '00000000-0000-4000-8000-00000000001',
    '00000000000040008000000000000001',
    ' 00000000-0000-4000-8000-000000000001',
    'quote-1',
    '',
  ])('accepts %j exactly when the contract Guid does', (id) => {
    expect(GUID_PATTERN.test(id)).toBe(Guid.safeParse(id).success);
  });
});
