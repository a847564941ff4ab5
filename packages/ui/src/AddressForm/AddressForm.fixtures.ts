import type { AddressRegion } from './AddressForm';

export const usStates: AddressRegion[] = [
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NY', name: 'New York' },
  { code: 'PA', name: 'Pennsylvania' },
];

export const countries: AddressRegion[] = [
  { code: 'USA', name: 'United States' },
  { code: 'CAN', name: 'Canada' },
];
