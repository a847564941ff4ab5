import type { DescriptionGroup } from './DescriptionList';

/** The tech specs of a switch, as the catalogue lists them. */
export const switchSpecs: DescriptionGroup[] = [
  {
    title: 'General',
    items: [
      { term: 'Device type', description: 'Switch, managed, stackable' },
      { term: 'Rack units', description: '1U' },
    ],
  },
  {
    title: 'Networking',
    items: [
      { term: 'Ports', description: '24 × 10/100/1000 (PoE+) + 4 × 10 Gigabit SFP+' },
      { term: 'PoE budget', description: '445 W' },
      { term: 'Switching capacity', description: '' },
    ],
  },
];

/** A quote's header as its detail page shows it: the document, then the people to ask. */
export const quoteHeader: DescriptionGroup[] = [
  {
    title: 'Details',
    items: [
      { term: 'Quote #', description: 'Q-500100' },
      { term: 'Status', description: 'Open' },
      { term: 'Created', description: '11/02/2026' },
      { term: 'Expires', description: '12/02/2026' },
      { term: 'Requester', description: 'Dana Buyer' },
      { term: 'Created By', description: 'Sales Desk' },
      { term: 'Business Unit', description: 'Northwind Traders — Seattle' },
      { term: 'PO', description: '' },
    ],
  },
  {
    title: 'Your contacts',
    items: [
      {
        term: 'Account Manager',
        description: 'Morgan Reyes · morgan.reyes@reseller.example · +1 206 555 0142',
      },
      { term: 'Inside Sales', description: null },
    ],
  },
];
