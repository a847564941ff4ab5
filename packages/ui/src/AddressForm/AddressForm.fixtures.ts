import type { AddressFieldErrors, AddressFormLimits, AddressFormValues, AddressRegion } from './AddressForm';

export const usStates: AddressRegion[] = [
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NY', name: 'New York' },
  { code: 'PA', name: 'Pennsylvania' },
];

export const countries: AddressRegion[] = [
  { code: 'USA', name: 'United States' },
  { code: 'CAN', name: 'Canada' },
];

/** Limits as a page hands them over from its contract (literal data: ui depends on no contract). */
export const addressLimits: AddressFormLimits = {
  name: { min: 1, max: 100 },
  line1: { min: 1, max: 100 },
  line2: { min: 0, max: 100 },
  line3: { min: 0, max: 100 },
  city: { min: 1, max: 60 },
  state: { min: 1, max: 60 },
  zipCode: { min: 3, max: 20 },
  countryCode: { min: 3, max: 3 },
  firstName: { min: 0, max: 60 },
  lastName: { min: 0, max: 60 },
  email: { min: 0, max: 200 },
  phone: { min: 0, max: 30 },
};

/** A page's check standing in for its schema: blank required fields and a ZIP code under 3 characters. */
export function checkAddress(values: AddressFormValues): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const field of ['name', 'line1', 'city', 'state', 'zipCode'] as const) {
    if (values[field] === '') errors[field] = 'This field is required.';
  }
  if (values.zipCode !== '' && values.zipCode.length < 3)
    errors.zipCode = 'Please enter at least 3 characters.';
  return errors;
}
