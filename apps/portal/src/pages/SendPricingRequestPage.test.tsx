import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import { documentLine } from '../test-support/documentLine';
import SendPricingRequestPage from './SendPricingRequestPage';

/** The pricing request form: the contract's title rule before anything is sent, the server's field errors after. */

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

afterEach(() => call.mockReset());

const ITEM_ID = '0d7c1e0a-3b1f-4c7e-9a55-2f1e0b9c8d71';
const requestItems = {
  scope: 'requestItems',
  groups: [],
  bundles: [],
  items: [documentLine({ id: ITEM_ID })],
};

const submissions = () =>
  call.mock.calls.filter(([endpoint]) => endpoint.id === 'shoppingCart.submitPricingRequest');

async function renderPage() {
  render(<SendPricingRequestPage route={routeByName('SendPricingRequest')} query={{}} />);
  await screen.findByText('Secure Firewall 1010');
  return {
    title: screen.getByRole('textbox', { name: /^Title/ }),
    comments: screen.getByRole('textbox', { name: /^Comments/ }),
  };
}

describe('SendPricingRequestPage', { timeout: 60_000 }, () => {
  it('refuses a blank title in the contract’s words, with the limits on the fields, before any request', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const { title, comments } = await renderPage();
    expect(title).toHaveAttribute('maxlength', '100');
    expect(comments).toHaveAttribute('maxlength', '2000');
    await user.type(title, '  ');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Please enter a title.');
    expect(submissions()).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields after the call, each until it is edited', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      throw validationFailed(endpoint.id, [
        { path: 'comments', message: 'Please enter at most 2000 characters.' },
      ]);
    });
    const { title, comments } = await renderPage();
    await user.type(title, 'Firewall');
    await user.type(comments, 'Soon');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await vi.waitFor(() => expect(comments).toHaveAttribute('aria-invalid', 'true'));
    expect(comments).toHaveAccessibleDescription(
      expect.stringContaining('Please enter at most 2000 characters.'),
    );
    expect(submissions()).toHaveLength(1);
    expect(submissions()[0]?.[1]).toMatchObject({
      body: { title: 'Firewall', comments: 'Soon', source: 'cart' },
    });
    await user.type(comments, '!');
    expect(comments).not.toHaveAttribute('aria-invalid');
  });
});
