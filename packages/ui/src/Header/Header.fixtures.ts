import type { HeaderPortalLink } from './Header';

/** Sample data shared by the header's stories. */
export const documentTypes = [
  { id: 'all', label: 'All documents' },
  { id: 'orders', label: 'Orders' },
  { id: 'quotes', label: 'Quotes' },
  { id: 'invoices', label: 'Invoices' },
];

export const portals: HeaderPortalLink[] = [
  { id: 'partner-a', label: 'Partner portal', href: 'https://partner.example.com' },
  { id: 'partner-b', label: 'Licensing portal', href: 'https://licensing.example.com' },
];
