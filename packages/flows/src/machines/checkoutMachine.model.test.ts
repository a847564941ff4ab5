import { type CreditCardErrors, SubmitWorkflowBody } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  buildWorkflowData,
  CHECKOUT_STEPS,
  type CheckoutWorkflowData,
  everyLineHasShipTo,
  isCardTerm,
  resetCardErrors,
  usesOwnCarrierAccount,
  validateStep,
} from '../rules/checkout';
import { emptyGuid } from '../rules/documentTree';
import {
  apiError,
  badPo,
  type CheckoutHarness,
  cardBilling,
  confirmation,
  convertedCard,
  ids,
  loadAnswer,
  newPo,
  startCheckout,
  usedPo,
  verificationFailed,
} from '../testing/checkout';
import { CHECKOUT_TIMING, type CheckoutStatus, type CheckoutStepId, checkoutStatus } from './checkoutMachine';

/**
 * Model-based tests (xstate/graph): an abstract model of what a person and the server can do during checkout.
 * `getShortestPaths()` gives, for every state of the model reached by every distinct transition, the shortest
 * way there; each path is replayed on the real checkout machine (fake server calls answered by the test, a
 * simulated clock) and after every step the machine must be in the modelled state and keep the invariants.
 */

const triesExceeded: CreditCardErrors = {
  cardVerificationError: false,
  cardTriesExceeded: true,
  sslError: false,
  errorText: 'Too many tries',
  status: 'Locked',
};

interface ModelContext {
  /** The selected term is the card term. */
  card: boolean;
  /** A converted card is on the order (it stays when net terms are chosen again). */
  cardOnFile: boolean;
  termsAccepted: boolean;
}

const checkoutModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as { type: string },
  },
  guards: {
    card: ({ context }) => context.card,
    cardMissing: ({ context }) => context.card && !context.cardOnFile,
    cardOnFile: ({ context }) => context.cardOnFile,
    termsAccepted: ({ context }) => context.termsAccepted,
  },
}).createMachine({
  id: 'checkoutModel',
  context: { card: false, cardOnFile: false, termsAccepted: false },
  initial: 'loading',
  states: {
    loading: { on: { LOADS: 'orderDetails', LOAD_FAILS: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'loading' } },
    orderDetails: { on: { NEXT_BLANK: 'orderDetailsIncomplete', FILL_ORDER_AND_NEXT: 'validatingPo' } },
    orderDetailsIncomplete: { on: { FILL_ORDER_AND_NEXT: 'validatingPo' } },
    validatingPo: {
      on: {
        PO_IS_NEW: [{ guard: 'cardMissing', target: 'cardForm' }, { target: 'billing' }],
        PO_IS_USED: 'confirmPoReuse',
        PO_IS_INVALID: 'orderDetailsFilled',
        PO_CHECK_FAILS: 'orderDetailsFilled',
      },
    },
    confirmPoReuse: {
      on: {
        CONFIRM_PO_REUSE: [{ guard: 'cardMissing', target: 'cardForm' }, { target: 'billing' }],
        CHANGE_PO: 'orderDetailsFilled',
      },
    },
    orderDetailsFilled: { on: { CHANGE_PO_AND_NEXT: 'validatingPo' } },
    orderDetailsAgain: {
      on: {
        NEXT_UNCHANGED: [{ guard: 'cardMissing', target: 'cardForm' }, { target: 'billing' }],
        CHANGE_PO_AND_NEXT: 'validatingPo',
      },
    },
    billing: {
      on: {
        NEXT: 'shipping',
        BACK: 'orderDetailsAgain',
        CHOOSE_CARD_TERM: [
          { guard: 'card', target: 'billing' },
          { guard: 'cardOnFile', target: 'billing', actions: assign({ card: true }) },
          { target: 'cardForm', actions: assign({ card: true }) },
        ],
        CHOOSE_NET_TERM: { guard: 'card', target: 'billing', actions: assign({ card: false }) },
      },
    },
    cardForm: {
      on: {
        NEXT_WITHOUT_CARD: 'cardRequired',
        CARD_FAILS: 'cardFailed',
        CARD_CONVERTED: { target: 'billing', actions: assign({ cardOnFile: true }) },
        CHOOSE_NET_TERM: { target: 'billing', actions: assign({ card: false }) },
        BACK: 'orderDetailsAgain',
      },
    },
    cardRequired: {
      on: {
        CARD_FAILS: 'cardFailed',
        CARD_CONVERTED: { target: 'billing', actions: assign({ cardOnFile: true }) },
      },
    },
    cardFailed: {
      entry: assign({ cardOnFile: false }),
      on: {
        CARD_TRIES_EXCEEDED: 'cardTriesExceeded',
        CARD_CONVERTED: { target: 'billing', actions: assign({ cardOnFile: true }) },
        CHOOSE_NET_TERM: { target: 'billing', actions: assign({ card: false }) },
      },
    },
    cardTriesExceeded: {
      on: { CARD_CONVERTED: { target: 'billing', actions: assign({ cardOnFile: true }) } },
    },
    shipping: {
      on: {
        NEXT: 'endUser',
        BACK: 'billing',
        ASSIGN_NOTHING: 'shipToSelectionRefused',
        SHIP_EACH_LINE: 'shipping',
        SHIP_ALL_TO_ONE: 'shipping',
        CLEAR_EVERY_SHIP_TO: 'shipToMissing',
      },
    },
    shipToSelectionRefused: { on: { NEXT: 'endUser', SHIP_EACH_LINE: 'shipping' } },
    shipToMissing: {
      on: { NEXT_WITHOUT_SHIP_TO: 'shipToRequired', SHIP_ALL_TO_ONE: 'shipping', SHIP_EACH_LINE: 'shipping' },
    },
    shipToRequired: { on: { SHIP_ALL_TO_ONE: 'shipping' } },
    endUser: { on: { NEXT: 'terms', BACK: 'shipping', START_END_USER: 'endUserIncomplete' } },
    endUserIncomplete: { on: { COMPLETE_END_USER: 'terms' } },
    terms: {
      on: {
        ACCEPT_TERMS: {
          guard: ({ context }) => !context.termsAccepted,
          target: 'terms',
          actions: assign({ termsAccepted: true }),
        },
        UNACCEPT_TERMS: {
          guard: 'termsAccepted',
          target: 'terms',
          actions: assign({ termsAccepted: false }),
        },
        SUBMIT: [{ guard: 'termsAccepted', target: 'submitting' }, { target: 'termsRefused' }],
        DOUBLE_SUBMIT: { guard: 'termsAccepted', target: 'submitting' },
        // Going back with the terms accepted is left out to keep the model small (the data of every step is
        // kept either way; the unit tests go back from terms).
        BACK: { guard: ({ context }) => !context.termsAccepted, target: 'endUser' },
        GO_TO_ORDER_DETAILS: { guard: ({ context }) => !context.termsAccepted, target: 'orderDetailsAgain' },
      },
    },
    termsRefused: { on: { ACCEPT_TERMS: { target: 'terms', actions: assign({ termsAccepted: true }) } } },
    submitting: {
      on: {
        CONFIRMED: 'confirmed',
        IN_FLIGHT: 'waitingToResubmit',
        IN_FLIGHT_TOO_LONG: 'submitFailed',
        SUBMIT_FAILS: 'submitFailed',
      },
    },
    waitingToResubmit: { on: { SUBMIT_IGNORED: 'waitingToResubmit', DELAY_PASSES: 'submitting' } },
    submitFailed: {
      on: {
        SUBMIT: 'submitting',
        UNACCEPT_TERMS: { target: 'terms', actions: assign({ termsAccepted: false }) },
      },
    },
    confirmed: { type: 'final' },
  },
});

/** What the real machine must be in for each model state. */
const machineStateOf = {
  loading: { status: 'loading', step: 'orderDetails' },
  loadFailed: { status: 'loadFailed', step: 'orderDetails' },
  orderDetails: { status: 'editing', step: 'orderDetails' },
  orderDetailsIncomplete: { status: 'editing', step: 'orderDetails' },
  validatingPo: { status: 'validatingPo', step: 'orderDetails' },
  confirmPoReuse: { status: 'confirmPoReuse', step: 'orderDetails' },
  orderDetailsFilled: { status: 'editing', step: 'orderDetails' },
  orderDetailsAgain: { status: 'editing', step: 'orderDetails' },
  billing: { status: 'editing', step: 'billingAndPayment' },
  cardForm: { status: 'editing', step: 'billingAndPayment' },
  cardRequired: { status: 'editing', step: 'billingAndPayment' },
  cardFailed: { status: 'editing', step: 'billingAndPayment' },
  cardTriesExceeded: { status: 'editing', step: 'billingAndPayment' },
  shipping: { status: 'editing', step: 'shipping' },
  shipToSelectionRefused: { status: 'editing', step: 'shipping' },
  shipToMissing: { status: 'editing', step: 'shipping' },
  shipToRequired: { status: 'editing', step: 'shipping' },
  endUser: { status: 'editing', step: 'endUser' },
  endUserIncomplete: { status: 'editing', step: 'endUser' },
  terms: { status: 'editing', step: 'terms' },
  termsRefused: { status: 'editing', step: 'terms' },
  submitting: { status: 'submitting', step: 'terms' },
  waitingToResubmit: { status: 'submitting', step: 'terms' },
  submitFailed: { status: 'editing', step: 'terms' },
  confirmed: { status: 'confirmed', step: 'confirmation' },
} satisfies Record<string, { status: CheckoutStatus; step: CheckoutStepId }>;
type ModelState = keyof typeof machineStateOf;

