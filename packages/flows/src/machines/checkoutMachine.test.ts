import type { CreditCardErrors, WorkflowPageLoadAnswer } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { describe, expect, it } from 'vitest';
import { emptyGuid } from '../rules/documentTree';
import {
  address,
  apiError,
  badPo,
  type CheckoutHarness,
  cardBilling,
  cartDocument,
  confirmation,
  convertedCard,
  ids,
  loadAnswer,
  newPo,
  startCheckout,
  usedPo,
  verificationFailed,
} from '../testing/checkout';
import { CHECKOUT_TIMING, checkoutStatus, failureMessage, failureStatus } from './checkoutMachine';

type Checkout = CheckoutHarness;

/** Loaded, order details filled and the PO accepted as new: on billing and payment. */
async function toBilling(checkout: Checkout, load: WorkflowPageLoadAnswer = loadAnswer()) {
  await checkout.answer('load', load);
  checkout.send(
    { type: 'SET_ORDER_FIELDS', fields: { title: 'Spring order', po: 'PO-1' } },
    { type: 'NEXT' },
  );
  await checkout.answer('validatePo', newPo);
  expect(checkout.context().step).toBe('billingAndPayment');
}

/** From billing (valid) to terms with the terms accepted. */
function toTermsAccepted(checkout: Checkout) {
  checkout.send(
    { type: 'NEXT' },
    { type: 'NEXT' },
    { type: 'NEXT' },
    { type: 'ACCEPT_TERMS', accepted: true },
  );
  expect(checkout.context().step).toBe('terms');
}

describe('checkoutMachine: loading', () => {
  it('should load the document and fill the documents’ defaults into the workflow data', async () => {
    const checkout = startCheckout();
    expect(checkoutStatus(checkout.state())).toBe('loading');
    expect(checkout.calls.load).toEqual([cartDocument]);
    await checkout.answer('load', loadAnswer());
    const context = checkout.context();
    expect(checkoutStatus(checkout.state())).toBe('editing');
    expect(checkout.state().matches({ editing: { orderDetails: 'idle' } })).toBe(true);
    expect(context.step).toBe('orderDetails');
    expect(context.completedSteps).toEqual([]);
    expect(context.workflowData.order.checkOutSessionID).toBe(ids.session);
    expect(context.workflowData.billing.payment.paymentTermID).toBe(ids.net30);
    expect(context.workflowData.billing.billTo.id).toBe(ids.billTo);
    expect(context.workflowData.shipping.shipTo.id).toBe(ids.shipToMain);
    expect(context.flags.showCreditCardForm).toBe(false);
    expect(context.workflowData.shipping.shippingMethod.useMyCarrierAccount).toBe(false);
    expect(context.documentInfo).toMatchObject({ documentID: ids.cart, checkOutSessionID: ids.session });
    expect(context.lines?.items).toHaveLength(3);
  });

  it('should keep the order’s own term and show the card form when it is the card term', async () => {
    const checkout = startCheckout();
    const answer = loadAnswer();
    await checkout.answer('load', { ...answer, defaults: { ...answer.defaults, paymentTermID: ids.card } });
    expect(checkout.context().workflowData.billing.payment.paymentTermID).toBe(ids.card);
    expect(checkout.context().flags.showCreditCardForm).toBe(true);
  });

  it("should start the business unit on the quote's or requisition's own unit, and on none for a cart", async () => {
    const unit = '0b5e3c1a-7d2f-4e8a-9c6b-1f2e3d4c5b6a';
    const quote = startCheckout();
    const answer = loadAnswer();
    await quote.answer('load', {
      ...answer,
      documentType: 8,
      defaults: { ...answer.defaults, businessUnitID: unit },
    });
    expect(quote.context().workflowData.order.businessUnitID).toBe(unit);
    const cart = startCheckout();
    await cart.answer('load', loadAnswer());
    expect(cart.context().workflowData.order.businessUnitID).toBe(emptyGuid);
  });

  it('should use the primary carrier account and then ship on the customer’s own account', async () => {
    const checkout = startCheckout();
    const answer = loadAnswer();
    const primary = { ...answer.lists.carrierAccounts[0]!, isPrimary: true };
    await checkout.answer('load', { ...answer, lists: { ...answer.lists, carrierAccounts: [primary] } });
    expect(checkout.context().workflowData.shipping.shippingMethod).toMatchObject({
      useMyCarrierAccount: true,
      carrierPayment: { carrierAccountID: ids.carrierAccount, carrierCode: 'UPS', accountNumber: 'A1B2C3' },
    });
  });

  it('should show the load failure and load again on RETRY', async () => {
    const checkout = startCheckout();
    await checkout.fail('load', apiError(404, 'This checkout was not found or has already been ordered.'));
    expect(checkoutStatus(checkout.state())).toBe('loadFailed');
    expect(checkout.context().loadError).toEqual({
      text: 'This checkout was not found or has already been ordered.',
    });
    checkout.send({ type: 'RETRY' });
    expect(checkoutStatus(checkout.state())).toBe('loading');
    expect(checkout.context().loadError).toBeNull();
    expect(checkout.calls.load).toHaveLength(2);
    await checkout.answer('load', loadAnswer());
    expect(checkoutStatus(checkout.state())).toBe('editing');
  });
});

