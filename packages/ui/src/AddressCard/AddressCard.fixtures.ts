import type { Address } from './AddressCard';

export const headOffice: Address = {
  id: 'a1',
  name: 'Contoso Ltd. Head Office',
  line1: '1200 Market Street',
  line2: 'Suite 400',
  line3: 'Receiving dock B',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19107',
  country: 'United States',
  contactName: 'Dana Whitaker',
  phone: '(215) 555-0142',
  isPrimary: true,
};

export const warehouse: Address = {
  id: 'a2',
  name: 'Contoso Warehouse',
  line1: '88 Industrial Way',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103',
  country: 'United States',
  contactName: 'Luis Ortega',
  phone: '1-856-555-0199',
};

export const branch: Address = {
  id: 'a3',
  name: 'Contoso Pittsburgh Branch',
  line1: '501 Grant Street',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15219',
  country: 'United States',
};

export const addresses: Address[] = [headOffice, warehouse, branch];
