import { describe, expect, it } from 'vitest';
import { approvalThreshold, documentTotals, sumDiscounts } from './totals';

describe('sumDiscounts', () => {
  it.each([
    [[], '0.00'],
    [['10', '5.5'], '15.50'],
    [['10', '-5.5'], '15.50'],
    // Floats give 0.30000000000000004 and 15.649999999999999 here.
    [['0.1', '0.2'], '0.30'],
    [['10.1', '0.2', '5.35'], '15.65'],
  ])('should sum the discounts %j to %s', (discounts, expected) => {
    expect(sumDiscounts(discounts)).toBe(expected);
  });
});

describe('documentTotals', () => {
  it('should sum the discounts into one negative line and compute a missing grand total', () => {
    expect(documentTotals({ subtotal: '1000', discounts: ['100'], shipping: '20', tax: '72' })).toEqual({
      subtotal: '1000.00',
      discount: '-100.00',
      shipping: '20.00',
      tax: '72.00',
      grandTotal: '992.00',
    });
  });

  it('should compute a grand total floats get wrong exactly (0.1 + 0.2 off 3 × 19.99 × 36 + 0.30)', () => {
    const totals = documentTotals({ subtotal: '2159.22', discounts: ['0.1', '-0.2'], shipping: '0.07' });
    expect(totals.discount).toBe('-0.30');
    expect(totals.grandTotal).toBe('2158.99');
  });

  it("should keep the server's grand total and leave out zero discounts and zero recurring charges", () => {
    const totals = documentTotals({
      subtotal: '10',
      discounts: ['0'],
      grandTotal: '9.99',
      recurringMonthlyCharges: '0.00',
    });
    expect(totals).toEqual({ subtotal: '10.00', shipping: '0.00', tax: '0.00', grandTotal: '9.99' });
  });

  it('should carry recurring monthly charges when there are some', () => {
    expect(documentTotals({ subtotal: 10, recurringMonthlyCharges: 49.5 }).recurringMonthlyCharges).toBe(
      '49.50',
    );
  });
});

describe('approvalThreshold', () => {
  it.each([
    ['10000', '10000.00'],
    ['0.01', '0.01'],
    ['0', undefined],
    ['0.00', undefined],
  ])('should give %j as %j', (minAmount, expected) => {
    expect(approvalThreshold(minAmount)).toBe(expected);
  });
});
