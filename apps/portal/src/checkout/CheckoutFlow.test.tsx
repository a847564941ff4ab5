import type { CheckoutEvent } from '@b2b-portal/flows';
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

/** The checkout's card form and carrier account: the contract's limits on the fields, the page's word at them. */

const orderDetailsDone: CheckoutEvent[] = [
  { type: 'SET_ORDER_FIELDS', fields: { title: 'Spring refresh', po: 'PO-1001' } },
  { type: 'NEXT' },
];
const toShipping: CheckoutEvent[] = [...orderDetailsDone, { type: 'NEXT' }];

function renderCheckout(overrides: Partial<CheckoutStoryHarnessProps>) {
  const props: CheckoutStoryHarnessProps = {
    loadCheckout: vi.fn(async () => loadAnswer()),
    validatePo: vi.fn(async () => newPo),
    submitWorkflow: vi.fn(async () => confirmation),
    addAddress: vi.fn(),
    matchAddress: vi.fn(async () => null),
    payByCard: vi.fn(async () => convertedCard),
    requestPayment: vi.fn(),
    card: { states: [{ code: 'IL', name: 'Illinois' }], insecureProtocol: false, unavailable: false },
    now: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
  render(<CheckoutStoryHarness {...props} />);
  return props;
}

const choose = async (field: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: field }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};

