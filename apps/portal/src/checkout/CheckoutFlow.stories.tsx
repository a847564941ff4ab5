import type { AddressInput, CheckoutAddress, MatchingAddressQuery } from '@b2b-portal/api';
import type { CheckoutDocument, CheckoutEvent, CheckoutSubmission } from '@b2b-portal/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  address,
  apiError,
  confirmation,
  convertedCard,
  guid,
  ids,
  loadAnswer,
  newPo,
  usedPo,
  verificationFailed,
} from '../../../../packages/flows/src/testing/checkout';
import { CheckoutStoryHarness } from './CheckoutFlow.storyHarness';

/**
 * The checkout (issue 5) as the /checkout page draws it: the real `checkoutMachine` of `@b2b-portal/flows`,
 * given fake actors (load, PO check, submit) and fake page services (addresses, card, payment request), drawn
 * by `CheckoutFlow`. The load answer is the machine tests' sample: a NET30 term, a card term and a prepaid
 * term; one bill-to, two ship-tos; a line on its own and a bundle of two; a saved Visa ending in 1111.
 */
const meta = {
  title: 'Checkout/CheckoutFlow',
  component: CheckoutStoryHarness,
  args: {
    loadCheckout: fn(async () => loadAnswer()),
    validatePo: fn(async () => newPo),
    submitWorkflow: fn(async () => confirmation),
    addAddress: fn(async (input: AddressInput) =>
      address(guid(70), input.type, { ...input, isPrimary: false }),
    ),
    matchAddress: fn(async (_query: MatchingAddressQuery): Promise<CheckoutAddress | null> => null),
    payByCard: fn(async () => convertedCard),
    requestPayment: fn(async () => ({
      id: guid(80),
      url: 'https://portal.example/#/payment-info-request?id=00000000-0000-4000-8000-000000000080',
    })),
    card: {
      states: [
        { code: 'IL', name: 'Illinois' },
        { code: 'NY', name: 'New York' },
      ],
      insecureProtocol: false,
      unavailable: false,
    },
    // 11:00 in New York: before the 1 pm cutoff.
    now: '2026-03-10T15:00:00.000Z',
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    // react-aria's pending Button announces itself through a live region entry labelled by the button's id,
    // kept for 7 s. The test runner shows the next story in the same page within that time, when the button of
    // the previous story is gone: axe would then blame this story for an entry labelled by nothing.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
} satisfies Meta<typeof CheckoutStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const requiredMessage = 'Please enter all required fields and try again.';

// Events that bring the machine to a step through its real transitions.
const orderDetailsDone: CheckoutEvent[] = [
  { type: 'SET_ORDER_FIELDS', fields: { title: 'Spring refresh', po: 'PO-1001' } },
  { type: 'NEXT' },
];
const toShipping: CheckoutEvent[] = [...orderDetailsDone, { type: 'NEXT' }];
const toTerms: CheckoutEvent[] = [...toShipping, { type: 'NEXT' }, { type: 'NEXT' }];

/**
 * A step, whole: its heading, and the fields below it. A step after the first comes in a chunk of its own (loaded
 * while the step before is shown; a story that opens a step at once waits for it): until it is there a spinner
 * stands for the fields, drawn with the heading, so once the heading is there the spinner's going is the sign.
 */
const stepHeading = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name, level: 2 });
  await waitFor(() =>
    expect(canvas.queryByRole('progressbar', { name: 'Loading your checkout…' })).not.toBeInTheDocument(),
  );
  return heading;
};

/** The review step, whole: its lines arrive with the terms box (the step waits for them), so the box is the sign. */
const reviewStep = async (canvasElement: HTMLElement) => {
  await stepHeading(canvasElement, 'Review your order');
  return within(canvasElement).findByRole('checkbox', { name: /I accept the terms and conditions of sale/ });
};

const currentStep = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Checkout steps' }).querySelector('[aria-current="step"]');

