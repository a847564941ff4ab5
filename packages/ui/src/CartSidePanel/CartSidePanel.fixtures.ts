import type { CartPanelLine } from './CartSidePanel';

export const cartLines: CartPanelLine[] = [
  {
    id: 'l1',
    description: 'ThinkPad T14 Gen 4, Core i7, 16 GB, 512 GB SSD',
    manufacturerPart: '21HD003AUS',
    quantity: 2,
    extendedPrice: '2699.98',
  },
  {
    id: 'l2',
    description: 'Dell UltraSharp 27 4K Monitor U2723QE',
    manufacturerPart: 'U2723QE',
    quantity: 1,
    extendedPrice: '579.99',
  },
  {
    id: 'l3',
    description: 'Microsoft 365 Business Standard, annual',
    manufacturerPart: 'CFQ7TTC0LDPB',
    quantity: 10,
    extendedPrice: '1500',
  },
];

export const requestLine: CartPanelLine = {
  id: 'l4',
  description: 'Cisco Catalyst 9300 48-port switch',
  manufacturerPart: 'C9300-48P-E',
  quantity: 1,
  extendedPrice: '0',
  isRequestItem: true,
};