describe('CheckoutFlow limits and field errors', { timeout: 60_000 }, () => {
  it('bounds the new card’s fields by the contract and shows the page’s field errors at them', async () => {
    const payByCard = vi.fn(async () => {
      throw { fieldErrors: { cardHolderName: 'Please enter at most 100 characters.' } };
    });
    renderCheckout({ events: orderDetailsDone, payByCard });
    await screen.findByRole('heading', { name: 'Billing and payment', level: 2 });
    // The step's fields come in a chunk of their own, under the heading drawn at once.
    await userEvent.click(await screen.findByRole('radio', { name: 'Credit card' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    const number = await screen.findByRole('textbox', { name: /^Card number/ });
    // Nothing typed is cut by the browser: the contract's limits are checked, not enforced by a maxlength.
    expect(number).not.toHaveAttribute('maxlength');
    const holder = screen.getByRole('textbox', { name: /^Name on card/ });
    expect(holder).not.toHaveAttribute('maxlength');

    await userEvent.type(number, '4242 4242 4242 4242');
    await choose(/Expiration month/, '09');
    await choose(/Expiration year/, '2035');
    await userEvent.type(screen.getByRole('textbox', { name: /^Security code/ }), '123');
    await userEvent.type(holder, 'Nancy Davolio');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address line 1/ }), '5 Card Street');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Chicago');
    await choose(/State/, 'Illinois');
    await userEvent.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '60601{Enter}');
    await waitFor(() => expect(holder).toHaveAttribute('aria-invalid', 'true'));
    expect(holder).toHaveAccessibleDescription('Please enter at most 100 characters.');
    expect(payByCard).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Billing and payment', level: 2 })).toBeInTheDocument();
  });

  it('keeps a PO number pasted past its limit whole, says so at the field and does not continue', async () => {
    const props = renderCheckout({});
    await screen.findByRole('heading', { name: 'Order details', level: 2 });
    await userEvent.type(screen.getByRole('textbox', { name: /^Order name/ }), 'Spring refresh');
    const po = screen.getByRole('textbox', { name: /^PO number/ });
    const sixty = 'PO-2026-11-29-'.padEnd(60, '0123456789');
    await userEvent.click(po);
    await userEvent.paste(sixty);
    expect(po).toHaveValue(sixty);
    expect(po).toHaveAttribute('aria-invalid', 'true');
    expect(po).toHaveAccessibleDescription('Please enter at most 50 characters.');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Nothing is missing: the page asks to correct the marked field, not to enter required ones.
    expect(await screen.findByText('Please correct the marked fields and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter all required fields and try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order details', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(po).toHaveFocus());
    expect(po).toHaveValue(sixty);
    expect(po).toHaveAccessibleDescription('Please enter at most 50 characters.');
    expect(props.validatePo).not.toHaveBeenCalled();

    await userEvent.clear(po);
    await userEvent.type(po, 'PO-1001');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Billing and payment', level: 2 });
  });

  it('bounds the carrier account number by the contract', async () => {
    renderCheckout({ events: toShipping });
    await screen.findByRole('heading', { name: 'Shipping', level: 2 });
    await screen.findByRole('button', { name: /Saved carrier account/ });
    // A saved carrier account turns on the own-carrier fields with its number.
    await choose(/Saved carrier account/, 'Our UPS account (UPS A1B2C3)');
    const number = await screen.findByRole('textbox', { name: /Carrier account number/ });
    expect(number).toHaveValue('A1B2C3');
    // A number pasted past the contract's 30 characters is kept whole, said at the field, and refused.
    await userEvent.click(number);
    await userEvent.paste('D4E5F6'.repeat(5));
    expect(number).toHaveValue(`A1B2C3${'D4E5F6'.repeat(5)}`);
    expect(number).toHaveAccessibleDescription('Please enter at most 30 characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please correct the marked fields and try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(number).toHaveFocus());
  });

  it('ships on a carrier account typed in when the switch is turned on without a saved account', async () => {
    renderCheckout({ events: toShipping });
    await screen.findByRole('heading', { name: 'Shipping', level: 2 });
    await screen.findByRole('switch', { name: 'Use my carrier account' });
    expect(screen.queryByRole('textbox', { name: /Carrier account number/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Use my carrier account' }));
    expect(screen.getByRole('switch', { name: 'Use my carrier account' })).toBeChecked();
    const number = await screen.findByRole('textbox', { name: /Carrier account number/ });
    expect(number).toHaveValue('');
    await userEvent.type(number, '998877');
    expect(number).toHaveValue('998877');
    await userEvent.click(screen.getByRole('switch', { name: 'Use my carrier account' }));
    expect(screen.queryByRole('textbox', { name: /Carrier account number/ })).not.toBeInTheDocument();
  });

  it('checks the payment request’s recipient by the contract before the call, then sends it once', async () => {
    const requestPayment = vi.fn(async () => ({
      id: 'r-1',
      url: 'http://portal.example/#/payment-info-request?id=r-1',
    }));
    renderCheckout({ events: orderDetailsDone, requestPayment });
    await screen.findByRole('heading', { name: 'Billing and payment', level: 2 });
    // The step's fields come in a chunk of their own, under the heading drawn at once.
    await userEvent.click(await screen.findByRole('radio', { name: 'Credit card' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Ask someone else to pay/ }));
    const name = await screen.findByRole('textbox', { name: /^Recipient name/ });
    const email = screen.getByRole('textbox', { name: /^Recipient email/ });
    // The contract's limits are checked (below), never enforced by a browser maxlength that cuts what is typed.
    expect(name).not.toHaveAttribute('maxlength');
    expect(email).not.toHaveAttribute('maxlength');
    const requestButton = screen.getByRole('button', { name: 'Request payment information' });

    // Nothing typed: the contract's words at both fields, and no call.
    await userEvent.click(requestButton);
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(requestPayment).not.toHaveBeenCalled();

    // An address without a domain is not one (the old check let anything with an @ through).
    await userEvent.type(name, '  Pat Payer ');
    await userEvent.type(email, 'pat@');
    await userEvent.click(requestButton);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(requestPayment).not.toHaveBeenCalled();

    await userEvent.type(email, 'example.com');
    await userEvent.click(requestButton);
    expect(await screen.findByText(/Payment information requested from Pat Payer\./)).toBeInTheDocument();
    expect(requestPayment).toHaveBeenCalledTimes(1);
    expect(requestPayment).toHaveBeenCalledWith(
      expect.objectContaining({ recipientName: 'Pat Payer', recipientEmail: 'pat@example.com', message: '' }),
    );
  });
});

describe('CheckoutFlow while the order is placed (issue 16)', { timeout: 60_000 }, () => {
  it('shows Place order pending and lets nothing else be pressed or sent again', async () => {
    let answer: (value: typeof confirmation) => void = () => undefined;
    const submitWorkflow = vi.fn(
      () =>
        new Promise<typeof confirmation>((resolve) => {
          answer = resolve;
        }),
    );
    renderCheckout({
      events: [...toShipping, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'ACCEPT_TERMS', accepted: true }],
      submitWorkflow,
    });
    const place = await screen.findByRole('button', { name: 'Place order' });
    await userEvent.click(place);

    const pending = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeDisabled();
    // No section of the review, nor a completed step of the step bar, can be opened again.
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(within(steps).queryAllByRole('button')).toEqual([]);
    // A second press (the button keeps the focus) sends nothing more.
    await userEvent.click(pending);
    await userEvent.keyboard('{Enter}');
    expect(submitWorkflow).toHaveBeenCalledTimes(1);

    answer(confirmation);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Placing your order…' })).not.toBeInTheDocument(),
    );
  });
});

describe('CheckoutFlow review (issue 16)', { timeout: 60_000 }, () => {
  it('lists the lines ordered with their prices, and opens the terms of sale from beside the box', async () => {
    const user = userEvent.setup();
    const answer = loadAnswer();
    renderCheckout({ events: [...toShipping, { type: 'NEXT' }, { type: 'NEXT' }] });
    await screen.findByRole('heading', { level: 2, name: 'Review your order' });
    // The lines, in the order summary (loaded after the checkout's first paint).
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const first = answer.lines.items[0];
    expect(first).toBeDefined();
    await within(summary).findByText(first?.manufacturerPart ?? '', { exact: false });
    for (const item of answer.lines.items) {
      expect(summary).toHaveTextContent(item.manufacturerPart);
    }

    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions of sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions of sale' });
    expect(dialog).toHaveTextContent('Returns carry a 20% restocking fee.');
    expect(within(dialog).getByRole('link', { name: /All policies and forms/ })).toHaveAttribute(
      'href',
      '#/help?tab=policies',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The box is as it was: reading the terms does not tick it.
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).not.toBeChecked();
  });
});

describe('CheckoutFlow steps in chunks of their own (issue 14)', { timeout: 60_000 }, () => {
  it('draws the next step whole on Continue, its chunk loaded while the step before was shown', async () => {
    const user = userEvent.setup();
    renderCheckout({});
    await screen.findByRole('heading', { name: 'Order details', level: 2 });
    // While order details are shown the checkout loads the billing step's chunk; a person filling them in takes
    // longer than that, the test waits for the module.
    await import('./steps/BillingStep');
    // Every change of the page from here on: the billing step's heading never shows without its fields.
    let headingWithoutFields = false;
    const observer = new MutationObserver(() => {
      if (
        screen.queryByRole('heading', { name: 'Billing and payment', level: 2 }) &&
        !screen.queryByRole('radio', { name: 'Credit card' })
      ) {
        headingWithoutFields = true;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await user.type(screen.getByRole('textbox', { name: /^Order name/ }), 'Spring refresh');
      await user.type(screen.getByRole('textbox', { name: /^PO number/ }), 'PO-1001');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const heading = await screen.findByRole('heading', { name: 'Billing and payment', level: 2 });
      expect(screen.getByRole('radio', { name: 'Credit card' })).toBeInTheDocument();
      await waitFor(() => expect(heading).toHaveFocus());
    } finally {
      observer.disconnect();
    }
    expect(headingWithoutFields).toBe(false);
    expect(screen.queryByText('Loading your checkout…')).not.toBeInTheDocument();
  });
});
