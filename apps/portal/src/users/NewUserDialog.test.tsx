import { ApiError } from '@b2b-portal/api/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewUserDialog } from './NewUserDialog';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

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
  it('refused because the user exists (409), marks the E-mail field with why and takes the person there', async () => {
    call.mockRejectedValue(
      new ApiError({
        status: 409,
        endpointId: 'user.add',
        body: { code: 'UserExists', message: 'User already exists.', traceId: 'trace-1' },
      }),
    );
    const onCreated = vi.fn();
    const person = userEvent.setup();
    render(<NewUserDialog onClose={vi.fn()} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await person.type(screen.getByRole('textbox', { name: /First name/ }), 'Nora');
    await person.type(screen.getByRole('textbox', { name: /Last name/ }), 'Newbuyer');
    await person.type(screen.getByRole('textbox', { name: /E-mail/ }), 'nora@northwind.example');
    await person.click(screen.getByRole('button', { name: 'Create user' }));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('User already exists.'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(dialog).toContainElement(email);
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields and try again.');
    expect(call).toHaveBeenCalledTimes(1);
    expect(onCreated).not.toHaveBeenCalled();
    // Another address is another try: the field's refusal goes with the edit.
    await person.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });
});
