import type { ShipToBundle, ShipToLine } from './ShipToAssignment';

export const shipToLines: ShipToLine[] = [
  {
    id: '0b6a1f00-0000-4000-8000-000000000001',
    printLineNumber: 1,
    manufacturerPart: 'C9300-24P-A',
    description: 'Catalyst 9300 24-port PoE+ switch, Network Advantage',
    quantity: 4,
  },
  {
    id: '0b6a1f00-0000-4000-8000-000000000002',
    printLineNumber: 2,
    manufacturerPart: 'SFP-10G-SR',
    description: '10GBASE-SR SFP+ transceiver module',
    quantity: 16,
  },
  {
    id: '0b6a1f00-0000-4000-8000-000000000003',
    printLineNumber: 3,
    manufacturerPart: 'CAB-C13-C14-2M',
    description: 'Power cord jumper, C13-C14, 2 m',
    quantity: 8,
  },
];

export const shipToBundles: ShipToBundle[] = [
  { id: '0b6a1f00-0000-4000-8000-0000000000b1', name: 'Branch office kit', quantity: 2, lineCount: 3 },
];
