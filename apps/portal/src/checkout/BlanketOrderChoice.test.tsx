import type { BlanketOrderSummary } from '@b2b-portal/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  confirmation,
  convertedCard,
  loadAnswer,
  newPo,
} from '../../../../packages/flows/src/testing/checkout';
import { CheckoutStoryHarness, type CheckoutStoryHarnessProps } from './CheckoutFlow.storyHarness';

const blanket = (overrides: Partial<BlanketOrderSummary>): BlanketOrderSummary => ({
  id: '5b8d1c7e-2f3a-4b5c-8d9e-000000000001',
  number: 'BPO-NW-2026-01',
  issuedDate: '2025-12-15',
  startDate: '2025-01-01',
  endDate: '2027-12-31',
  status: 1,
  statusName: 'Active',
  amount: '250000.00',
  threshold: '200000.00',
  totalToDate: '33643.00',
  remainingAmount: '216357.00',
  thresholdReached: false,
  ...overrides,
});
const roomy = blanket({});
const nearlyThere = blanket({
  id: '5b8d1c7e-2f3a-4b5c-8d9e-000000000002',
  number: 'BPO-NW-2026-02',
  amount: '5000.00',
  threshold: '4000.00',
  totalToDate: '3990.00',
  remainingAmount: '1010.00',
});

function renderCheckout(overrides: Partial<CheckoutStoryHarnessProps>) {
  const props: CheckoutStoryHarnessProps = {
    loadCheckout: vi.fn(async () => loadAnswer()),
    validatePo: vi.fn(async () => newPo),
    submitWorkflow: vi.fn(async () => confirmation),
    addAddress: vi.fn(),
    matchAddress: vi.fn(async () => null),
    payByCard: vi.fn(async () => convertedCard),
    requestPayment: vi.fn(),
    card: { states: [], insecureProtocol: false, unavailable: false },
    now: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
  render(<CheckoutStoryHarness {...props} />);
  return props;
}

const choose = async (field: RegExp, option: RegExp) => {
  await userEvent.click(screen.getByRole('button', { name: field }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};

describe('Checkout’s blanket PO (issue 17)', { timeout: 60_000 }, () => {
  it('offers the active blanket POs with what remains, warns when the order crosses the threshold, and places the order against the one chosen', async () => {
    const orderTotal = loadAnswer().lines.grandTotal;
    const props = renderCheckout({
      events: [{ type: 'SET_ORDER_FIELDS', fields: { title: 'Spring refresh', po: 'PO-1001' } }],
      extras: { activeBlanketOrders: vi.fn(async () => [roomy, nearlyThere]) },
    });
    const field = await screen.findByRole('button', { name: /Blanket PO/ });
    expect(field).toHaveTextContent('None');
    await choose(/Blanket PO/, /BPO-NW-2026-01 \(\$216,357\.00 remaining\)/);
    expect(
      screen.getByText(/Blanket PO BPO-NW-2026-01: \$33,643\.00 spent of \$250,000\.00/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/past its threshold/)).not.toBeInTheDocument();

    await choose(/Blanket PO/, /BPO-NW-2026-02 \(\$1,010\.00 remaining\)/);
    expect(orderTotal).toBe('30.00');
    expect(
      screen.getByText(
        'This order ($30.00) takes the total to date of blanket PO BPO-NW-2026-02 to $4,020.00, past its threshold of $4,000.00.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Billing and payment', level: 2 });
    for (const _step of [1, 2, 3]) await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(props.submitWorkflow).toHaveBeenCalledTimes(1));
    expect(vi.mocked(props.submitWorkflow).mock.calls[0]?.[0].workflowData.order.blanketOrderID).toBe(
      nearlyThere.id,
    );
  });

  it('offers no blanket PO when the company has none active', async () => {
    const activeBlanketOrders = vi.fn(async () => []);
    renderCheckout({ extras: { activeBlanketOrders } });
    await screen.findByRole('textbox', { name: /Order name/ });
    await waitFor(() => expect(activeBlanketOrders).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Blanket PO/ })).not.toBeInTheDocument();
  });
});
