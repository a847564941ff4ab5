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
  it('sent with every required field but a malformed e-mail, asks to correct it rather than to fill anything in', async () => {
    const onCreated = vi.fn();
    render(<NewUserDialog onClose={vi.fn()} onCreated={onCreated} />);
    await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Pat');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Procurement');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'pat@');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields and try again.'),
    );
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(onCreated).not.toHaveBeenCalled();
  });
});
