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
      // The state and the postal code of a country without a state list and with digits in its codes; a phone
      // number of 30 characters: the length alone is what is tried.
      const base = field === 'state' || field === 'zipCode' ? { ...valid, countryCode: 'DEU' } : valid;
      const filler = field === 'zipCode' ? '1' : 'x';
      const longest = field === 'phone' ? '+44 (0) 20 7946 0958 ext. 1234' : filler.repeat(max);
      expect(longest).toHaveLength(max);
      expect(errorsOf({ ...base, [field]: longest }), field).toEqual({});
      expect(errorsOf({ ...base, [field]: filler.repeat(max + 1) }), field).toEqual({
        [field]: formatMessage('Field.TooLong', { max }),
      });
      if (min > 1) {
        expect(errorsOf({ ...base, [field]: filler.repeat(min - 1) })).toEqual({
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

  it('refuses a state, ZIP code and phone the country does not have (issue 16), all at once and in the catalogue’s words', () => {
    expect(errorsOf({ ...valid, state: 'ZZ', zipCode: 'ABCDE', phone: 'phone!!' })).toEqual({
      state: 'Please choose a state or province from the list.',
      zipCode: 'Please enter a ZIP code such as 12345 or 12345-6789.',
      phone: 'Please enter a phone number such as 555-555-5555.',
    });
    // Beside a blank required field: every field says what is wrong with it at once.
    expect(errorsOf({ ...valid, name: '', state: 'ZZ' })).toEqual({
      name: 'This field is required.',
      state: 'Please choose a state or province from the list.',
    });
    expect(errorsOf({ ...valid, countryCode: 'XYZ' })).toEqual({
      countryCode: 'Please choose a country from the list.',
    });
    // A Canadian address takes a province and a postal code; a US state is not one.
    const canadian = { ...valid, countryCode: 'CAN', state: 'ON', zipCode: 'K1A 0B6' };
    expect(errorsOf(canadian)).toEqual({});
    expect(errorsOf({ ...canadian, state: 'NJ', zipCode: '08103' })).toEqual({
      state: 'Please choose a state or province from the list.',
      zipCode: 'Please enter a postal code such as K1A 0B6.',
    });
    // A country without a state list takes the state as written; its postal code has digits.
    expect(errorsOf({ ...valid, countryCode: 'GBR', state: 'Greater London', zipCode: 'SW1A 1AA' })).toEqual(
      {},
    );
    expect(errorsOf({ ...valid, countryCode: 'GBR', state: 'Kent', zipCode: 'ABCDE' })).toEqual({
      zipCode: 'Please enter a postal code of letters and digits, such as SW1A 1AA.',
    });
  });

  it.each([
    ['215-555-0142', true],
    ['(215) 555-0142', true],
    ['+1 215.555.0142 ext. 12', true],
    ['+44 20 7946 0958', true],
    ['215-555-0142 x7', true],
    ['555-0142', true],
    ['phone!!', false],
    ['555-01', false],
    ['12345678901234567', false],
    ['215-555-0142 call after 5', false],
  ])('takes %s as a phone number: %s', (phone, accepted) => {
    expect(errorsOf({ ...valid, phone })).toEqual(
      accepted ? {} : { phone: 'Please enter a phone number such as 555-555-5555.' },
    );
  });

  it('lowercase state codes and 9-digit ZIP codes are what people type', () => {
    expect(errorsOf({ ...valid, state: 'nj', zipCode: '08103-1234' })).toEqual({});
  });

  it('holds for the matching-address query too', () => {
    const result = MatchingAddressQuery.safeParse({ ...valid, type: '2', zipCode: '08' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zipCode', 'Please enter at least 3 characters.'],
    ]);
  });
});