// --- Loading ---

/** While the checkout loads: a named progress indicator, and the load was asked for the cart. */
export const Loading: Story = {
  args: { loadCheckout: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading your checkout…' })).toBeVisible();
    await waitFor(() => expect(args.loadCheckout).toHaveBeenCalledTimes(1));
    await expect(args.loadCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ documentType: 0, documentID: '00000000-0000-0000-0000-000000000000' }),
    );
  },
};

const failingOnceLoad = fn(async (_document: CheckoutDocument) => {
  if (failingOnceLoad.mock.calls.length === 1) {
    throw apiError(503, 'The service is unavailable. Please try again in a moment.');
  }
  return loadAnswer();
});

/** The load fails once: the server's message and Try again, which loads again and opens the first step. */
export const LoadFailedThenTryAgain: Story = {
  args: { loadCheckout: failingOnceLoad },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service is unavailable. Please try again in a moment.',
    );
    await expect(canvas.getByRole('button', { name: 'Back to cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stepHeading(canvasElement, 'Order details');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.loadCheckout).toHaveBeenCalledTimes(2);
  },
};

// --- Order details ---

/** Continue with the required fields empty: the form's message, each field marked, no PO check. */
export const OrderDetailsRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, 'Order details');
    const title = canvas.getByRole('textbox', { name: /^Order name/ });
    const po = canvas.getByRole('textbox', { name: /^PO number/ });
    await expect(title).toBeRequired();
    await expect(po).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(requiredMessage)).toBeVisible();
    for (const field of [title, po]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('This field is required.');
    }
    await expect(args.validatePo).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Order details', level: 2 })).toBeVisible();
  },
};

const fillOrderDetails = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await stepHeading(canvasElement, 'Order details');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Order name/ }), 'Spring refresh');
  await userEvent.type(canvas.getByRole('textbox', { name: /^PO number/ }), 'PO-1001');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
};

