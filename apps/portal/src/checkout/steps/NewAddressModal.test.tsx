import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../../forms/validationFailed';
import { expectLengthLimit } from '../../test-support/lengthLimit';
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

/** Picks an option of a select (a button that opens a list box). */
async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function fillAddress(
  user: ReturnType<typeof userEvent.setup>,
  zipCode: string,
  { phone = '555-0100', state = 'New Jersey' }: { phone?: string; state?: string | null } = {},
) {
  // Short values: typing key by key into react-aria fields is slow in jsdom on a busy machine.
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Depot');
  await user.type(screen.getByRole('textbox', { name: /^Address line 1/ }), '8 Way');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Camden');
  if (state) await choose(user, /State$/, state);
  await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), zipCode);
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), phone);
}

describe('NewAddressModal', { timeout: 60_000 }, () => {
  it('should refuse a ZIP code under 3 characters before any request, in the catalogue’s words', async () => {
    const user = userEvent.setup();
    renderModal();
    const zip = screen.getByRole('textbox', { name: /^ZIP code/ });
    // The contract's limits: the ZIP code is required and at most 20 characters long.
    expect(zip).toBeRequired();
    await expectLengthLimit(zip, 20);
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
    expect(call.mock.calls[1]?.[1]).toMatchObject({
      body: { type: 2, state: 'NJ', zipCode: '08103', phone: '555-0100', countryCode: 'USA' },
    });
    expect(onChosen).not.toHaveBeenCalled();

    // Edited, the field's server error goes.
    await user.type(phone, '1');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('should offer the country’s states, as the card form does, and refuse a ZIP code and phone of no form (issue 16)', async () => {
    const user = userEvent.setup();
    renderModal();
    // No free text: the state is a choice of the United States' states.
    expect(screen.queryByRole('textbox', { name: /^State/ })).not.toBeInTheDocument();
    await fillAddress(user, 'ABCDE', { phone: 'phone!!', state: null });
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const zip = screen.getByRole('textbox', { name: /^ZIP code/ });
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    expect(zip).toHaveAccessibleDescription('Please enter a ZIP code such as 12345 or 12345-6789.');
    expect(phone).toHaveAccessibleDescription('Please enter a phone number such as 555-555-5555.');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.');
    expect(call).not.toHaveBeenCalled();

    // Canada: its provinces, and its postal codes.
    await choose(user, /Country$/, 'Canada');
    await choose(user, /State$/, 'Ontario');
    await user.clear(zip);
    await user.type(zip, '08103');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(zip).toHaveAccessibleDescription('Please enter a postal code such as K1A 0B6.');
    expect(call).not.toHaveBeenCalled();
  });
});
