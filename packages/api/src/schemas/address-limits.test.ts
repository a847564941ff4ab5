import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, REQUIRED_ADDRESS_FIELDS } from '../limits';
import { formatMessage } from '../messages';
import { AddressInput, MatchingAddressQuery } from './checkout';

const valid = {
  type: 2,
  name: 'Contoso Warehouse',
  line1: '88 Industrial Way',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103',
} as const;

/** The field errors of a refused address, as `{ field: first message }`. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = AddressInput.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('ADDRESS_LIMITS', () => {
  it('gives the documents’ lengths, the ZIP code from 3 to 20 characters', () => {
    expect(ADDRESS_LIMITS.zipCode).toEqual({ min: 3, max: 20 });
    expect(ADDRESS_LIMITS.name).toEqual({ min: 1, max: 100 });
    expect(ADDRESS_LIMITS.city).toEqual({ min: 1, max: 60 });
    expect(ADDRESS_LIMITS.phone).toEqual({ min: 0, max: 30 });
    expect(REQUIRED_ADDRESS_FIELDS).toEqual(['name', 'line1', 'city', 'state', 'zipCode']);
  });

  it('is what AddressInput checks: every limit accepted at its bound and refused one past it', () => {
    expect(AddressInput.safeParse(valid).success).toBe(true);
    for (const [field, { min, max }] of Object.entries(ADDRESS_LIMITS)) {
      if (field === 'email' || field === 'countryCode') continue;
      expect(errorsOf({ ...valid, [field]: 'x'.repeat(max) }), field).toEqual({});
      expect(errorsOf({ ...valid, [field]: 'x'.repeat(max + 1) }), field).toEqual({
        [field]: formatMessage('Field.TooLong', { max }),
      });
      if (min > 1) {
        expect(errorsOf({ ...valid, [field]: 'x'.repeat(min - 1) })).toEqual({
          [field]: formatMessage('Field.TooShort', { min }),
        });
      }
    }
  });

  it('answers in the catalogue’s words: blank required fields, a short ZIP code, a wrong email', () => {
    expect(errorsOf({ ...valid, name: '   ', zipCode: '08', email: 'luis.ortega' })).toEqual({
      name: 'This field is required.',
      zipCode: 'Please enter at least 3 characters.',
      email: 'Please enter a valid email address.',
    });
    expect(errorsOf({ ...valid, zipCode: '' })).toEqual({ zipCode: 'This field is required.' });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(195)}@x.com` })).toEqual({
      email: 'Please enter at most 200 characters.',
    });
  });

  it('holds for the matching-address query too', () => {
    const result = MatchingAddressQuery.safeParse({ ...valid, type: '2', zipCode: '08' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zipCode', 'Please enter at least 3 characters.'],
    ]);
  });
});