/** A PO already used: 'PO# already exists' with the orders using it; Use it again moves on to billing. */
export const PoAlreadyUsedUseItAgain: Story = {
  args: { validatePo: fn(async () => usedPo) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillOrderDetails(canvasElement);
    const prompt = await canvas.findByRole('alertdialog', { name: 'PO# already exists' });
    await expect(prompt).toHaveAccessibleDescription(
      'PO# PO-1001 is already used by order SO-1001. Use it again for this order?',
    );
    await expect(args.validatePo).toHaveBeenCalledWith({ po: 'PO-1001' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Use it again' }));
    await stepHeading(canvasElement, 'Billing and payment');
    await expect(args.validatePo).toHaveBeenCalledTimes(1);
  },
};

/** The same prompt; Change PO number stays on order details with the PO field to edit. */
export const PoAlreadyUsedChangePo: Story = {
  args: { validatePo: fn(async () => usedPo) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOrderDetails(canvasElement);
    const prompt = await canvas.findByRole('alertdialog', { name: 'PO# already exists' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Change PO number' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Order details', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^PO number/ })).toHaveValue('PO-1001');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/**
 * Issue 17: the company's active blanket POs are offered, None first, each with what remains; the chosen one
 * shows its figures, and a warning when this order ($30.00) takes its total to date past its threshold.
 */
export const BlanketPoPastThreshold: Story = {
  args: {
    extras: {
      activeBlanketOrders: fn(async () => [
        {
          id: guid(91),
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
        },
        {
          id: guid(92),
          number: 'BPO-NW-2026-02',
          issuedDate: '2025-12-20',
          startDate: '2025-01-01',
          endDate: '2027-12-31',
          status: 1,
          statusName: 'Active',
          amount: '5000.00',
          threshold: '4000.00',
          totalToDate: '3990.00',
          remainingAmount: '1010.00',
          thresholdReached: false,
        },
      ]),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await stepHeading(canvasElement, 'Order details');
    await waitFor(() => expect(args.extras?.activeBlanketOrders).toHaveBeenCalled());
    const field = canvas.getByRole('button', { name: /Blanket PO/ });
    await expect(field).toHaveTextContent('None');
    await userEvent.click(field);
    await userEvent.click(await page.findByRole('option', { name: 'BPO-NW-2026-02 ($1,010.00 remaining)' }));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(
      await canvas.findByText(
        'This order ($30.00) takes the total to date of blanket PO BPO-NW-2026-02 to $4,020.00, past its threshold of $4,000.00.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Blanket PO BPO-NW-2026-02: $3,990.00 spent of $5,000.00, $1,010.00 remaining; threshold $4,000.00.',
      ),
    ).toBeVisible();
  },
};

// --- Billing and payment ---

/** Net 30 is the default term; Credit card opens the payment chooser with the saved card, which can be used. */
export const BillingNet30ThenSavedCard: Story = {
  args: { events: orderDetailsDone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, 'Billing and payment');
    await expect(canvas.getByRole('radio', { name: 'Net 30' })).toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    const chooser = await canvas.findByRole('radiogroup', { name: 'Payment method' });
    const saved = within(chooser).getByRole('radio', { name: 'Visa ending in 1111' });
    await expect(saved).toHaveAccessibleDescription(/Nancy Davolio/);
    await userEvent.click(saved);
    await expect(saved).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await stepHeading(canvasElement, 'Shipping');
  },
};

/**
 * The saved card chosen, then "Use a new card": the saved card is no longer what pays, so nothing says it will be
 * charged and Continue asks for the new card instead of charging the one left behind (issue 16).
 */
export const SavedCardThenNewCard: Story = {
  args: { events: orderDetailsDone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, 'Billing and payment');
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    const chooser = await canvas.findByRole('radiogroup', { name: 'Payment method' });
    await userEvent.click(within(chooser).getByRole('radio', { name: 'Visa ending in 1111' }));
    await userEvent.click(within(chooser).getByRole('radio', { name: 'Use a new card' }));
    await expect(canvas.queryByText(/will be charged/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('Please enter a card, choose a saved card or request payment information.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Billing and payment', level: 2 })).toBeVisible();
  },
};

/** Chooses an option of a react-aria Select by its visible name. */
const choose = async (canvasElement: HTMLElement, field: RegExp, option: string) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: field }));
  const listbox = await body.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
};

/** Opens the new-card form under Credit card, fills it with a Visa and submits it to the (fake) processor. */
const enterNewCard = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await stepHeading(canvasElement, 'Billing and payment');
  await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
  await userEvent.click(await canvas.findByRole('radio', { name: 'Use a new card' }));
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Card number/ }), '4242 4242 4242 4242');
  await choose(canvasElement, /Expiration month/, '09');
  await choose(canvasElement, /Expiration year/, '2035');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Security code/ }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name on card/ }), 'Nancy Davolio');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Address line 1/ }), '5 Card Street');
  await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Chicago');
  await choose(canvasElement, /State/, 'Illinois');
  // Enter in the last field submits the card form (and only the card form, not the billing step).
  await userEvent.type(canvas.getByRole('textbox', { name: /^ZIP code/ }), '60601{Enter}');
};

