import type { ProductListItem } from './ProductList';

export const products: ProductListItem[] = [
  {
    id: 'p1',
    manufacturer: 'Lenovo',
    manufacturerPart: '21HD003AUS',
    description: 'ThinkPad T14 Gen 4, 14" WUXGA, Core i7, 16 GB, 512 GB SSD',
    href: '#/shop?product=p1',
    price: '1349.99',
    unit: 'Each',
  },
  {
    id: 'p2',
    manufacturer: 'Cisco',
    manufacturerPart: 'CON-SNT-C93002PA',
    description: 'Smart Net Total Care 8x5xNBD for Catalyst 9300 24-port PoE+',
    href: '#/shop?product=p2',
    price: '1120.00',
    unit: 'Each',
    term: '36-month term',
    inCart: 2,
  },
  {
    id: 'p3',
    manufacturer: 'Microsoft',
    manufacturerPart: 'AAA-10726',
    description: 'Microsoft 365 Business Premium',
    href: '#/shop?product=p3',
    showPricing: false,
    unit: 'Seat',
    term: '12-month term · Monthly billing',
  },
];
