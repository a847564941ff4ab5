import type { SavedPaymentMethod } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAccountServices } from './accountServices';
import { PaymentMethodsSection } from './PaymentMethodsSection';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const card = (
  id: string,
  cardType: string,
  last4: string,
  isPrimary: boolean,
  year = 2029,
): SavedPaymentMethod => ({
  id,
  cardType,
  maskedCardNumber: `************${last4}`,
  expirationMonth: 3,
  expirationYear: year,
  cardHolder: 'Jamie Reyes',
  isExpired: false,
  isPrimary,
});

let cards: SavedPaymentMethod[] = [];
let refusal: { code: string; message: string } | null = null;

beforeEach(() => {
  call.mockReset();
  refusal = null;
  cards = [card('c1', 'Visa', '1111', true), card('c2', 'MasterCard', '4444', false, 2030)];
  call.mockImplementation(
    async (endpoint: { id: string }, options: { body?: { id: string }; query?: { id: string } }) => {
      switch (endpoint.id) {
        case 'companyuser.listPaymentInformation':
          return { data: cards.map((entry) => ({ ...entry })), total: cards.length };
        case 'company.setuserprimarypaymentmethod': {
          if (refusal)
            throw new ApiError({ status: 400, endpointId: endpoint.id, body: { ...refusal, traceId: 't' } });
          const id = options.body?.id;
          cards = cards.map((entry) => ({ ...entry, isPrimary: entry.id === id }));
          return { ok: true };
        }
        case 'companyuser.deletePaymentMethod': {
          if (refusal)
            throw new ApiError({ status: 400, endpointId: endpoint.id, body: { ...refusal, traceId: 't' } });
          cards = cards.filter((entry) => entry.id !== options.query?.id);
          return { ok: true };
        }
        default:
          throw new Error(`unexpected call ${endpoint.id}`);
      }
    },
  );
});

const section = () => screen.findByRole('region', { name: 'My Payment Methods' });
const cardItem = async (last4: string) => {
  const list = await screen.findByRole('list', { name: 'My Payment Methods' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.includes(`•••• ${last4}`));
  if (!item) throw new Error(`no card ending in ${last4}`);
  return item;
};

describe('My Account: saved cards (002 §3, §7)', () => {
  it('should list each card by its masked number and expiry, the primary one marked', async () => {
    render(<PaymentMethodsSection services={apiAccountServices} />);
    const visa = await cardItem('1111');
    expect(visa).toHaveTextContent('Expires 03/2029');
    expect(visa).toHaveTextContent('Jamie Reyes');
    expect(within(visa).getByText('Primary')).toBeInTheDocument();
    expect(within(visa).queryByRole('button', { name: /Make primary/ })).toBeNull();
    const master = await cardItem('4444');
    expect(master).toHaveTextContent('Expires 03/2030');
    expect(within(master).queryByText('Primary')).toBeNull();
    expect(master.textContent).not.toContain('************');
  });

  it('should make a card primary with its id and show it as the primary one', async () => {
    render(<PaymentMethodsSection services={apiAccountServices} />);
    await userEvent.click(
      within(await cardItem('4444')).getByRole('button', { name: 'Make primary: MasterCard 4444' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'My Payment Methods' })).getByRole('status'),
      ).toHaveTextContent('Primary payment method set successfully.'),
    );
    const setCall = call.mock.calls.find(
      ([endpoint]) => endpoint.id === 'company.setuserprimarypaymentmethod',
    );
    expect(setCall?.[1].body).toEqual({ id: 'c2' });
    expect(within(await cardItem('4444')).getByText('Primary')).toBeInTheDocument();
    expect(within(await cardItem('1111')).queryByText('Primary')).toBeNull();
  });

  it('should delete a card only after asking, with its id, and drop it from the list', async () => {
    render(<PaymentMethodsSection services={apiAccountServices} />);
    await userEvent.click(
      within(await cardItem('4444')).getByRole('button', { name: 'Delete MasterCard ending in 4444' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete the card MasterCard 4444?');
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'companyuser.deletePaymentMethod')).toBe(
      false,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const region = await section();
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent('Payment method deleted successfully.'),
    );
    const deleteCall = call.mock.calls.find(
      ([endpoint]) => endpoint.id === 'companyuser.deletePaymentMethod',
    );
    expect(deleteCall?.[1].query).toEqual({ id: 'c2' });
    expect(region).not.toHaveTextContent('•••• 4444');
    expect(region).toHaveTextContent('•••• 1111');
  });

  it('should say so when no card is saved', async () => {
    cards = [];
    render(<PaymentMethodsSection services={apiAccountServices} />);
    expect(
      await screen.findByText('You have no saved payment methods. A card you save at checkout appears here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My Payment Methods' })).toBeNull();
  });

  it('should show the server’s refusal in its words and keep the primary unchanged', async () => {
    refusal = { code: 'PaymentMethodNotFound', message: 'This payment method no longer exists.' };
    render(<PaymentMethodsSection services={apiAccountServices} />);
    await userEvent.click(
      within(await cardItem('4444')).getByRole('button', { name: 'Make primary: MasterCard 4444' }),
    );
    const region = await section();
    expect(await within(region).findByText('This payment method no longer exists.')).toBeInTheDocument();
    expect(within(await cardItem('1111')).getByText('Primary')).toBeInTheDocument();
  });

  it('should show a refused delete in the dialog and keep the card', async () => {
    refusal = { code: 'PaymentMethodInUse', message: 'This card pays for an open order.' };
    render(<PaymentMethodsSection services={apiAccountServices} />);
    await userEvent.click(
      within(await cardItem('4444')).getByRole('button', { name: 'Delete MasterCard ending in 4444' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This card pays for an open order.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await section()).toHaveTextContent('•••• 4444');
  });
});
