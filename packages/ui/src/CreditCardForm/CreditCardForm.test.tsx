import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditCardForm } from './CreditCardForm';
import { cardLimits, cardStates, filledVisa, storyToday } from './CreditCardForm.fixtures';

const form = { onSubmit: vi.fn(), states: cardStates, today: storyToday };

describe('CreditCardForm rules from the page', () => {
  it('bounds the text fields by the page’s limits (the contract’s), and by nothing of its own', () => {
    const { unmount } = render(<CreditCardForm {...form} limits={cardLimits} />);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('maxlength', '23');
    expect(screen.getByRole('textbox', { name: 'Security code' })).toHaveAttribute('maxlength', '4');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveAttribute('maxlength', '100');
    unmount();
    render(<CreditCardForm {...form} />);
    for (const name of ['Card number', 'Security code', 'ZIP code']) {
      expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('maxlength');
    }
  });

  it('shows the page’s field errors at their fields, the focus on the first, each until it is edited', async () => {
    const user = userEvent.setup();
    render(
      <CreditCardForm
        {...form}
        defaultValues={filledVisa}
        fieldErrors={{
          city: 'Please enter at most 60 characters.',
          email: 'Please enter a valid email address.',
        }}
      />,
    );
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Please enter at most 60 characters.');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.type(city, 'x');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
