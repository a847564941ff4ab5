import type { TreeNode } from './Tree';

/** A business-unit hierarchy (002 §3): company, regions, branches. */
export const businessUnits: readonly TreeNode[] = [
  {
    id: 'acme',
    name: 'Acme Group',
    children: [
      {
        id: 'north',
        name: 'Region North',
        children: [
          { id: 'hamburg', name: 'Hamburg branch' },
          { id: 'bremen', name: 'Bremen branch' },
        ],
      },
      { id: 'south', name: 'Region South', children: [{ id: 'munich', name: 'Munich branch' }] },
    ],
  },
  { id: 'shared', name: 'Shared services' },
];
