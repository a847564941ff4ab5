import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sumDiscounts, TotalsBlock } from './TotalsBlock';

const amountOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('TotalsBlock', () => {
  it.each([
    [[], 0],
    [[10, 5.5], 15.5],
    [[10, -5.5], 15.5],
  ])('should sum the discounts %j to %d', (discounts, expected) => {
    expect(sumDiscounts(discounts)).toBe(expected);
  });

  it('should compute the grand total when the server gives none', () => {
    render(<TotalsBlock subtotal={1000} discounts={[100]} shipping={20} tax={72} />);
    expect(amountOf('Discounts')).toBe('-$100.00');
    expect(amountOf('Grand total')).toBe('$992.00');
  });

  it('should show the recurring monthly charges only when given', () => {
    const { rerender } = render(<TotalsBlock subtotal={10} />);
    expect(screen.queryByText('Recurring monthly charges')).not.toBeInTheDocument();
    rerender(<TotalsBlock subtotal={10} recurringMonthlyCharges={49.5} />);
    expect(amountOf('Recurring monthly charges')).toBe('$49.50');
  });

  it('should pass the className through', () => {
    const { container } = render(<TotalsBlock subtotal={10} className="custom" />);
    expect(container.firstElementChild).toHaveClass('custom');
  });
});
