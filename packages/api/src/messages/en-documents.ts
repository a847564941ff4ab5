/** Texts shared by the detail pages of documents (quotes, orders, invoices, shipments). */
export const documentMessages = {
  'Document.Addresses': 'Addresses',
  'Document.BillTo': 'Bill To',
  'Document.ShipTo': 'Ship To',
  'Document.EndUser': 'End User',
  'Document.NoAddress': 'None',
  // A document's header fields as a grid (issue 16): the first group's title, and what an empty field says.
  'Document.Details': 'Details',
  'Document.Contacts': 'Your contacts',
  'Document.NotGiven': 'Not given',
} as const;
