import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewUserDialog } from './NewUserDialog';

describe('NewUserDialog', () => {
  it('sent empty, says which fields are missing and takes the person to the first of them', async () => {
    const onCreated = vi.fn();
    render(<NewUserDialog onClose={vi.fn()} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.'),
    );
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(dialog).toContainElement(firstName);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
