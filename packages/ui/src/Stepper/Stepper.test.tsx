import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutSteps, Stepper } from './Stepper';

describe('Stepper', () => {
  it.each([
    ['Order details', 'completed'],
    ['Billing and payment', 'completed'],
    ['Shipping', 'current step'],
    ['End user', 'not started'],
  ])('should say that %s is %s', (label, status) => {
    render(<Stepper currentStepId="shipping" />);
    const item = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(label));
    expect(item).toHaveTextContent(`${label}, ${status}`);
  });

  it('should mark only the current step with aria-current="step"', () => {
    const { container } = render(<Stepper currentStepId="terms" />);
    const current = container.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Terms');
  });

  it('should show a forced error status', () => {
    render(
      <Stepper
        currentStepId="confirmation"
        steps={checkoutSteps.map((step) => (step.id === 'shipping' ? { ...step, status: 'error' } : step))}
      />,
    );
    expect(screen.getByRole('list', { name: 'Checkout steps' })).toHaveTextContent('Shipping, has errors');
  });

  it('should pass className and extra props through', () => {
    render(<Stepper currentStepId="shipping" className="extra" data-testid="stepper" />);
    expect(screen.getByTestId('stepper')).toHaveClass('extra');
  });
});
