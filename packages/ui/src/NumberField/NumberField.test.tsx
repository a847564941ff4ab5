import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('should name the step buttons after the field', () => {
    render(<NumberField label="Quantity" defaultValue={1} minValue={1} />);
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeEnabled();
  });

  it('should take the button names from labels', () => {
    render(<NumberField label="Menge" labels={{ decrement: 'Weniger', increment: 'Mehr' }} />);
    expect(screen.getByRole('button', { name: 'Mehr Menge' })).toBeInTheDocument();
  });

  it('should format whole numbers with thousands separators', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Quantity" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '12500');
    await userEvent.tab();
    expect(input).toHaveValue('12,500');
    expect(onChange).toHaveBeenLastCalledWith(12500);
  });

  it('should pass className through', () => {
    const { container } = render(<NumberField label="Quantity" className="extra" />);
    expect(container.firstElementChild).toHaveClass('extra');
  });
});
