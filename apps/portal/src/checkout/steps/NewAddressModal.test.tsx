import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../../forms/validationFailed';
import { checkoutAddressApi } from '../checkoutApi';
import { NewAddressModal } from './NewAddressModal';
import type { CheckoutServices } from './shared';

/** What a person sees when adding a ship-to address at checkout: the contract's limits, before and after the call. */

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../services/api', () => ({ api: { call } }));

afterEach(() => call.mockReset());

// The page's wiring of the address calls to the (mocked) API client; the card is not part of this dialog.
const services = { ...checkoutAddressApi } as unknown as CheckoutServices;

function renderModal() {
  const onChosen = vi.fn();
  render(<NewAddressModal type={2} services={services} onClose={vi.fn()} onChosen={onChosen} />);
  return { onChosen, dialog: screen.getByRole('dialog', { name: 'Add a new address' }) };
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, zipCode: string) {
  // Short values: typing key by key into react-aria fields is slow in jsdom on a busy machine.
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Depot');
  await user.type(screen.getByRole('textbox', { name: /^Address line 1/ }), '8 Way');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Camden');
  await user.type(screen.getByRole('textbox', { name: /^State/ }), 'NJ');
  await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), zipCode);
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '555');
}

describe('NewAddressModal', { timeout: 60_000 }, () => {
  it('should refuse a ZIP code under 3 characters before any request, in the catalogue’s words', async () => {
    const user = userEvent.setup();
    renderModal();
    const zip = screen.getByRole('textbox', { name: /^ZIP code/ });
    // The contract's limits: the ZIP code is required and at most 20 characters long.
    expect(zip).toBeRequired();
    expect(zip).toHaveAttribute('maxlength', '20');
    await fillAddress(user, '08');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Please enter at least 3 characters.');
    expect(zip).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it('should show the server’s field errors on their fields after the call', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'companyuser.getmatchingaddress') return { match: null };
      throw validationFailed(endpoint.id, [
        { path: 'phone', message: 'Please enter at most 30 characters.' },
      ]);
    });
    const { dialog, onChosen } = renderModal();
    await fillAddress(user, '08103');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await vi.waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Please enter at most 30 characters.');
    expect(phone).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('There was some problem');
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[1]?.[1]).toMatchObject({ body: { type: 2, zipCode: '08103', phone: '555' } });
    expect(onChosen).not.toHaveBeenCalled();

    // Edited, the field's server error goes.
    await user.type(phone, '1');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });
});
