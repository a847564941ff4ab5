/** Texts shared by the detail pages of documents (quotes, orders, invoices, shipments). */
export const documentMessages = {
  'Document.Addresses': 'Addresses',
  'Document.BillTo': 'Bill To',
  'Document.ShipTo': 'Ship To',
  'Document.EndUser': 'End User',
  'Document.NoAddress': 'None',
} as const;