/** The real machine under test, with what the path did so far. */
function startRun() {
  const checkout = startCheckout();
  let poCount = 0;
  /** The index in `calls.submit` of the first call of the current submission. */
  let submissionStart = 0;
  return {
    checkout,
    nextPo: () => `PO-${++poCount}`,
    startSubmission: () => {
      submissionStart = checkout.calls.submit.length;
    },
    currentSubmissionCalls: () => checkout.calls.submit.slice(submissionStart),
  };
}
type Run = ReturnType<typeof startRun>;

/** What must hold after every step of every path. */
function checkInvariants(checkout: CheckoutHarness, model: ModelContext, state: ModelState) {
  const snapshot = checkout.state();
  const context = snapshot.context;
  const data: CheckoutWorkflowData = context.workflowData;
  const expected = machineStateOf[state];
  expect(checkoutStatus(snapshot)).toBe(expected.status);
  expect(context.step).toBe(expected.step);

  // The steps before the current one are completed, and every completed step is valid.
  const stepIndex =
    expected.step === 'confirmation' ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.indexOf(context.step as never);
  expect(context.completedSteps).toEqual(CHECKOUT_STEPS.slice(0, stepIndex));
  const rules = {
    paymentTerms: context.lists.paymentTerms,
    lines: context.lines ?? { items: [], bundles: [] },
  };
  for (const step of context.completedSteps) expect(validateStep(step, data, rules).fieldErrors).toEqual({});
  if (context.completedSteps.includes('orderDetails')) expect(context.validatedPo).toBe(data.order.po.trim());

  // The card form shows exactly for the card term (bit 1).
  const term = context.lists.paymentTerms.find(
    (candidate) => candidate.id === data.billing.payment.paymentTermID,
  );
  expect(context.flags.showCreditCardForm).toBe(isCardTerm(term));
  if (snapshot.matches('editing') || snapshot.matches('submitting') || snapshot.matches('confirmed')) {
    expect(isCardTerm(term)).toBe(model.card);
  }
  // The card error flags are reset together or are exactly one failure's, never a mix.
  expect([resetCardErrors(), verificationFailed, triesExceeded]).toContainEqual(context.creditCardErrors);

  // Own carrier account exactly when a carrier account other than the empty GUID is chosen.
  expect(data.shipping.shippingMethod.useMyCarrierAccount).toBe(
    usesOwnCarrierAccount(data.shipping.shippingMethod.carrierPayment.carrierAccountID),
  );

  // Every request carries the load's checkout session, and only accepted terms are ever sent.
  for (const body of checkout.calls.submit) {
    expect(SubmitWorkflowBody.safeParse(body).success).toBe(true);
    expect(body.workflowData.order.checkOutSessionID).toBe(ids.session);
    expect(body.workflowData.isTermsAccepted).toBe(true);
    expect(body.documentID).toBe(ids.cart);
  }
  // A PO already in use is sent only after the person confirmed it.
  if (context.completedSteps.includes('orderDetails')) {
    expect(data.isDuplicatePO).toBe(context.poValidation?.exists ?? false);
  }
  if (state === 'confirmed') {
    expect(snapshot.status).toBe('done');
    expect(context.confirmation).toEqual(confirmation);
    const sent = checkout.calls.submit.at(-1)?.workflowData;
    expect(sent).toEqual(
      buildWorkflowData({
        workflowData: data,
        paymentTerms: context.lists.paymentTerms,
        cardBilling: context.cardBilling,
        billTo: context.lists.billTos.find((entry) => entry.id === data.billing.billTo.id),
        companyName: context.documentInfo?.companyName,
      }),
    );
    expect(sent?.billing.payment.countryCode).toBe(model.card ? 'USA' : '');
    expect(sent?.billing.payment.paymentInfoID).toBe(model.card ? ids.newCard : emptyGuid);
    if (sent?.shipping.shipTo.id === emptyGuid)
      expect(everyLineHasShipTo(sent.shipping, rules.lines)).toBe(true);
  }
}

