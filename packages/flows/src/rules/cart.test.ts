import { formatMessage } from '@b2b-portal/api/messages';
import { describe, expect, it } from 'vitest';
import {
  CART_QUANTITY_MAX,
  type CartLinePricing,
  cartTotals,
  checkoutBlocker,
  checkoutBlockers,
  documentLineTotals,
  priceCartLine,
  scaleBundledQuantity,
} from './cart';
import { emptyGuid } from './documentTree';

const line = (overrides: Partial<CartLinePricing & { bundleID: string }> = {}) => ({
  unitPrice: '10.00' as string | number,
  quantity: 1,
  serviceLength: 0,
  pricingHidden: false,
  itemType: null,
  bundleID: emptyGuid,
  ...overrides,
});

describe('cart arithmetic on values floats get wrong', () => {
  it('should price 3 × 19.99 over 36 months at 2158.92', () => {
    expect(priceCartLine(line({ unitPrice: '19.99', quantity: 3, serviceLength: 36 })).extendedPrice).toBe(
      '2158.92',
    );
  });

  it('should total 0.1 and 0.2 to 0.3', () => {
    expect(cartTotals([line({ unitPrice: '0.1' }), line({ unitPrice: '0.2' })]).grandTotal).toBe('0.30');
  });

  it('should total a thousand lines of 0.07 to 70', () => {
    const lines = Array.from({ length: 1000 }, () => line({ unitPrice: '0.07' }));
    expect(cartTotals(lines).grandTotal).toBe('70.00');
  });

  it('should sum recurring monthly charges exactly (3 × 0.1 + 0.2)', () => {
    const lines = [
      line({ unitPrice: '0.10', quantity: 3, serviceLength: 12, itemType: 'Recurring' }),
      line({ unitPrice: '0.20', serviceLength: 12, itemType: 'Usage' }),
    ];
    expect(cartTotals(lines)).toMatchObject({ recurringMonthlyCharges: '0.50', grandTotal: '6.00' });
  });

  it('should read numbers through their decimal form (0.1 + 0.2 as numbers is still 0.30)', () => {
    expect(cartTotals([line({ unitPrice: 0.1 }), line({ unitPrice: 0.2 })]).grandTotal).toBe('0.30');
  });
});

describe('priceCartLine', () => {
  it.each([
    [
      'one-time line',
      line({ unitPrice: '4895', quantity: 2 }),
      { unitPrice: '4895.00', extendedPrice: '9790.00' },
    ],
    [
      'support line over 36 months',
      line({ unitPrice: '38.25', quantity: 2, serviceLength: 36 }),
      { unitPrice: '38.25', extendedPrice: '2754.00' },
    ],
    [
      'service length 1',
      line({ unitPrice: '12.5', quantity: 4, serviceLength: 1 }),
      { extendedPrice: '50.00' },
    ],
    ['cents that floats get wrong', line({ unitPrice: '0.1', quantity: 3 }), { extendedPrice: '0.30' }],
  ])('should price a %s as unit × quantity × service length', (_name, input, expected) => {
    expect(priceCartLine(input)).toMatchObject({ ...expected, isRequestItem: false });
  });

  it('should show a hidden price as 0 and make the line a request item', () => {
    expect(priceCartLine(line({ unitPrice: 1200, quantity: 3, pricingHidden: true }))).toEqual({
      unitPrice: '0.00',
      extendedPrice: '0.00',
      isRequestItem: true,
    });
  });

  it('should make a priced line whose extended price is 0 a request item', () => {
    expect(priceCartLine(line({ unitPrice: 0, quantity: 5 })).isRequestItem).toBe(true);
  });
});

