import type { Address } from '../AddressCard/AddressCard';

export const enteredAddress: Address = {
  id: 'new',
  name: 'Contoso Warehouse',
  line1: '88 Industrial Wy',
  city: 'Camden',
  state: 'NJ',
  zipCode: '8103',
  country: 'United States',
};

export const suggestedAddress: Address = {
  id: 'suggested',
  name: 'Contoso Warehouse',
  line1: '88 Industrial Way',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103-2211',
  country: 'United States',
};