/** How each model event is done on the real machine, with the checks only that event can make. */
function executors(run: Run) {
  const { checkout } = run;
  const inFlight = () => apiError(409, 'This order is already being submitted. Please wait a moment.');
  const submit = async (times: number) => {
    run.startSubmission();
    for (let i = 0; i < times; i++) checkout.send({ type: 'SUBMIT' });
    await checkout.settle();
    expect(run.currentSubmissionCalls()).toHaveLength(1);
  };
  return {
    LOADS() {
      return checkout.answer('load', loadAnswer());
    },
    LOAD_FAILS() {
      return checkout.fail('load', apiError(500, 'Server Error, please try again later'));
    },
    RETRY() {
      return checkout.send({ type: 'RETRY' });
    },
    NEXT_BLANK() {
      checkout.send({ type: 'NEXT' });
      expect(checkout.context().formError).toBe('Checkout.RequiredFields');
    },
    FILL_ORDER_AND_NEXT() {
      checkout.send({ type: 'SET_ORDER_FIELDS', fields: { title: 'Spring order', po: run.nextPo() } });
      checkout.send({ type: 'NEXT' });
    },
    CHANGE_PO_AND_NEXT() {
      checkout.send({ type: 'SET_ORDER_FIELDS', fields: { po: run.nextPo() } }, { type: 'NEXT' });
    },
    NEXT_UNCHANGED() {
      const calls = checkout.calls.validatePo.length;
      checkout.send({ type: 'NEXT' });
      expect(checkout.calls.validatePo).toHaveLength(calls);
    },
    PO_IS_NEW() {
      return checkout.answer('validatePo', newPo);
    },
    PO_IS_USED() {
      return checkout.answer('validatePo', usedPo);
    },
    async PO_IS_INVALID() {
      await checkout.answer('validatePo', badPo);
      expect(checkout.context().fieldErrors['order.po']).toEqual({ text: badPo.message });
    },
    async PO_CHECK_FAILS() {
      await checkout.fail('validatePo', apiError(500, 'Server Error, please try again later'));
      expect(checkout.context().fieldErrors['order.po']).toBeDefined();
    },
    CONFIRM_PO_REUSE() {
      return checkout.send({ type: 'CONFIRM_PO_REUSE' });
    },
    CHANGE_PO() {
      return checkout.send({ type: 'CHANGE_PO' });
    },
    NEXT() {
      return checkout.send({ type: 'NEXT' });
    },
    BACK() {
      return checkout.send({ type: 'BACK' });
    },
    GO_TO_ORDER_DETAILS() {
      return checkout.send({ type: 'GO_TO_STEP', step: 'orderDetails' });
    },
    CHOOSE_CARD_TERM() {
      return checkout.send({ type: 'SELECT_PAYMENT_TERM', id: ids.card });
    },
    CHOOSE_NET_TERM() {
      return checkout.send({ type: 'SELECT_PAYMENT_TERM', id: ids.net30 });
    },
    NEXT_WITHOUT_CARD() {
      checkout.send({ type: 'NEXT' });
      expect(checkout.context().fieldErrors).toEqual({
        'billing.payment.paymentInfoID': 'Checkout.CardRequired',
      });
    },
    CARD_FAILS() {
      return checkout.send({ type: 'CARD_FAILED', errors: verificationFailed });
    },
    CARD_TRIES_EXCEEDED() {
      return checkout.send({ type: 'CARD_FAILED', errors: triesExceeded });
    },
    CARD_CONVERTED() {
      return checkout.send({ type: 'CARD_CONVERTED', card: convertedCard, billing: cardBilling });
    },
    ASSIGN_NOTHING() {
      checkout.send({ type: 'ASSIGN_SHIP_TO', itemIDs: [], bundleIDs: [], shipToID: ids.shipToBranch });
      expect(checkout.context().shipToAssignError).toBe('Checkout.SelectAnItem');
    },
    SHIP_EACH_LINE() {
      checkout.send(
        {
          type: 'ASSIGN_SHIP_TO',
          itemIDs: [ids.lineAlone],
          bundleIDs: [ids.bundle],
          shipToID: ids.shipToBranch,
        },
        { type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'resetShipTo' },
      );
    },
    SHIP_ALL_TO_ONE() {
      checkout.send(
        { type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'clearLists' },
        { type: 'SET_SHIP_TO', id: ids.shipToMain },
      );
    },
    CLEAR_EVERY_SHIP_TO() {
      checkout.send(
        { type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'resetShipTo' },
        { type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'clearLists' },
      );
    },
    NEXT_WITHOUT_SHIP_TO() {
      checkout.send({ type: 'NEXT' });
      expect(checkout.context().fieldErrors).toEqual({ 'shipping.shipTo.id': 'Checkout.ShipToRequired' });
    },
    START_END_USER() {
      checkout.send({ type: 'SET_END_USER', fields: { line1: '2 End Street' } }, { type: 'NEXT' });
      expect(checkout.context().formError).toBe('Checkout.RequiredFields');
    },
    COMPLETE_END_USER() {
      checkout.send(
        {
          type: 'SET_END_USER',
          fields: { name: 'Contoso Clinic', city: 'Springfield', state: 'IL', zipCode: '62701' },
        },
        { type: 'NEXT' },
      );
    },
    ACCEPT_TERMS() {
      return checkout.send({ type: 'ACCEPT_TERMS', accepted: true });
    },
    UNACCEPT_TERMS() {
      return checkout.send({ type: 'ACCEPT_TERMS', accepted: false });
    },
    async SUBMIT() {
      const calls = checkout.calls.submit.length;
      run.startSubmission();
      checkout.send({ type: 'SUBMIT' });
      if (checkout.state().matches('submitting')) {
        expect(checkout.calls.submit).toHaveLength(calls + 1);
      } else {
        expect(checkout.context().fieldErrors).toEqual({ isTermsAccepted: 'Checkout.TermsRequired' });
        expect(checkout.calls.submit).toHaveLength(calls);
      }
    },
    DOUBLE_SUBMIT() {
      return submit(2);
    },
    CONFIRMED() {
      return checkout.answer('submit', confirmation);
    },
    IN_FLIGHT() {
      return checkout.fail('submit', inFlight());
    },
    async IN_FLIGHT_TOO_LONG() {
      // Answer 409 to every call of this submission until the machine gives up.
      while (checkoutStatus(checkout.state()) === 'submitting') {
        if (checkout.state().matches('waitingToResubmit'))
          checkout.clock.increment(CHECKOUT_TIMING.SUBMIT_RETRY_DELAY);
        else await checkout.fail('submit', inFlight());
      }
      expect(run.currentSubmissionCalls()).toHaveLength(1 + CHECKOUT_TIMING.MAX_IN_FLIGHT_RETRIES);
      expect(checkout.context().submitError).toEqual({
        text: 'This order is already being submitted. Please wait a moment.',
      });
    },
    async SUBMIT_FAILS() {
      await checkout.fail('submit', apiError(500, 'Server Error, please try again later'));
      expect(checkout.context().submitError).toEqual({ text: 'Server Error, please try again later' });
    },
    SUBMIT_IGNORED() {
      const calls = checkout.calls.submit.length;
      checkout.send({ type: 'SUBMIT' });
      expect(checkout.calls.submit).toHaveLength(calls);
    },
    DELAY_PASSES() {
      const calls = run.currentSubmissionCalls();
      checkout.clock.increment(CHECKOUT_TIMING.SUBMIT_RETRY_DELAY - 1);
      expect(run.currentSubmissionCalls()).toHaveLength(calls.length);
      checkout.clock.increment(1);
      const after = run.currentSubmissionCalls();
      expect(after).toHaveLength(calls.length + 1);
      // The identical body: same session, same data.
      expect(JSON.stringify(after.at(-1))).toBe(JSON.stringify(calls[0]));
    },
  };
}

/** A state of the model is its value and context, told apart by the transition that reached it. */
const model = createTestModel(checkoutModel);
const paths = model.getShortestPaths();

describe('checkoutMachine: model-based paths (xstate/graph)', () => {
  it('should cover every state of the model and every event of the real machine’s steps', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value as string)));
    reached.add(paths[0]?.state.value as string);
    for (const path of paths) reached.add(path.state.value as string);
    expect([...reached].sort()).toEqual(Object.keys(machineStateOf).sort());
    const events = new Set(
      paths
        .flatMap((path) => path.steps.map((step) => step.event.type))
        .filter((type) => type !== 'xstate.init'),
    );
    expect([...events].sort()).toEqual(Object.keys(executors(startRun())).sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('should follow: %s', async (_, path) => {
    const run = startRun();
    const handlers = executors(run);
    await path.test({
      events: Object.fromEntries(
        Object.entries(handlers).map(([type, execute]) => [type, async () => execute()]),
      ),
      states: {
        '*': (state) => checkInvariants(run.checkout, state.context, state.value as ModelState),
      },
    });
  });
});
