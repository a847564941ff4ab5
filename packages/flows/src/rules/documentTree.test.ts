import { describe, expect, it } from 'vitest';
import {
  type DocumentItem,
  type DocumentTree,
  documentTreeOf,
  emptyGuid,
  extendedPrice,
  flattenDocumentTree,
  isRequestItem,
  linesInDocumentOrder,
  numberLines,
} from './documentTree';

const item = (overrides: Partial<DocumentItem>): DocumentItem => ({
  id: 'i',
  bundleID: emptyGuid,
  groupID: emptyGuid,
  manufacturerPart: 'P',
  description: 'D',
  quantity: 1,
  unitPrice: 10,
  serviceLength: 0,
  ...overrides,
});

describe('extendedPrice', () => {
  it.each([
    ['10', 2, 0, '20.00'],
    ['10', 2, 1, '20.00'],
    ['10', 2, 12, '240.00'],
    ['0', 5, 12, '0.00'],
    ['38.25', 2, 36, '2754.00'],
    ['-15', 1, 0, '-15.00'],
    ['99.99', 0, 3, '0.00'],
    ['19.99', 3, 36, '2158.92'],
    ['0.07', 3, 0, '0.21'],
    ['0.015', 3, 1, '0.05'],
  ])('should give %s × %d × service length %d = %s', (unitPrice, quantity, serviceLength, expected) => {
    expect(extendedPrice(unitPrice, quantity, serviceLength)).toBe(expected);
  });
});

describe('isRequestItem', () => {
  it.each([
    ['priced line, pricing shown', { unitPrice: 10 }, true, false],
    ['priced line, pricing hidden', { unitPrice: 10 }, false, true],
    ['zero-priced line', { unitPrice: 0 }, true, true],
    ['zero-priced bundle', { unitPrice: 0, isBundle: true }, true, false],
    ['bundle with pricing hidden', { unitPrice: 0, isBundle: true }, false, true],
    ['server extended price 0 wins', { unitPrice: 10, extendedPrice: 0 }, true, true],
    ['server extended price "0.00" wins', { unitPrice: '10.00', extendedPrice: '0.00' }, true, true],
    ['zero quantity', { unitPrice: 10, quantity: 0 }, true, true],
  ] as const)('should treat a %s correctly', (_name, overrides, showPricing, expected) => {
    expect(isRequestItem(item(overrides), showPricing)).toBe(expected);
  });
});

/** A cart with a loose line, a group holding a line and a bundle, and a group of recurring lines. */
const sampleCart: DocumentTree = {
  groups: [
    { id: 'network', parentGroupID: emptyGuid, name: 'Branch office network refresh' },
    { id: 'licences', parentGroupID: emptyGuid, name: 'Collaboration licences' },
  ],
  bundles: [{ id: 'kit', groupID: 'network', name: 'Branch switch kit' }],
  items: [
    item({ id: 'loose', manufacturerPart: 'CAB-C13', unitPrice: 0 }),
    item({ id: 'router', groupID: 'network', manufacturerPart: 'ISR4331', unitPrice: 2990 }),
    item({ id: 'switch', bundleID: 'kit', groupID: 'network', position: 1, unitPrice: 4895, quantity: 2 }),
    item({ id: 'module', bundleID: 'kit', groupID: 'network', position: 2, unitPrice: 1240 }),
    item({
      id: 'support',
      bundleID: 'kit',
      groupID: 'network',
      position: 3,
      unitPrice: 38.25,
      serviceLength: 36,
    }),
    item({
      id: 'webex',
      groupID: 'licences',
      unitPrice: 12,
      quantity: 50,
      serviceLength: 12,
      variableBilling: { itemType: 'Recurring' },
    }),
    item({
      id: 'calls',
      groupID: 'licences',
      unitPrice: 0.02,
      quantity: 1000,
      serviceLength: 12,
      variableBilling: { itemType: 'Recurring' },
    }),
  ],
};