describe('checkoutMachine: net terms, one ship-to', () => {
  it('should walk every step, refuse what is missing, and submit once with the session id', async () => {
    const checkout = startCheckout();
    await checkout.answer('load', loadAnswer());

    checkout.send({ type: 'NEXT' });
    expect(checkout.context().fieldErrors).toEqual({
      'order.title': 'Field.Required',
      'order.po': 'Field.Required',
    });
    expect(checkout.context().formError).toBe('Checkout.RequiredFields');
    expect(checkout.calls.validatePo).toEqual([]);

    checkout.send({
      type: 'SET_ORDER_FIELDS',
      fields: { title: 'Spring order', po: ' PO-1 ', comments: 'Dock 4' },
    });
    checkout.send({ type: 'NEXT' });
    expect(checkoutStatus(checkout.state())).toBe('validatingPo');
    expect(checkout.context().fieldErrors).toEqual({});
    expect(checkout.calls.validatePo).toEqual(['PO-1']);
    await checkout.answer('validatePo', newPo);
    expect(checkout.context()).toMatchObject({ step: 'billingAndPayment', completedSteps: ['orderDetails'] });

    checkout.send({ type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' });
    expect(checkout.context()).toMatchObject({
      step: 'terms',
      completedSteps: ['orderDetails', 'billingAndPayment', 'shipping', 'endUser'],
    });

    checkout.send({ type: 'SUBMIT' });
    expect(checkout.state().matches({ editing: 'terms' })).toBe(true);
    expect(checkout.context().fieldErrors).toEqual({ isTermsAccepted: 'Checkout.TermsRequired' });
    expect(checkout.calls.submit).toEqual([]);

    checkout.send({ type: 'ACCEPT_TERMS', accepted: true }, { type: 'SUBMIT' });
    expect(checkoutStatus(checkout.state())).toBe('submitting');
    expect(checkout.calls.submit).toHaveLength(1);
    const body = checkout.calls.submit[0]!;
    expect(body).toMatchObject({ documentType: 0, documentID: ids.cart, actionID: '', token: '' });
    expect(body.workflowData).toMatchObject({
      order: { title: 'Spring order', po: 'PO-1', comments: 'Dock 4', checkOutSessionID: ids.session },
      billing: {
        billTo: { id: ids.billTo },
        payment: { paymentTermID: ids.net30, paymentInfoID: emptyGuid, countryCode: '' },
      },
      shipping: { shipTo: { id: ids.shipToMain }, shippingMethod: { method: 1, useMyCarrierAccount: false } },
      isDuplicatePO: false,
      isTermsAccepted: true,
    });

    await checkout.answer('submit', confirmation);
    expect(checkoutStatus(checkout.state())).toBe('confirmed');
    expect(checkout.state().status).toBe('done');
    expect(checkout.state().output).toEqual(confirmation);
    expect(checkout.context()).toMatchObject({
      step: 'confirmation',
      completedSteps: ['orderDetails', 'billingAndPayment', 'shipping', 'endUser', 'terms'],
      confirmation,
    });
  });

  it('should go back only to a completed step, and make the later steps upcoming again', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().step).toBe('shipping');
    checkout.send({ type: 'GO_TO_STEP', step: 'terms' });
    expect(checkout.context().step).toBe('shipping');
    checkout.send({ type: 'GO_TO_STEP', step: 'orderDetails' });
    expect(checkout.context()).toMatchObject({ step: 'orderDetails', completedSteps: [] });
    checkout.send({ type: 'GO_TO_STEP', step: 'shipping' });
    expect(checkout.context().step).toBe('orderDetails');
    // The PO did not change: no second validation.
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().step).toBe('billingAndPayment');
    expect(checkout.calls.validatePo).toHaveLength(1);
    checkout.send({ type: 'BACK' });
    expect(checkout.context().step).toBe('orderDetails');
  });

  it('should ignore the edits the load’s flags forbid', async () => {
    const checkout = startCheckout();
    const answer = loadAnswer();
    await checkout.answer('load', {
      ...answer,
      defaults: { ...answer.defaults, title: 'Quote 7', po: 'Q-7' },
      flags: { ...answer.flags, isOrderEditable: false, isBillingEditable: false },
    });
    checkout.send({ type: 'SET_ORDER_FIELDS', fields: { po: 'Other' } });
    expect(checkout.context().workflowData.order.po).toBe('Q-7');
    checkout.send({ type: 'NEXT' });
    await checkout.answer('validatePo', newPo);
    checkout.send({ type: 'SELECT_PAYMENT_TERM', id: ids.card });
    expect(checkout.context().workflowData.billing.payment.paymentTermID).toBe(ids.net30);
  });

  it('should accept the editing events of a step only on that step', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send({ type: 'SET_SHIP_TO', id: ids.shipToBranch }, { type: 'ACCEPT_TERMS', accepted: true });
    expect(checkout.context().workflowData.shipping.shipTo.id).toBe(ids.shipToMain);
    expect(checkout.context().workflowData.isTermsAccepted).toBe(false);
    checkout.send({ type: 'SET_ORDER_FIELDS', fields: { po: 'PO-2' } });
    expect(checkout.context().workflowData.order.po).toBe('PO-1');
  });
});

