import type { CheckoutContact } from '@b2b-portal/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import { expectLengthLimit } from '../test-support/lengthLimit';
import { AddContactModal } from './AddContactModal';
import { isPrimaryChoice, SetPrimaryButton } from './CheckoutExtras';

/** What a person sees and does with the checkout's add-contact dialog and "Make primary". */

const contact: CheckoutContact = {
  id: '7d0c5c1e-6a8e-4a53-9c52-0d3c1c1f0a11',
  contactType: 1,
  firstName: 'Robin',
  lastName: 'Diaz',
  fullName: 'Robin Diaz',
  email: 'robin.diaz@northwind.example',
  phone: '',
  fax: '',
  jobTitle: '',
  isPrimary: false,
  isPersonal: true,
};

describe('AddContactModal', () => {
  it('sent empty, takes the person to the first missing field (First name), not left on the button', async () => {
    const user = userEvent.setup();
    render(<AddContactModal add={vi.fn(async () => contact)} onClose={vi.fn()} onAdded={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.'),
    );
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(dialog).toContainElement(firstName);
  });

  it('should ask for the required fields, then add the contact once', async () => {
    const user = userEvent.setup();
    const add = vi.fn(async () => contact);
    const onAdded = vi.fn();
    render(<AddContactModal add={add} onClose={vi.fn()} onAdded={onAdded} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(await screen.findByText('Please enter all required fields and try again.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Robin');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Diaz');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin.diaz@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(add).toHaveBeenCalledTimes(1);
    // The body as the contract parsed it: trimmed, its defaults filled in.
    expect(add).toHaveBeenCalledWith({
      firstName: 'Robin',
      lastName: 'Diaz',
      email: 'robin.diaz@northwind.example',
      phone: '',
      fax: '',
      jobTitle: '',
      contactType: 1,
      setAsPrimary: false,
    });
    expect(onAdded).toHaveBeenCalledWith(contact);
    expect(dialog).toBeInTheDocument();
  });

  it("should show the server's refusal and keep what was typed", async () => {
    const user = userEvent.setup();
    const add = vi.fn(async () => {
      throw new Error('refused');
    });
    render(<AddContactModal add={add} onClose={vi.fn()} onAdded={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Robin');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Diaz');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@x.example');
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
  });

  it('should refuse an email that is not one in the contract’s words, and show the server’s field errors', async () => {
    const user = userEvent.setup();
    const add = vi.fn(async () => {
      throw validationFailed('companyuser.addusercontact', [
        { path: 'lastName', message: 'Please enter at most 60 characters.' },
      ]);
    });
    render(<AddContactModal add={add} onClose={vi.fn()} onAdded={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Add a contact' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await expectLengthLimit(email, 200);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Robin');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Diaz');
    await user.type(email, 'robin');
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(add).not.toHaveBeenCalled();

    await user.type(email, '@x.example');
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await vi.waitFor(() =>
      expect(lastName).toHaveAccessibleDescription('Please enter at most 60 characters.'),
    );
    expect(add).toHaveBeenCalledTimes(1);
  });
});

describe('SetPrimaryButton', () => {
  it('should make the choice primary and say so', async () => {
    const user = userEvent.setup();
    const setPrimary = vi.fn(async () => undefined);
    render(<SetPrimaryButton kind="shipTo" id="a1" isPrimary={false} setPrimary={setPrimary} />);
    await user.click(screen.getByRole('button', { name: 'Make primary' }));
    expect(setPrimary).toHaveBeenCalledWith('shipTo', 'a1');
    expect(await screen.findByText('This is your primary choice.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make primary' })).not.toBeInTheDocument();
  });

  it('should offer nothing for the primary already, and the button again for another choice', () => {
    const setPrimary = vi.fn(async () => undefined);
    const { rerender } = render(<SetPrimaryButton kind="shipTo" id="a1" isPrimary setPrimary={setPrimary} />);
    expect(screen.getByText('This is your primary choice.')).toBeInTheDocument();
    rerender(<SetPrimaryButton kind="shipTo" id="a2" isPrimary={false} setPrimary={setPrimary} />);
    expect(screen.getByRole('button', { name: 'Make primary' })).toBeInTheDocument();
  });

  it('should say "This is your primary choice." under the primary address only, not a primary contact, carrier account or card (issue 16)', () => {
    const setPrimary = vi.fn(async () => undefined);
    render(
      <>
        <SetPrimaryButton label="Ship-to address" kind="shipTo" id="a1" isPrimary setPrimary={setPrimary} />
        <SetPrimaryButton label="Ship-to contact" kind="contact" id="c1" isPrimary setPrimary={setPrimary} />
        <SetPrimaryButton
          label="Carrier account"
          kind="carrierAccount"
          id="k1"
          isPrimary
          setPrimary={setPrimary}
        />
        <SetPrimaryButton label="Card" kind="card" id="p1" isPrimary setPrimary={setPrimary} />
      </>,
    );
    expect(screen.getAllByText('This is your primary choice.')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Ship-to address: Make primary' })).toHaveTextContent(
      'This is your primary choice.',
    );
    // Nothing to name: no empty region for the others.
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('should no longer call the old primary the primary choice once another was made primary', async () => {
    const user = userEvent.setup();
    const setPrimary = vi.fn(async () => undefined);
    // The checkout's lists load once: after a2 is made primary they still mark a1 as the primary.
    const { rerender } = render(
      <SetPrimaryButton kind="shipTo" id="a2" isPrimary={false} setPrimary={setPrimary} />,
    );
    await user.click(screen.getByRole('button', { name: 'Make primary' }));
    expect(await screen.findByText('This is your primary choice.')).toBeInTheDocument();
    rerender(<SetPrimaryButton kind="shipTo" id="a1" isPrimary setPrimary={setPrimary} />);
    expect(screen.queryByText('This is your primary choice.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make primary' })).toBeInTheDocument();
    rerender(<SetPrimaryButton kind="shipTo" id="a2" isPrimary={false} setPrimary={setPrimary} />);
    expect(screen.getByText('This is your primary choice.')).toBeInTheDocument();
  });
});

describe('isPrimaryChoice', () => {
  it.each([
    { id: 'a1', listed: true, made: null, primary: true },
    { id: 'a1', listed: false, made: null, primary: false },
    { id: 'a1', listed: true, made: 'a2', primary: false },
    { id: 'a2', listed: false, made: 'a2', primary: true },
  ])(
    'should answer $primary for $id listed $listed, made primary here: $made',
    ({ id, listed, made, primary }) => {
      expect(isPrimaryChoice(id, listed, made)).toBe(primary);
    },
  );
});
