import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditCardForm } from './CreditCardForm';
import { cardLimits, cardStates, filledVisa, storyToday } from './CreditCardForm.fixtures';

const form = { onSubmit: vi.fn(), states: cardStates, today: storyToday };

describe('CreditCardForm rules from the page', () => {
  it('bounds the text fields by the page’s limits (the contract’s), keeping a longer text whole', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<CreditCardForm {...form} onSubmit={onSubmit} limits={cardLimits} />);
    const name = screen.getByRole('textbox', { name: 'Name on card' });
    expect(name).not.toHaveAttribute('maxlength');
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(101));
    expect(name).toHaveValue('n'.repeat(101));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter at most 100 characters.');
    unmount();
    render(<CreditCardForm {...form} />);
    const unbounded = screen.getByRole('textbox', { name: 'Name on card' });
    await userEvent.click(unbounded);
    await userEvent.paste('n'.repeat(101));
    expect(unbounded).not.toHaveAttribute('aria-invalid');
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
