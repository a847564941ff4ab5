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
