import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('should ask for the username first and reveal the password after Next', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'dana');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'dana', password: 'secret-Pass1' });
  });

  it('should refuse an empty username', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter your username.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should announce the server error', () => {
    render(<LoginForm onSubmit={() => {}} serverError="Incorrect username or password." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });
});

describe('LoginForm rules from the page', () => {
  it('checks with the page’s `validate` (its contract) before signing in, in its words', async () => {
    const onSubmit = vi.fn();
    render(
      <LoginForm
        onSubmit={onSubmit}
        defaultUsername="dana"
        validate={({ password }) =>
          password.length > 5 ? { password: 'Please enter at most 5 characters.' } : {}
        }
      />,
    );
    const password = screen.getByLabelText(/Password/);
    await userEvent.type(password, 'secret-Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter at most 5 characters.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a password pasted past its limit whole and refuses it at the field, without signing in', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} defaultUsername="dana" limits={{ password: { max: 8 } }} />);
    const password = screen.getByLabelText(/Password/);
    await userEvent.click(password);
    await userEvent.paste('0123456789');
    expect(password).toHaveValue('0123456789');
    expect(password).not.toHaveAttribute('maxlength');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Please enter at most 8 characters.');
  });

  it('shows the server’s field errors until edited', async () => {
    render(
      <LoginForm
        onSubmit={vi.fn()}
        defaultUsername="dana"
        limits={{ username: { max: 256 }, password: { max: 1024 } }}
        fieldErrors={{ username: 'Please enter at most 256 characters.' }}
      />,
    );
    const username = screen.getByRole('textbox', { name: /Username/ });
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription('Please enter at most 256 characters.');
    await userEvent.type(username, 'x');
    expect(username).not.toHaveAttribute('aria-invalid');
  });
});