/** The processor refuses the card: the verification message on the card form, still on billing. */
export const NewCardRefused: Story = {
  args: {
    events: orderDetailsDone,
    payByCard: fn(async () => Promise.reject({ errors: verificationFailed })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterNewCard(canvasElement);
    const refusal = await canvas.findByText(
      'The card did not pass verification. Please confirm your card information.',
    );
    await expect(refusal).toBeVisible();
    // The refusal shows above the card form, out of sight of its Submit on a phone: it takes the focus.
    await waitFor(() => expect(refusal.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(refusal.closest('[role="alert"]')).not.toBeNull();
    await expect(args.payByCard).toHaveBeenCalledTimes(1);
    await expect(args.payByCard).toHaveBeenCalledWith(
      expect.objectContaining({ creditCardNumber: '4242424242424242', expirationYear: 2035, state: 'IL' }),
      '30.00',
    );
    await expect(canvas.getByRole('heading', { name: 'Billing and payment', level: 2 })).toBeVisible();
    await expect(canvas.queryByText(/will be charged/)).not.toBeInTheDocument();
    // Continue keeps the refusal alone: every field is filled, so no "enter all required fields" (issue 16).
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText('The card did not pass verification. Please confirm your card information.'),
    ).toBeVisible();
    await expect(canvas.queryByText(requiredMessage)).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Billing and payment', level: 2 })).toBeVisible();
  },
};

/** The processor accepts the card: the card to be charged is shown and the step can be left. */
export const NewCardAccepted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterNewCard(canvasElement);
    await expect(await canvas.findByText('Card ending in 4242 will be charged.')).toBeVisible();
    await expect(args.payByCard).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(requiredMessage)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await stepHeading(canvasElement, 'Shipping');
  },
  args: { events: orderDetailsDone },
};

// --- Shipping ---

const expeditedWarning = 'Expedited shipping cannot be guaranteed for orders placed after 1pm EST.';
const sameDayCutoff = 'Same-day shipment requires ordering before 1PM EST.';

/** Expedited before 1 pm Eastern: the expedited warning only. */
export const ExpeditedBeforeCutoff: Story = {
  args: { events: toShipping, now: '2026-03-10T15:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, 'Shipping');
    await expect(canvas.getByRole('radio', { name: 'Best Way' })).toBeChecked();
    await expect(canvas.queryByText(expeditedWarning)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Expedited (Overnight)' }));
    await expect(await canvas.findByText(expeditedWarning)).toBeVisible();
    await expect(canvas.queryByText(sameDayCutoff)).not.toBeInTheDocument();
  },
};

/** Expedited at 2:30 pm Eastern: the warning and the same-day cutoff notice. */
export const ExpeditedAfterCutoff: Story = {
  args: { events: toShipping, now: '2026-03-10T18:30:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, 'Shipping');
    await userEvent.click(canvas.getByRole('radio', { name: 'Expedited (Overnight)' }));
    await expect(await canvas.findByText(expeditedWarning)).toBeVisible();
    await expect(canvas.getByText(sameDayCutoff)).toBeVisible();
  },
};

/** With the page's extras: a contact added during checkout becomes the ship-to contact; a ship-to made primary. */
export const AddContactAndMakePrimary: Story = {
  args: {
    events: toShipping,
    extras: {
      addContact: fn(async (contact) => ({
        id: '5b8f7a64-1f8e-4c44-9a0e-3d9d1b6c2a77',
        contactType: 1,
        firstName: contact.firstName,
        lastName: contact.lastName,
        fullName: `${contact.firstName} ${contact.lastName}`,
        email: contact.email,
        phone: contact.phone ?? '',
        fax: '',
        jobTitle: '',
        isPrimary: false,
        isPersonal: true,
      })),
      setPrimary: fn(async () => undefined),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await stepHeading(canvasElement, 'Shipping');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a contact' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a contact' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Robin');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Diaz');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'robin.diaz@northwind.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a contact' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.extras?.addContact).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Ship-to contact/ })).toHaveTextContent('Robin Diaz');
    // The primary ship-to says so; another one can be made primary.
    const makePrimary = canvas.getByRole('region', { name: 'Ship-to address: Make primary' });
    await expect(within(makePrimary).getByText('This is your primary choice.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Northwind Branch/ }));
    await userEvent.click(within(makePrimary).getByRole('button', { name: 'Make primary' }));
    await expect(await within(makePrimary).findByText('This is your primary choice.')).toBeVisible();
    await expect(args.extras?.setPrimary).toHaveBeenCalledTimes(1);
    await expect(args.extras?.setPrimary).toHaveBeenCalledWith('shipTo', expect.any(String));
  },
};

