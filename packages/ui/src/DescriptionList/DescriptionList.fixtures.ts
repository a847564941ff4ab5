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
