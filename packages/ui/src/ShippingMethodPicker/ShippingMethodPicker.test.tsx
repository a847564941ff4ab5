import { describe, expect, it } from 'vitest';
import { carrierAccountLabel, shippingMethodName } from './ShippingMethodPicker';

describe('ShippingMethodPicker helpers', () => {
  it.each([
    [1, 'Best Way'],
    [2, 'Standard (5-7 business days)'],
    [3, 'Priority (2-3 business days)'],
    [4, 'Expedited (Overnight)'],
    [5, ''],
  ])('should name shipping method %d %j', (method, name) => {
    expect(shippingMethodName(method)).toBe(name);
  });

  it('should name a carrier account by its name, carrier and number', () => {
    expect(
      carrierAccountLabel({ id: 'x', name: 'Main UPS', carrierName: 'UPS', accountNumber: '1A2B3C' }),
    ).toBe('Main UPS (UPS 1A2B3C)');
    expect(carrierAccountLabel({ id: 'y', name: '', carrierName: 'FedEx', accountNumber: '7788' })).toBe(
      'FedEx 7788',
    );
  });
});