/** Several ship-to addresses: Assign with nothing selected says 'Please select an item.'. */
export const SeveralAddressesSelectAnItem: Story = {
  args: { events: toShipping },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, 'Shipping');
    await userEvent.click(canvas.getByRole('switch', { name: 'Ship items to several addresses' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select an item.');
  },
};

/** A line and the bundle get their own ship-tos; the step is complete and moves on. */
export const SeveralAddressesAssign: Story = {
  args: { events: toShipping },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, 'Shipping');
    await userEvent.click(canvas.getByRole('switch', { name: 'Ship items to several addresses' }));
    const lines = await canvas.findByRole('table', { name: 'Line items' });
    const lineRow = within(lines).getByRole('row', { name: /PART-0/ });
    await expect(lineRow).toHaveTextContent('Not assigned');
    await userEvent.click(within(lineRow).getByRole('checkbox', { name: 'Select line 1, PART-0' }));
    await choose(
      canvasElement,
      /Ship selected items to/,
      'Northwind Branch, 9 Side Road, Springfield, IL 62701',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(lineRow).toHaveTextContent('Northwind Branch'));

    const bundles = canvas.getByRole('table', { name: 'Bundles' });
    const bundleRow = within(bundles).getAllByRole('row')[1]!;
    await userEvent.click(within(bundleRow).getByRole('checkbox', { name: 'Select bundle Bundle' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(bundleRow).not.toHaveTextContent('Not assigned'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await stepHeading(canvasElement, 'End user information');
  },
};

const similarAddress = {
  events: toShipping,
  matchAddress: fn(
    async (_query: MatchingAddressQuery): Promise<CheckoutAddress | null> =>
      address(ids.shipToBranch, 2, { name: 'Northwind Branch', line1: '9 Side Road' }),
  ),
};

/** Enters an address like the branch's in the new-address dialog and saves it; returns the dialog. */
const enterSimilarAddress = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await stepHeading(canvasElement, 'Shipping');
  await userEvent.click(canvas.getByRole('button', { name: 'Add new address' }));
  const dialog = await body.findByRole('dialog', { name: 'Add a new address' });
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Northwind Branch');
  await userEvent.type(form.getByRole('textbox', { name: /^Address line 1/ }), '9 Side Rd');
  await userEvent.type(form.getByRole('textbox', { name: /^City/ }), 'Springfield');
  // The state is a choice of the country's states (issue 16).
  await userEvent.click(form.getByRole('button', { name: /State$/ }));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Illinois' }),
  );
  await userEvent.type(form.getByRole('textbox', { name: /^ZIP code/ }), '62701');
  await userEvent.click(form.getByRole('button', { name: 'Save address' }));
  return dialog;
};

/** A new address resembling one on file: the entered and suggested addresses to choose from. */
export const NewAddressSuggestion: Story = {
  args: similarAddress,
  play: async ({ canvasElement, args }) => {
    const dialog = await enterSimilarAddress(canvasElement);
    const choice = await within(dialog).findByRole('radiogroup', { name: 'Confirm the address' });
    await expect(within(choice).getByRole('radio', { name: 'Use suggested' })).toBeChecked();
    await expect(within(choice).getByRole('radio', { name: 'Keep entered' })).toBeVisible();
    await expect(within(choice).getByText('9 Side Road')).toBeVisible();
    await expect(within(choice).getByText('9 Side Rd')).toBeVisible();
    await expect(args.matchAddress).toHaveBeenCalledWith(
      expect.objectContaining({ type: 2, line1: '9 Side Rd', zipCode: '62701' }),
    );
    await expect(args.addAddress).not.toHaveBeenCalled();
  },
};

/** Keep entered: the entered address is added as a ship-to and chosen; Use suggested would add nothing. */
export const NewAddressKeepEntered: Story = {
  args: similarAddress,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await enterSimilarAddress(canvasElement);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Keep entered' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm address' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.addAddress).toHaveBeenCalledTimes(1);
    await expect(args.addAddress).toHaveBeenCalledWith(
      expect.objectContaining({ type: 2, name: 'Northwind Branch', line1: '9 Side Rd' }),
    );
    const picker = canvas.getByRole('radiogroup', { name: 'Ship-to address' });
    const added = within(picker).getAllByRole('radio', { name: /Northwind Branch/ });
    await expect(added).toHaveLength(2);
    await expect(added[1]).toBeChecked();
  },
};

