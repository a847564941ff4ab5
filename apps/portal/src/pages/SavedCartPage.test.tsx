import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import { validationFailed } from '../forms/validationFailed';
import { expectLengthLimit } from '../test-support/lengthLimit';
import SavedCartPage from './SavedCartPage';

/** Renaming a saved cart: the contract's title rules before the call, the server's word after it. */

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download } }));

afterEach(() => call.mockReset());

const ID = '3c1f6a0e-8b2d-4e5f-9a7b-1c2d3e4f5a6b';
const cart = {
  id: ID,
  version: 1,
  kind: 'template',
  title: 'Branch office refresh',
  documentNumber: 'SC-100001',
  notes: '',
  createdDate: '2026-11-02T10:00:00.000Z',
  modifiedDate: '2026-11-02T10:00:00.000Z',
  ownerName: 'Blake Buyer',
  unavailableItemCount: 0,
  groups: [],
  bundles: [],
  items: [],
  showPricing: true,
  grandTotal: '0.00',
  recurringMonthlyCharges: '0.00',
  count: 0,
  itemCountWithBundles: 0,
  containRequestItem: false,
};

const calls = (id: string) => call.mock.calls.filter(([endpoint]) => endpoint.id === id);

async function renderPage() {
  render(
    <DownloadsProvider save={vi.fn()}>
      <SavedCartPage route={routeByName('MySavedCart')} query={{ id: ID }} />
    </DownloadsProvider>,
  );
  return screen.findByRole('textbox', { name: /^Title/ });
}

describe('SavedCartPage rename', { timeout: 60_000 }, () => {
  it('refuses a blank title in the contract’s words without calling the server', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'savedCart.getRequisitionData') return cart;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const title = await renderPage();
    await expectLengthLimit(title, 100);
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The contract's check loads with the first rename.
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Please enter a title.');
    expect(calls('savedCart.update')).toHaveLength(0);
  });

  it('shows the server’s field error on the title after the call', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'savedCart.update') {
        throw validationFailed(endpoint.id, [
          { path: 'title', message: 'The title can be at most 100 characters.' },
        ]);
      }
      return cart;
    });
    const title = await renderPage();
    await user.clear(title);
    await user.type(title, 'Q4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls('savedCart.update')).toHaveLength(1));
    expect(calls('savedCart.update')[0]?.[1]).toMatchObject({ body: { id: ID, title: 'Q4' } });
    await vi.waitFor(() =>
      expect(title).toHaveAccessibleDescription('The title can be at most 100 characters.'),
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one rename when Enter is pressed again in the title while the first is sent', async () => {
    const user = userEvent.setup();
    let answer = (): void => undefined;
    call.mockImplementation(async (endpoint: { id: string }, options: { body?: { title?: string } }) => {
      if (endpoint.id === 'savedCart.update') {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return { ...cart, version: 2, title: options.body?.title };
      }
      return cart;
    });
    const title = await renderPage();
    await user.clear(title);
    await user.type(title, 'Q4 refresh{Enter}');
    const save = screen.getByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(calls('savedCart.update')).toHaveLength(1));
    expect(save).toHaveAttribute('data-pending', 'true');
    // The form submits from its lone field whatever the button's state: the second Enter sends nothing.
    await user.type(title, '{Enter}');
    await user.keyboard('{Enter}');
    answer();
    await screen.findByText('The saved cart was renamed.');
    expect(calls('savedCart.update')).toHaveLength(1);
    expect(save).not.toHaveAttribute('data-pending');
  });
});
