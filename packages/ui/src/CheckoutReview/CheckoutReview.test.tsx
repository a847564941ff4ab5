import { describe, expect, it } from 'vitest';
import { branch, warehouse } from '../AddressCard/AddressCard.fixtures';
import { groupShipTos } from './CheckoutReview';

describe('groupShipTos', () => {
  it('should group items by address in the order they first appear', () => {
    const groups = groupShipTos(
      [
        { shipToID: branch.id, label: 'Line 2' },
        { shipToID: warehouse.id, label: 'Line 1' },
        { shipToID: branch.id, label: 'Kit' },
      ],
      [warehouse, branch],
    );
    expect(groups.map((group) => [group.address.name, group.items])).toEqual([
      ['Contoso Pittsburgh Branch', ['Line 2', 'Kit']],
      ['Contoso Warehouse', ['Line 1']],
    ]);
  });

  it('should leave out items without a known address', () => {
    expect(
      groupShipTos(
        [
          { shipToID: '00000000-0000-0000-0000-000000000000', label: 'Line 1' },
          { shipToID: 'gone', label: 'Line 2' },
        ],
        [warehouse],
      ),
    ).toEqual([]);
  });
});
