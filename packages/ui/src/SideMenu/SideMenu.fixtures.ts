import type { SideMenuExternalLink, SideMenuItem } from './SideMenu';

/** A user who holds both orders and requisitions, quotes and pricing requests (000 §6). */
export const menuItems: SideMenuItem[] = [
  { id: 'account-overview', label: 'Account Overview', href: '#/account-overview' },
  { id: 'shop', label: 'Shop', href: '#/shop' },
  {
    id: 'quotes',
    label: 'Quotes',
    href: '#/quotes',
    subMenus: [{ id: 'pricing-request', label: 'Pricing Request', href: '#/pricing-requests' }],
  },
  {
    id: 'orders',
    label: 'Orders',
    href: '#/orders',
    subMenus: [
      { id: 'requisitions', label: 'Requisitions', href: '#/requisitions' },
      { id: 'blanket-purchase-orders', label: 'Blanket Purchase Orders', href: '#/blanket-purchase-orders' },
    ],
  },
  { id: 'invoices', label: 'Invoices', href: '#/invoices' },
  { id: 'configure', label: 'Configure a product', routeTo: 'punchout' },
  { id: 'reports', label: 'Reports', href: '#/reports' },
];

export const portalLinks: SideMenuExternalLink[] = [
  { id: 'partner', label: 'Partner portal', href: 'https://partner.example.com' },
  { id: 'licensing', label: 'Licensing portal', href: 'https://licensing.example.com' },
];