describe('checkoutMachine: card payment', () => {
  it('should show the card form for the card term, keep a failed card’s flags together, then use the converted card', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send({ type: 'SELECT_PAYMENT_TERM', id: ids.card });
    expect(checkout.context().flags.showCreditCardForm).toBe(true);
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().fieldErrors).toEqual({
      'billing.payment.paymentInfoID': 'Checkout.CardRequired',
    });

    checkout.send({ type: 'CARD_FAILED', errors: verificationFailed });
    expect(checkout.context().creditCardErrors).toEqual(verificationFailed);
    const triesExceeded: CreditCardErrors = {
      cardVerificationError: false,
      cardTriesExceeded: true,
      sslError: false,
      errorText: 'Too many tries',
      status: 'Locked',
    };
    checkout.send({ type: 'CARD_FAILED', errors: triesExceeded });
    expect(checkout.context().creditCardErrors).toEqual(triesExceeded);
    expect(checkout.context().workflowData.billing.payment.paymentInfoID).toBe(emptyGuid);

    checkout.send({ type: 'CARD_CONVERTED', card: convertedCard, billing: cardBilling });
    expect(checkout.context().creditCardErrors).toEqual({
      cardVerificationError: false,
      cardTriesExceeded: false,
      sslError: false,
      errorText: '',
      status: '',
    });
    expect(checkout.context().workflowData.billing.payment.paymentInfoID).toBe(ids.newCard);
    expect(checkout.context().paymentCard?.maskedCardNumber).toBe('************4242');
    expect(checkout.context().lists.savedCards.map((card) => card.id)).toContain(ids.newCard);

    toTermsAccepted(checkout);
    checkout.send({ type: 'SUBMIT' });
    expect(checkout.calls.submit[0]?.workflowData.billing.payment).toMatchObject({
      paymentTermID: ids.card,
      paymentInfoID: ids.newCard,
      addressLine1: '5 Card Street',
      city: 'Chicago',
      countryCode: 'USA',
    });
  });

  it('should take a saved card or a payment info request instead of a new card', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send(
      { type: 'SELECT_PAYMENT_TERM', id: ids.card },
      { type: 'SELECT_SAVED_CARD', id: ids.savedCard },
    );
    expect(checkout.context().paymentCard?.id).toBe(ids.savedCard);
    checkout.send({ type: 'PAYMENT_INFO_REQUESTED', id: ids.contact });
    expect(checkout.context().workflowData.billing.payment).toMatchObject({
      paymentInfoID: emptyGuid,
      paymentInfoRequestID: ids.contact,
    });
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().step).toBe('shipping');
  });

  it('should leave the refusal of a declined card alone when Continue is pressed, without the required-fields banner', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send(
      { type: 'SELECT_PAYMENT_TERM', id: ids.card },
      { type: 'CARD_FAILED', errors: verificationFailed },
      { type: 'NEXT' },
    );
    expect(checkout.context().step).toBe('billingAndPayment');
    expect(checkout.context().formError).toBeNull();
    expect(checkout.context().fieldErrors).toEqual({});
    expect(checkout.context().creditCardErrors).toEqual(verificationFailed);
    // Without a refusal the missing card is asked for as before.
    checkout.send({ type: 'CHOOSE_PAYMENT_METHOD', method: 'newCard' }, { type: 'NEXT' });
    expect(checkout.context().formError).toBe('Checkout.RequiredFields');
  });

  it('should stop charging the saved card once the person turns to a new card or a request not sent yet', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send(
      { type: 'SELECT_PAYMENT_TERM', id: ids.card },
      { type: 'SELECT_SAVED_CARD', id: ids.savedCard },
      { type: 'CHOOSE_PAYMENT_METHOD', method: 'newCard' },
    );
    expect(checkout.context().paymentCard).toBeNull();
    expect(checkout.context().workflowData.billing.payment.paymentInfoID).toBe(emptyGuid);
    // Continue asks for the new card instead of charging the one chosen before.
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().step).toBe('billingAndPayment');
    expect(checkout.context().fieldErrors).toEqual({
      'billing.payment.paymentInfoID': 'Checkout.CardRequired',
    });

    checkout.send(
      { type: 'SELECT_SAVED_CARD', id: ids.savedCard },
      { type: 'CHOOSE_PAYMENT_METHOD', method: 'request' },
    );
    expect(checkout.context().workflowData.billing.payment.paymentInfoID).toBe(emptyGuid);
  });

  it('should keep the card entered and the request sent in this checkout when their method is chosen again', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send(
      { type: 'SELECT_PAYMENT_TERM', id: ids.card },
      { type: 'CARD_CONVERTED', card: convertedCard, billing: cardBilling },
      { type: 'CHOOSE_PAYMENT_METHOD', method: 'newCard' },
    );
    expect(checkout.context().workflowData.billing.payment.paymentInfoID).toBe(ids.newCard);
    expect(checkout.context().paymentCard?.maskedCardNumber).toBe('************4242');
    checkout.send(
      { type: 'PAYMENT_INFO_REQUESTED', id: ids.contact },
      { type: 'CHOOSE_PAYMENT_METHOD', method: 'request' },
    );
    expect(checkout.context().workflowData.billing.payment.paymentInfoRequestID).toBe(ids.contact);
    // Turning to a new card drops the request: the card still to be entered is what pays.
    checkout.send({ type: 'CHOOSE_PAYMENT_METHOD', method: 'newCard' });
    expect(checkout.context().workflowData.billing.payment).toMatchObject({
      paymentInfoID: emptyGuid,
      paymentInfoRequestID: emptyGuid,
    });
  });

  it('should hide the card form and drop the card when net terms are chosen again', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send(
      { type: 'SELECT_PAYMENT_TERM', id: ids.card },
      { type: 'CARD_CONVERTED', card: convertedCard, billing: cardBilling },
      { type: 'SELECT_PAYMENT_TERM', id: ids.net30 },
    );
    expect(checkout.context().flags.showCreditCardForm).toBe(false);
    toTermsAccepted(checkout);
    checkout.send({ type: 'SUBMIT' });
    expect(checkout.calls.submit[0]?.workflowData.billing.payment).toMatchObject({
      paymentInfoID: emptyGuid,
      countryCode: '',
      addressLine1: '',
    });
  });
});

