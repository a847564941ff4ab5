import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { carrierAccountLabel, ShippingMethodPicker, shippingMethodName } from './ShippingMethodPicker';
import { carriers } from './ShippingMethodPicker.fixtures';

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

describe('ShippingMethodPicker limits', () => {
  it('bounds the account number by the page’s limit (the contract’s), keeping a longer one whole', () => {
    const picker = { value: 1 as const, onChange: vi.fn(), carriers, useMyCarrierAccount: true };
    const long = '1'.repeat(31);
    const { unmount } = render(
      <ShippingMethodPicker {...picker} accountNumber={long} limits={{ accountNumber: { max: 30 } }} />,
    );
    const field = screen.getByRole('textbox', { name: /Carrier account number/ });
    expect(field).toHaveValue(long);
    expect(field).not.toHaveAttribute('maxlength');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter at most 30 characters.');
    unmount();
    render(<ShippingMethodPicker {...picker} accountNumber={long} />);
    expect(screen.getByRole('textbox', { name: /Carrier account number/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});
