import { describe, expect, it } from 'vitest';
import { emptyAddressFormValues, validateAddressForm } from './AddressForm';

const filled = {
  ...emptyAddressFormValues,
  name: 'Contoso Warehouse',
  line1: '88 Industrial Way',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103',
};

describe('validateAddressForm', () => {
  it('should require name, line 1, city, state and ZIP', () => {
    expect(validateAddressForm(emptyAddressFormValues)).toEqual({
      name: 'required',
      line1: 'required',
      city: 'required',
      state: 'required',
      zipCode: 'required',
    });
  });

  it('should count blanks as missing', () => {
    expect(validateAddressForm({ ...filled, city: '   ' })).toEqual({ city: 'required' });
  });

  it('should accept a filled address without the optional fields', () => {
    expect(validateAddressForm(filled)).toEqual({});
  });

  it.each([
    ['luis.ortega', 'invalid'],
    ['luis@contoso', 'invalid'],
    ['luis.ortega@contoso.example', undefined],
    ['', undefined],
  ])('should judge the email %j as %s', (email, expected) => {
    expect(validateAddressForm({ ...filled, email }).email).toBe(expected);
  });
});