describe('flattenDocumentTree', () => {
  it('should order a realistic cart: groups, bundles, subgroups and footers', () => {
    const rows = flattenDocumentTree(sampleCart);
    expect(rows.map((row) => row.kind)).toEqual([
      'item',
      'group-header',
      'item',
      'bundle-header',
      'item',
      'item',
      'item',
      'bundle-footer',
      'group-footer',
      'group-header',
      'variable-billing-header',
      'item',
      'item',
      'variable-billing-footer',
      'group-footer',
    ]);
  });

  it.each([
    ['empty document', { groups: [], bundles: [], items: [] }, []],
    ['loose line', { groups: [], bundles: [], items: [item({})] }, ['item']],
    [
      'bundle without a group',
      { groups: [], bundles: [{ id: 'b', groupID: emptyGuid, name: 'B' }], items: [item({ bundleID: 'b' })] },
      ['bundle-header', 'item', 'bundle-footer'],
    ],
    [
      'nested groups',
      {
        groups: [
          { id: 'outer', parentGroupID: emptyGuid, name: 'Outer' },
          { id: 'inner', parentGroupID: 'outer', name: 'Inner' },
        ],
        bundles: [],
        items: [item({ id: 'a', groupID: 'inner' }), item({ id: 'b', groupID: 'outer' })],
      },
      ['group-header', 'item', 'group-header', 'item', 'group-footer', 'group-footer'],
    ],
    [
      'usage subgroup inside a bundle',
      {
        groups: [],
        bundles: [{ id: 'b', groupID: emptyGuid, name: 'B' }],
        items: [item({ bundleID: 'b', variableBilling: { itemType: 'Usage' } })],
      },
      ['bundle-header', 'variable-billing-header', 'item', 'variable-billing-footer', 'bundle-footer'],
    ],
    [
      'line in an unknown group',
      { groups: [], bundles: [], items: [item({ groupID: 'missing' })] },
      ['item'],
    ],
  ])('should flatten %s', (_name, tree, kinds) => {
    expect(flattenDocumentTree(tree).map((row) => row.kind)).toEqual(kinds);
  });

  it('should total nested groups into the outer footer and recurring charges into the subgroup footer', () => {
    const rows = flattenDocumentTree({
      groups: [
        { id: 'outer', parentGroupID: emptyGuid, name: 'Outer' },
        { id: 'inner', parentGroupID: 'outer', name: 'Inner' },
      ],
      bundles: [],
      items: [
        item({
          id: 'a',
          groupID: 'inner',
          unitPrice: 5,
          quantity: 2,
          serviceLength: 12,
          variableBilling: { itemType: 'Recurring' },
        }),
        item({ id: 'b', groupID: 'outer', unitPrice: 100 }),
      ],
    });
    const footers = rows.filter((row) => row.kind === 'group-footer');
    expect(footers.map((row) => [row.group.name, row.subtotal])).toEqual([
      ['Inner', '120.00'],
      ['Outer', '220.00'],
    ]);
    const recurring = rows.find((row) => row.kind === 'variable-billing-footer');
    expect(recurring).toMatchObject({ recurringMonthlyCharges: '10.00', totalRecurringCharges: '120.00' });
  });

  it('should total footers exactly: a bundle of a thousand 0.07 lines is 70, its group adds 0.1 + 0.2', () => {
    const rows = flattenDocumentTree({
      groups: [{ id: 'g', parentGroupID: emptyGuid, name: 'Group' }],
      bundles: [{ id: 'kit', groupID: 'g', name: 'Kit' }],
      items: [
        ...Array.from({ length: 1000 }, (_, index) =>
          item({ id: `cable-${index}`, bundleID: 'kit', groupID: 'g', unitPrice: '0.07' }),
        ),
        item({ id: 'x', groupID: 'g', unitPrice: '0.1' }),
        item({ id: 'y', groupID: 'g', unitPrice: '0.2' }),
      ],
    });
    expect(rows.find((row) => row.kind === 'bundle-footer')).toMatchObject({ subtotal: '70.00' });
    expect(rows.find((row) => row.kind === 'group-footer')).toMatchObject({ subtotal: '70.30' });
  });

  it('should give recurring footers exactly: 3 × 19.99 a month over 36 months', () => {
    const rows = flattenDocumentTree({
      groups: [],
      bundles: [],
      items: [
        item({
          id: 'r',
          unitPrice: '19.99',
          quantity: 3,
          serviceLength: 36,
          variableBilling: { itemType: 'Recurring' },
        }),
        item({
          id: 's',
          unitPrice: '0.1',
          quantity: 1,
          serviceLength: 1,
          variableBilling: { itemType: 'Recurring' },
        }),
      ],
    });
    expect(rows.find((row) => row.kind === 'variable-billing-footer')).toMatchObject({
      recurringMonthlyCharges: '60.07',
      totalRecurringCharges: '2159.02',
    });
  });

  it("should give each line's unit price in cents and mark request items, every line when pricing is hidden", () => {
    const tree: DocumentTree = {
      groups: [],
      bundles: [],
      items: [
        item({ id: 'priced', unitPrice: 19.9, quantity: 2 }),
        item({ id: 'free', unitPrice: '0' }),
        item({ id: 'kit', unitPrice: '0', isBundle: true }),
      ],
    };
    const lines = (showPricing?: boolean) =>
      flattenDocumentTree(tree, showPricing === undefined ? {} : { showPricing }).flatMap((row) =>
        row.kind === 'item' ? [[row.id, row.unitPrice, row.extendedPrice, row.isRequest]] : [],
      );
    expect(lines()).toEqual([
      ['priced', '19.90', '39.80', false],
      ['free', '0.00', '0.00', true],
      ['kit', '0.00', '0.00', false],
    ]);
    expect(lines(false).map(([, , , isRequest]) => isRequest)).toEqual([true, true, true]);
  });
});

