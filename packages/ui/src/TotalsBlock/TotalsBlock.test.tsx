import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TotalsBlock } from './TotalsBlock';

const amountOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('TotalsBlock', () => {
  it('should show each amount it is given as money, in order', () => {
    const { container } = render(
      <TotalsBlock subtotal="1000" discount="-100.00" shipping="20" tax="72" grandTotal="992.00" />,
    );
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Subtotal',
      'Discounts',
      'Shipping',
      'Tax',
      'Grand total',
    ]);
    expect(amountOf('Discounts')).toBe('-$100.00');
    expect(amountOf('Grand total')).toBe('$992.00');
  });

  it('should show the grand total it is given without adding the lines up', () => {
    render(<TotalsBlock subtotal="10" shipping="5" grandTotal="14.99" />);
    expect(amountOf('Grand total')).toBe('$14.99');
    expect(screen.queryByText('Discounts')).not.toBeInTheDocument();
  });

  it('should show the recurring monthly charges only when given', () => {
    const { rerender } = render(<TotalsBlock subtotal="10" grandTotal="10" />);
    expect(screen.queryByText('Recurring monthly charges')).not.toBeInTheDocument();
    rerender(<TotalsBlock subtotal="10" grandTotal="10" recurringMonthlyCharges="49.5" />);
    expect(amountOf('Recurring monthly charges')).toBe('$49.50');
  });

  it('should pass the className through', () => {
    const { container } = render(<TotalsBlock subtotal="10" grandTotal="10" className="custom" />);
    expect(container.firstElementChild).toHaveClass('custom');
  });
});