describe('checkoutMachine: PO validation', () => {
  it('should ask to reuse a PO already used and send isDuplicatePO once confirmed', async () => {
    const checkout = startCheckout();
    await checkout.answer('load', loadAnswer());
    checkout.send(
      { type: 'SET_ORDER_FIELDS', fields: { title: 'Spring order', po: 'PO-USED' } },
      { type: 'NEXT' },
    );
    await checkout.answer('validatePo', usedPo);
    expect(checkoutStatus(checkout.state())).toBe('confirmPoReuse');
    expect(checkout.context().poValidation?.orderNumbers).toEqual(['SO-1001']);
    checkout.send({ type: 'NEXT' });
    expect(checkoutStatus(checkout.state())).toBe('confirmPoReuse');

    checkout.send({ type: 'CONFIRM_PO_REUSE' });
    expect(checkout.context().step).toBe('billingAndPayment');
    expect(checkout.context().workflowData.isDuplicatePO).toBe(true);
    toTermsAccepted(checkout);
    checkout.send({ type: 'SUBMIT' });
    expect(checkout.calls.submit[0]?.workflowData).toMatchObject({
      order: { po: 'PO-USED' },
      isDuplicatePO: true,
    });
  });

  it('should go back to the PO on CHANGE_PO and validate the new one', async () => {
    const checkout = startCheckout();
    await checkout.answer('load', loadAnswer());
    checkout.send(
      { type: 'SET_ORDER_FIELDS', fields: { title: 'Spring order', po: 'PO-USED' } },
      { type: 'NEXT' },
    );
    await checkout.answer('validatePo', usedPo);
    checkout.send({ type: 'CHANGE_PO' });
    expect(checkout.state().matches({ editing: { orderDetails: 'idle' } })).toBe(true);
    expect(checkout.context().poValidation).toBeNull();
    checkout.send({ type: 'SET_ORDER_FIELDS', fields: { po: 'PO-NEW' } }, { type: 'NEXT' });
    expect(checkout.calls.validatePo).toEqual(['PO-USED', 'PO-NEW']);
    await checkout.answer('validatePo', newPo);
    expect(checkout.context().step).toBe('billingAndPayment');
    expect(checkout.context().workflowData.isDuplicatePO).toBe(false);
  });

  it('should forget a confirmed reuse when the PO changes', async () => {
    const checkout = startCheckout();
    await checkout.answer('load', loadAnswer());
    checkout.send(
      { type: 'SET_ORDER_FIELDS', fields: { title: 'Spring order', po: 'PO-USED' } },
      { type: 'NEXT' },
    );
    await checkout.answer('validatePo', usedPo);
    checkout.send({ type: 'CONFIRM_PO_REUSE' }, { type: 'BACK' });
    checkout.send({ type: 'SET_ORDER_FIELDS', fields: { po: 'PO-2' } });
    expect(checkout.context()).toMatchObject({ validatedPo: null, workflowData: { isDuplicatePO: false } });
    checkout.send({ type: 'NEXT' });
    expect(checkout.calls.validatePo).toEqual(['PO-USED', 'PO-2']);
  });

  it("should show the server's message on the PO when it is invalid or cannot be checked", async () => {
    const checkout = startCheckout();
    await checkout.answer('load', loadAnswer());
    checkout.send(
      { type: 'SET_ORDER_FIELDS', fields: { title: 'Spring order', po: 'PO<1>' } },
      { type: 'NEXT' },
    );
    await checkout.answer('validatePo', badPo);
    expect(checkout.state().matches({ editing: { orderDetails: 'idle' } })).toBe(true);
    expect(checkout.context().fieldErrors).toEqual({ 'order.po': { text: badPo.message } });

    checkout.send({ type: 'NEXT' });
    await checkout.fail('validatePo', apiError(500, 'Server Error, please try again later'));
    expect(checkout.context().fieldErrors).toEqual({
      'order.po': { text: 'Server Error, please try again later' },
    });
    expect(checkout.context().step).toBe('orderDetails');
  });
});

