import type { DocumentLinesRow } from './DocumentLines';

const network = { id: '6f1c2a10-0000-4000-8000-000000000001', name: 'Branch office network refresh' };
const collaboration = { id: '6f1c2a10-0000-4000-8000-000000000002', name: 'Collaboration licences' };
const branchKit = { id: '7a2d3b20-0000-4000-8000-000000000001', name: 'Branch switch kit' };

/**
 * A realistic cart as the app passes it (the rows `flattenDocumentTree` of `@b2b-portal/flows/rules` makes):
 * a request item at the top, two groups, a bundle of three lines and a recurring subgroup.
 */
export const sampleRows: readonly DocumentLinesRow[] = [
  {
    kind: 'item',
    id: 'line-7',
    depth: 0,
    item: {
      id: 'line-7',
      manufacturerPart: 'RACK-42U-CUSTOM',
      description: '42U rack, custom configuration',
      quantity: 1,
      serviceLength: 0,
    },
    lineNumber: '1',
    unitPrice: '0.00',
    extendedPrice: '0.00',
    isRequest: true,
  },
  { kind: 'group-header', id: '6f1c2a10-0000-4000-8000-000000000001:header', depth: 0, group: network },
  {
    kind: 'item',
    id: 'line-4',
    depth: 1,
    item: {
      id: 'line-4',
      manufacturerPart: 'SFP-10G-SR-S',
      description: '10GBASE-SR SFP+ transceiver module',
      quantity: 8,
      serviceLength: 0,
    },
    lineNumber: '2',
    unitPrice: '189.00',
    extendedPrice: '1512.00',
    isRequest: false,
  },
  { kind: 'bundle-header', id: '7a2d3b20-0000-4000-8000-000000000001:header', depth: 1, bundle: branchKit },
  {
    kind: 'item',
    id: 'line-1',
    depth: 2,
    item: {
      id: 'line-1',
      manufacturerPart: 'C9300-24P-A',
      description: 'Catalyst 9300 24-port PoE+ switch, Network Advantage',
      quantity: 2,
      serviceLength: 0,
    },
    lineNumber: '3',
    unitPrice: '4895.00',
    extendedPrice: '9790.00',
    isRequest: false,
  },
  {
    kind: 'item',
    id: 'line-2',
    depth: 2,
    item: {
      id: 'line-2',
      manufacturerPart: 'C9300-NM-8X',
      description: 'Catalyst 9300 8 x 10GE network module',
      quantity: 2,
      serviceLength: 0,
    },
    lineNumber: '4',
    unitPrice: '1210.50',
    extendedPrice: '2421.00',
    isRequest: false,
  },
  {
    kind: 'item',
    id: 'line-3',
    depth: 2,
    item: {
      id: 'line-3',
      manufacturerPart: 'CON-SNT-C93002PA',
      description: 'SNTC 8x5xNBD support, per month',
      quantity: 2,
      serviceLength: 36,
    },
    lineNumber: '5',
    unitPrice: '38.25',
    extendedPrice: '2754.00',
    isRequest: false,
  },
  {
    kind: 'bundle-footer',
    id: '7a2d3b20-0000-4000-8000-000000000001:footer',
    depth: 1,
    bundle: branchKit,
    subtotal: '14965.00',
  },
  {
    kind: 'group-footer',
    id: '6f1c2a10-0000-4000-8000-000000000001:footer',
    depth: 0,
    group: network,
    subtotal: '16477.00',
  },
  { kind: 'group-header', id: '6f1c2a10-0000-4000-8000-000000000002:header', depth: 0, group: collaboration },
  {
    kind: 'variable-billing-header',
    id: '6f1c2a10-0000-4000-8000-000000000002:Recurring:header',
    depth: 1,
    itemType: 'Recurring',
  },
  {
    kind: 'item',
    id: 'line-5',
    depth: 2,
    item: {
      id: 'line-5',
      manufacturerPart: 'M365-E3',
      description: 'Microsoft 365 E3, per user per month',
      quantity: 50,
      serviceLength: 12,
    },
    lineNumber: '6',
    unitPrice: '36.00',
    extendedPrice: '21600.00',
    isRequest: false,
  },
  {
    kind: 'item',
    id: 'line-6',
    depth: 2,
    item: {
      id: 'line-6',
      manufacturerPart: 'TEAMS-PHONE',
      description: 'Teams Phone Standard, per user per month',
      quantity: 20,
      serviceLength: 12,
    },
    lineNumber: '7',
    unitPrice: '8.00',
    extendedPrice: '1920.00',
    isRequest: false,
  },
  {
    kind: 'variable-billing-footer',
    id: '6f1c2a10-0000-4000-8000-000000000002:Recurring:footer',
    depth: 1,
    itemType: 'Recurring',
    recurringMonthlyCharges: '1960.00',
    totalRecurringCharges: '23520.00',
  },
  {
    kind: 'group-footer',
    id: '6f1c2a10-0000-4000-8000-000000000002:footer',
    depth: 0,
    group: collaboration,
    subtotal: '23520.00',
  },
];

/** The same cart for a user who may not see prices: every line is a request item (001 §4). */
export const sampleRowsPricingHidden: readonly DocumentLinesRow[] = sampleRows.map((row) =>
  row.kind === 'item' ? { ...row, isRequest: true } : row,
);
