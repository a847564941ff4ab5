import { describe, expect, it } from 'vitest';
import {
  checkReturnRequest,
  nextReturnStatus,
  RESTOCKING_FEE_RATE,
  returnAmounts,
  returnableQuantity,
} from './returns';

describe('return requests (issue 17; 001 §9 20% restocking fee)', () => {
  it('should return only shipped or invoiced lines, less what earlier requests ask for', () => {
    expect(returnableQuantity({ status: 'Shipped', quantity: 5 }, 0)).toBe(5);
    expect(returnableQuantity({ status: 'Invoiced', quantity: 5 }, 2)).toBe(3);
    expect(returnableQuantity({ status: 'Invoiced', quantity: 5 }, 5)).toBe(0);
    expect(returnableQuantity({ status: 'Invoiced', quantity: 5 }, 7)).toBe(0);
    for (const status of ['New', 'Booked', 'Scheduled', 'BackOrder', 'Canceled', 'None']) {
      expect(returnableQuantity({ status, quantity: 5 }, 0)).toBe(0);
    }
  });

  it('should charge 20% of the value, half-up to the cent, and credit the rest exactly', () => {
    expect(RESTOCKING_FEE_RATE).toBe('0.20');
    expect(returnAmounts('1250.00', 2)).toEqual({
      value: '2500.00',
      restockingFee: '500.00',
      credit: '2000.00',
    });
    // 3 × 19.99 = 59.97; 20% is 11.994 → 11.99; credit 47.98.
    expect(returnAmounts('19.99', 3)).toEqual({ value: '59.97', restockingFee: '11.99', credit: '47.98' });
    // 0.1 + 0.2 territory: 1 × 0.35 → fee 0.07, credit 0.28 (a float would give 0.06999…).
    expect(returnAmounts('0.35', 1)).toEqual({ value: '0.35', restockingFee: '0.07', credit: '0.28' });
    // Half a cent rounds up: 20% of 0.88 is 0.176 → 0.18.
    expect(returnAmounts('0.44', 2).restockingFee).toBe('0.18');
    // A service of 36 months: 19.99 × 3 × 36 = 2158.92; fee 431.784 → 431.78; credit 1727.14.
    expect(returnAmounts('19.99', 3, 36)).toEqual({
      value: '2158.92',
      restockingFee: '431.78',
      credit: '1727.14',
    });
  });

  it('should refuse a line not shipped, a quantity out of range and a blank reason', () => {
    const shipped = { status: 'Shipped', quantity: 4 };
    expect(checkReturnRequest(shipped, 1, { quantity: 3, reason: 'Damaged' })).toEqual([]);
    expect(checkReturnRequest(shipped, 1, { quantity: 4, reason: 'Damaged' })).toEqual(['QuantityTooLarge']);
    expect(checkReturnRequest(shipped, 0, { quantity: 0, reason: 'x' })).toEqual(['QuantityInvalid']);
    expect(checkReturnRequest(shipped, 0, { quantity: 1.5, reason: 'x' })).toEqual(['QuantityInvalid']);
    expect(checkReturnRequest(shipped, 0, { quantity: 1, reason: '   ' })).toEqual(['ReasonRequired']);
    expect(checkReturnRequest({ status: 'Booked', quantity: 4 }, 0, { quantity: 1, reason: '' })).toEqual([
      'NotShipped',
      'ReasonRequired',
    ]);
  });

  it('should move a request Requested → Approved → Received → Credited and stop', () => {
    expect(nextReturnStatus('Requested')).toBe('Approved');
    expect(nextReturnStatus('Approved')).toBe('Received');
    expect(nextReturnStatus('Received')).toBe('Credited');
    expect(nextReturnStatus('Credited')).toBeNull();
    expect(nextReturnStatus('Unknown')).toBeNull();
  });
});