describe('checkoutMachine: several ship-to addresses', () => {
  it("should refuse an empty selection with 'Please select an item.' and clear the addresses both ways", async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send({ type: 'NEXT' });
    checkout.send({ type: 'ASSIGN_SHIP_TO', itemIDs: [], bundleIDs: [], shipToID: ids.shipToBranch });
    const error = checkout.context().shipToAssignError;
    expect(error && formatMessage(error)).toBe('Please select an item.');

    checkout.send(
      { type: 'ASSIGN_SHIP_TO', itemIDs: [ids.lineAlone], bundleIDs: [], shipToID: ids.shipToBranch },
      { type: 'ASSIGN_SHIP_TO', itemIDs: [], bundleIDs: [ids.bundle], shipToID: ids.shipToMain },
    );
    expect(checkout.context().shipToAssignError).toBeNull();
    expect(checkout.context().workflowData.shipping).toMatchObject({
      lineItemShipToAddresses: [{ itemID: ids.lineAlone, shipToID: ids.shipToBranch }],
      bundleShipToAddress: [{ bundleID: ids.bundle, shipToID: ids.shipToMain }],
    });

    // Every line has its own address: the single ship-to may be reset.
    checkout.send({ type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'resetShipTo' });
    expect(checkout.context().workflowData.shipping.shipTo.id).toBe(emptyGuid);
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().step).toBe('endUser');

    checkout.send({ type: 'BACK' }, { type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'clearLists' });
    expect(checkout.context().workflowData.shipping).toMatchObject({
      lineItemShipToAddresses: [],
      bundleShipToAddress: [],
    });
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().fieldErrors).toEqual({ 'shipping.shipTo.id': 'Checkout.ShipToRequired' });
    checkout.send({ type: 'SET_SHIP_TO', id: ids.shipToBranch }, { type: 'NEXT' });
    expect(checkout.context().step).toBe('endUser');
  });

  it('should remember a ship-to added during checkout and ship on a chosen carrier account', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send({ type: 'NEXT' });
    const added = address(ids.contact, 2, { name: 'New warehouse' });
    checkout.send({ type: 'ADDRESS_ADDED', address: added }, { type: 'SET_SHIP_TO', id: added.id });
    expect(checkout.context().lists.addedShipTos).toEqual([added]);
    expect(checkout.context().lists.shipTos.map((entry) => entry.id)).toContain(added.id);

    checkout.send({ type: 'SELECT_CARRIER_ACCOUNT', id: ids.carrierAccount });
    expect(checkout.context().workflowData.shipping.shippingMethod).toMatchObject({
      useMyCarrierAccount: true,
      carrierPayment: { carrierAccountID: ids.carrierAccount, carrierCode: 'UPS', accountNumber: 'A1B2C3' },
    });
    checkout.send({ type: 'SET_CARRIER_ACCOUNT_NUMBER', accountNumber: '' }, { type: 'NEXT' });
    expect(checkout.context().fieldErrors).toEqual({
      'shipping.shippingMethod.carrierPayment.accountNumber': 'Checkout.CarrierAccountRequired',
    });
    checkout.send({ type: 'SELECT_CARRIER_ACCOUNT', id: emptyGuid });
    expect(checkout.context().workflowData.shipping.shippingMethod.useMyCarrierAccount).toBe(false);
    checkout.send({ type: 'SET_SHIPPING_METHOD', method: 4 }, { type: 'NEXT' });
    expect(checkout.context().step).toBe('endUser');
    checkout.send({ type: 'SET_END_USER', fields: { name: 'Contoso Clinic' } }, { type: 'NEXT' });
    expect(Object.keys(checkout.context().fieldErrors)).toContain('endUserAddress.line1');
  });

  it('should ship on a carrier account typed in, without a saved one', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    checkout.send({ type: 'NEXT' }, { type: 'SET_SHIP_TO', id: ids.shipToBranch });
    // 'Use my carrier account' with no saved account chosen: a carrier, then its account number.
    checkout.send({ type: 'SET_CARRIER', code: 'FEDEX' });
    expect(checkout.context().workflowData.shipping.shippingMethod).toMatchObject({
      useMyCarrierAccount: true,
      carrierPayment: { carrierAccountID: emptyGuid, carrierCode: 'FEDEX', accountNumber: '' },
    });
    checkout.send({ type: 'NEXT' });
    expect(checkout.context().fieldErrors).toEqual({
      'shipping.shippingMethod.carrierPayment.accountNumber': 'Checkout.CarrierAccountRequired',
    });
    checkout.send({ type: 'SET_CARRIER_ACCOUNT_NUMBER', accountNumber: '998877' }, { type: 'NEXT' });
    expect(checkout.context().step).toBe('endUser');
    expect(checkout.context().workflowData.shipping.shippingMethod.carrierPayment).toEqual({
      carrierAccountID: emptyGuid,
      carrierCode: 'FEDEX',
      accountNumber: '998877',
    });
  });
});