/** A tree with every place a line can stand: loose, in a group, in a bundle of the group, in a subgroup. */
const mixedTree = () => ({
  groups: [{ id: 'g', parentGroupID: emptyGuid, name: 'G', position: 0, optional: false }],
  bundles: [{ id: 'b', groupID: 'g', name: 'B', quantity: 2 }],
  items: [
    item({ id: 'in-bundle-2', bundleID: 'b', groupID: 'g', position: 2, printLineNumber: 9 }),
    item({ id: 'recurring', groupID: 'g', variableBilling: { itemType: 'Recurring', initialTerm: null } }),
    item({ id: 'in-bundle-1', bundleID: 'b', groupID: 'g', position: 1 }),
    item({ id: 'in-group', groupID: 'g', variableBilling: null }),
    item({ id: 'loose' }),
  ],
});

describe('linesInDocumentOrder', () => {
  it('should order loose lines, then groups with their bundles, one-time before recurring lines', () => {
    expect(linesInDocumentOrder(mixedTree())).toEqual([
      'loose',
      'in-group',
      'recurring',
      'in-bundle-1',
      'in-bundle-2',
    ]);
  });
});

describe('numberLines', () => {
  it('should put the items in document order and number them from 1, indexPos from 0', () => {
    const numbered = numberLines(mixedTree());
    expect(
      numbered.items.map(({ id, printLineNumber, indexPos }) => [id, printLineNumber, indexPos]),
    ).toEqual([
      ['loose', 1, 0],
      ['in-group', 2, 1],
      ['recurring', 3, 2],
      ['in-bundle-1', 4, 3],
      ['in-bundle-2', 5, 4],
    ]);
  });

  it('should keep the groups, the bundles and every other field of the lines as they are', () => {
    const tree = mixedTree();
    const numbered = numberLines(tree);
    expect(numbered.groups).toBe(tree.groups);
    expect(numbered.bundles).toBe(tree.bundles);
    expect(numbered.items.find((line) => line.id === 'recurring')?.variableBilling).toEqual({
      itemType: 'Recurring',
      initialTerm: null,
    });
    expect(numbered.items.find((line) => line.id === 'in-bundle-1')?.quantity).toBe(1);
  });

  it('should number an empty tree as no lines', () => {
    expect(numberLines({ groups: [], bundles: [], items: [] }).items).toEqual([]);
  });
});

describe('documentTreeOf', () => {
  it('should read a contract document with null variable billing as the tree without nulls', () => {
    const tree = documentTreeOf({
      groups: [],
      bundles: [],
      items: [
        { ...item({ id: 'once' }), variableBilling: null },
        { ...item({ id: 'open' }), variableBilling: { itemType: 'Usage', initialTerm: null } },
        { ...item({ id: 'term' }), variableBilling: { itemType: 'Recurring', initialTerm: 36 } },
      ],
    });
    expect(tree.items.map((line) => line.variableBilling)).toEqual([
      undefined,
      { itemType: 'Usage', initialTerm: undefined },
      { itemType: 'Recurring', initialTerm: 36 },
    ]);
    expect(tree.items[2]).toMatchObject({ id: 'term', manufacturerPart: 'P', quantity: 1 });
  });

  it('should keep the recurring and usage subgroups the document draws', () => {
    const rows = flattenDocumentTree(
      documentTreeOf({
        groups: [],
        bundles: [],
        items: [{ ...item({ id: 'term' }), variableBilling: { itemType: 'Recurring', initialTerm: 12 } }],
      }),
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'variable-billing-header',
      'item',
      'variable-billing-footer',
    ]);
  });
});
