import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sumDiscounts, TotalsBlock } from './TotalsBlock';

const amountOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('TotalsBlock', () => {
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

  it('should compute the grand total when the server gives none', () => {
    render(<TotalsBlock subtotal="1000" discounts={['100']} shipping="20" tax="72" />);
    expect(amountOf('Discounts')).toBe('-$100.00');
    expect(amountOf('Grand total')).toBe('$992.00');
  });

  it('should compute a grand total floats get wrong exactly (0.1 + 0.2 + 3 × 19.99 × 36)', () => {
    render(<TotalsBlock subtotal="2159.22" discounts={['0.1', '0.2']} shipping="0.07" tax="0" />);
    expect(amountOf('Discounts')).toBe('-$0.30');
    expect(amountOf('Grand total')).toBe('$2,158.99');
  });

  it('should show the recurring monthly charges only when given', () => {
    const { rerender } = render(<TotalsBlock subtotal="10" />);
    expect(screen.queryByText('Recurring monthly charges')).not.toBeInTheDocument();
    rerender(<TotalsBlock subtotal="10" recurringMonthlyCharges="49.5" />);
    expect(amountOf('Recurring monthly charges')).toBe('$49.50');
  });

  it('should pass the className through', () => {
    const { container } = render(<TotalsBlock subtotal="10" className="custom" />);
    expect(container.firstElementChild).toHaveClass('custom');
  });
});