describe('cartTotals', () => {
  it('should answer zeros and no request item for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      showPricing: true,
      grandTotal: '0.00',
      recurringMonthlyCharges: '0.00',
      count: 0,
      itemCountWithBundles: 0,
      containRequestItem: false,
    });
  });

  it('should sum priced lines, count bundles once and total the recurring lines per month', () => {
    const totals = cartTotals([
      line({ unitPrice: 2990 }),
      line({ unitPrice: 4895, quantity: 2, bundleID: 'kit' }),
      line({ unitPrice: 1240, bundleID: 'kit' }),
      line({ unitPrice: 38.25, serviceLength: 36, bundleID: 'kit' }),
      line({ unitPrice: 12, quantity: 50, serviceLength: 12, itemType: 'Recurring' }),
      line({ unitPrice: 0.02, quantity: 1000, serviceLength: 12, itemType: 'Usage' }),
    ]);
    expect(totals).toEqual({
      showPricing: true,
      grandTotal: '22837.00',
      recurringMonthlyCharges: '620.00',
      count: 6,
      itemCountWithBundles: 4,
      containRequestItem: false,
    });
  });

  it('should leave hidden prices out of the totals and say pricing is not shown', () => {
    const totals = cartTotals([
      line({ unitPrice: 100 }),
      line({ unitPrice: 5000, pricingHidden: true, itemType: 'Recurring' }),
    ]);
    expect(totals).toMatchObject({
      showPricing: false,
      grandTotal: '100.00',
      recurringMonthlyCharges: '0.00',
      containRequestItem: true,
    });
  });

  it('should count a null bundle id as a loose line', () => {
    expect(cartTotals([line({ bundleID: null as unknown as string })]).itemCountWithBundles).toBe(1);
  });
});

describe('checkoutBlockers', () => {
  it('should block an empty cart with the documents’ message', () => {
    expect(checkoutBlockers({ count: 0, containRequestItem: false })).toEqual([
      { code: 'CartEmpty', message: 'Your cart is empty.' },
    ]);
  });

  it('should block a cart with request items with the documents’ message', () => {
    const [blocker] = checkoutBlockers({ count: 2, containRequestItem: true });
    expect(blocker?.code).toBe('CartHasRequestItems');
    expect(blocker?.message).toBe(formatMessage('Cart.HasRequestItems'));
    expect(blocker?.message).toMatch(
      /^The shopping cart cannot be checked out because it contains items without pricing\./,
    );
  });

  it('should let a priced cart go to checkout', () => {
    expect(checkoutBlockers({ count: 3, containRequestItem: false })).toEqual([]);
  });

  it('should name the empty cart first when an empty total also claims request items', () => {
    expect(checkoutBlockers({ count: 0, containRequestItem: true }).map((blocker) => blocker.code)).toEqual([
      'CartEmpty',
    ]);
  });

  it('should give one blocker by its code with the message the list carries', () => {
    expect(checkoutBlocker('CartEmpty')).toEqual({ code: 'CartEmpty', message: 'Your cart is empty.' });
    expect(checkoutBlocker('CartHasRequestItems')).toEqual(
      checkoutBlockers({ count: 1, containRequestItem: true })[0],
    );
  });
});

describe('documentLineTotals', () => {
  it('should total a stored document by the cart rules, the charge kind read from variable billing', () => {
    const totals = documentLineTotals([
      {
        ...line({ unitPrice: '12.00', quantity: 50, serviceLength: 12 }),
        variableBilling: { itemType: 'Recurring' },
      },
      { ...line({ unitPrice: '100.00', bundleID: 'kit' }), variableBilling: null },
      { ...line({ unitPrice: '5.00', bundleID: 'kit' }) },
      { ...line({ unitPrice: '900.00', pricingHidden: true }), variableBilling: null },
    ]);
    expect(totals).toEqual({
      showPricing: false,
      grandTotal: '7305.00',
      recurringMonthlyCharges: '600.00',
      count: 4,
      itemCountWithBundles: 3,
      containRequestItem: true,
    });
  });
});

describe('scaleBundledQuantity', () => {
  it.each([
    [2, 1, 3, 6],
    [6, 3, 1, 2],
    [1, 2, 3, 2],
    [1, 3, 1, 1],
    [50_000, 1, 3, CART_QUANTITY_MAX],
  ])('should scale %d per %d bundles to %d bundles as %d', (quantity, from, to, expected) => {
    expect(scaleBundledQuantity(quantity, from, to)).toBe(expected);
  });
});
