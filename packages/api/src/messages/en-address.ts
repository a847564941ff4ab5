/**
 * The field messages of an address's country rules (issue 16): `AddressInput` and the forms that check addresses
 * with it read them; a part of their own, so pages without an address form do not carry them.
 */
export const addressMessages = {
  'Field.PostalCodeCanadaInvalid': 'Please enter a postal code such as K1A 0B6.',
  'Field.PostalCodeInvalid': 'Please enter a postal code of letters and digits, such as SW1A 1AA.',
  'Field.StateInvalid': 'Please choose a state or province from the list.',
  'Field.CountryInvalid': 'Please choose a country from the list.',
  'Field.PhoneInvalid': 'Please enter a phone number such as 555-555-5555.',
} as const;