// --- Terms and confirmation ---

const placeOrder = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Place order' });

/** The review shows what was entered; Place order without the box ticked says why and sends nothing. */
export const TermsRequired: Story = {
  args: { events: toTerms },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const terms = await reviewStep(canvasElement);
    for (const text of ['Spring refresh', 'PO-1001', 'Net 30', 'Best Way']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getAllByText('Northwind Traders').length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Order lines')).toBeVisible();
    await expect(terms).not.toBeChecked();
    await userEvent.click(placeOrder(canvasElement));
    await expect(
      await canvas.findByText('Please accept the terms and conditions to place the order.'),
    ).toBeVisible();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(args.submitWorkflow).not.toHaveBeenCalled();
  },
};

/** A double click on Place order sends the order once, keyed by the load's checkout session. */
export const PlaceOrderOnce: Story = {
  args: { events: toTerms },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await reviewStep(canvasElement));
    await userEvent.dblClick(placeOrder(canvasElement));
    await waitFor(() => expect(currentStep(canvasElement)).toHaveTextContent('Confirmation'));
    await expect(args.submitWorkflow).toHaveBeenCalledTimes(1);
    await expect(args.submitWorkflow).toHaveBeenCalledWith(
      expect.objectContaining({
        workflowData: expect.objectContaining({
          order: expect.objectContaining({ checkOutSessionID: ids.session, po: 'PO-1001' }),
          isTermsAccepted: true,
        }),
      }),
    );
  },
};

/** The server refuses the order: its message on the terms step, and the order can be placed again. */
export const SubmitFailure: Story = {
  args: {
    events: toTerms,
    submitWorkflow: fn(async () => {
      throw apiError(422, 'The cart changed since the checkout was loaded. Please review it and try again.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await reviewStep(canvasElement));
    await userEvent.click(placeOrder(canvasElement));
    await expect(
      await canvas.findByText(
        'The cart changed since the checkout was loaded. Please review it and try again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Review your order', level: 2 })).toBeVisible();
    await expect(currentStep(canvasElement)).toHaveTextContent('Terms');
    await expect(placeOrder(canvasElement)).toBeEnabled();
    await expect(args.submitWorkflow).toHaveBeenCalledTimes(1);
  },
};

const inFlightOnce = fn(async (_submission: CheckoutSubmission) => {
  if (inFlightOnce.mock.calls.length === 1) {
    throw apiError(409, 'This order is already being submitted. Please wait a moment.');
  }
  return confirmation;
});

/** A 409 (the same order still in flight) is sent again once, with the very same body, and succeeds. */
export const InFlightAnswerRetried: Story = {
  args: { events: toTerms, submitWorkflow: inFlightOnce },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await reviewStep(canvasElement));
    await userEvent.click(placeOrder(canvasElement));
    await expect(await canvas.findByRole('button', { name: /Placing your order/ })).toBeVisible();
    await waitFor(() => expect(currentStep(canvasElement)).toHaveTextContent('Confirmation'), {
      timeout: 5000,
    });
    await expect(args.submitWorkflow).toHaveBeenCalledTimes(2);
    const [first, second] = inFlightOnce.mock.calls;
    await expect(second?.[0]).toBe(first?.[0]);
  },
};