describe('checkoutMachine: submitting exactly once', () => {
  async function toSubmitting(checkout: Checkout) {
    await toBilling(checkout);
    toTermsAccepted(checkout);
    checkout.send({ type: 'SUBMIT' });
    expect(checkoutStatus(checkout.state())).toBe('submitting');
  }

  it('should send one request for a double SUBMIT', async () => {
    const checkout = startCheckout();
    await toBilling(checkout);
    toTermsAccepted(checkout);
    checkout.send({ type: 'SUBMIT' }, { type: 'SUBMIT' });
    await checkout.settle();
    checkout.send({ type: 'SUBMIT' });
    expect(checkout.calls.submit).toHaveLength(1);
  });

  it('should resend the identical body after 1 s when the server answers 409 (in flight), then confirm', async () => {
    const checkout = startCheckout();
    await toSubmitting(checkout);
    await checkout.fail(
      'submit',
      apiError(409, 'This order is already being submitted. Please wait a moment.'),
    );
    expect(checkoutStatus(checkout.state())).toBe('submitting');
    expect(checkout.state().matches('waitingToResubmit')).toBe(true);
    checkout.clock.increment(CHECKOUT_TIMING.SUBMIT_RETRY_DELAY - 1);
    expect(checkout.calls.submit).toHaveLength(1);
    checkout.clock.increment(1);
    expect(checkout.calls.submit).toHaveLength(2);
    expect(JSON.stringify(checkout.calls.submit[1])).toBe(JSON.stringify(checkout.calls.submit[0]));
    await checkout.answer('submit', confirmation);
    expect(checkoutStatus(checkout.state())).toBe('confirmed');
  });

  it('should give up after 5 retries of a 409 and show the server’s message on terms', async () => {
    const checkout = startCheckout();
    await toSubmitting(checkout);
    for (let attempt = 0; attempt < CHECKOUT_TIMING.MAX_IN_FLIGHT_RETRIES; attempt++) {
      await checkout.fail(
        'submit',
        apiError(409, 'This order is already being submitted. Please wait a moment.'),
      );
      checkout.clock.increment(CHECKOUT_TIMING.SUBMIT_RETRY_DELAY);
    }
    expect(checkout.calls.submit).toHaveLength(1 + CHECKOUT_TIMING.MAX_IN_FLIGHT_RETRIES);
    await checkout.fail('submit', Object.assign(new Error(''), { status: 409 }));
    expect(checkout.state().matches({ editing: 'terms' })).toBe(true);
    expect(checkout.context().submitError).toBe('Checkout.InFlight');
    checkout.clock.increment(CHECKOUT_TIMING.SUBMIT_RETRY_DELAY * 10);
    expect(checkout.calls.submit).toHaveLength(1 + CHECKOUT_TIMING.MAX_IN_FLIGHT_RETRIES);
    expect(new Set(checkout.calls.submit.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('should go back to terms with the server’s message on any other failure, and resend the same body on SUBMIT', async () => {
    const checkout = startCheckout();
    await toSubmitting(checkout);
    await checkout.fail(
      'submit',
      apiError(409, 'This order is already being submitted. Please wait a moment.'),
    );
    checkout.clock.increment(CHECKOUT_TIMING.SUBMIT_RETRY_DELAY);
    await checkout.fail('submit', apiError(500, 'Server Error, please try again later'));
    expect(checkout.state().matches({ editing: 'terms' })).toBe(true);
    expect(checkout.context().submitError).toEqual({ text: 'Server Error, please try again later' });

    checkout.send({ type: 'SUBMIT' });
    expect(checkout.context().submitError).toBeNull();
    expect(checkout.calls.submit).toHaveLength(3);
    expect(JSON.stringify(checkout.calls.submit[2])).toBe(JSON.stringify(checkout.calls.submit[0]));
    expect(checkout.calls.submit[2]?.workflowData.order.checkOutSessionID).toBe(ids.session);
  });
});

describe('failureStatus and failureMessage', () => {
  it.each([
    [apiError(409, 'In flight'), 409, { text: 'In flight' }],
    [Object.assign(new Error('Fetch failed'), { statusCode: 502 }), 502, { text: 'Fetch failed' }],
    [{ response: { status: 422 }, data: { message: 'Key reused' } }, 422, { text: 'Key reused' }],
    ['nothing', null, 'Http.Other'],
    [undefined, null, 'Http.Other'],
  ])('should read %s', (error, status, message) => {
    expect(failureStatus(error)).toBe(status);
    expect(failureMessage(error, 'Http.Other')).toEqual(message);
  });
});
