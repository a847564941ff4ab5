import { WorkflowData } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { describe, expect, it } from 'vitest';
import { address, cardBilling, ids, loadAnswer, paymentTerms } from '../testing/checkout';
import {
  type AddressLists,
  assignShipTo,
  buildWorkflowData,
  type CheckoutRuleContext,
  type CheckoutWorkflowData,
  checkoutMessageText,
  clearMultipleShipTo,
  defaultPaymentTermId,
  everyLineHasShipTo,
  firstInvalidStep,
  isCardTerm,
  rememberAddedAddress,
  resetCardErrors,
  shippingCutoff,
  shippingMethodNotices,
  showsCreditCardForm,
  usesOwnCarrierAccount,
  validateStep,
} from './checkout';
import { emptyGuid } from './documentTree';

const answer = loadAnswer();
const context: CheckoutRuleContext = { paymentTerms, lines: answer.lines };

/** Workflow data that passes every step: net terms, one ship-to, no end user, terms accepted. */
function completeData(): CheckoutWorkflowData {
  return {
    order: {
      title: 'Spring order',
      po: 'PO-1',
      checkOutSessionID: ids.session,
      comments: '',
      attachmentIDs: [],
      blanketOrderID: emptyGuid,
      businessUnitID: emptyGuid,
    },
    billing: {
      billTo: { id: ids.billTo },
      payment: {
        paymentTermID: ids.net30,
        paymentInfoID: emptyGuid,
        paymentInfoRequestID: emptyGuid,
        companyName: '',
        addressLine1: '',
        addressLine2: '',
        addressLine3: '',
        city: '',
        state: '',
        zipCode: '',
        countryCode: '',
        phoneNumber: '',
        email: '',
      },
    },
    shipping: {
      shipTo: { id: ids.shipToMain, contactID: emptyGuid },
      shippingMethod: {
        method: 1,
        carrierPayment: { carrierAccountID: emptyGuid, carrierCode: '', accountNumber: '' },
        useMyCarrierAccount: false,
      },
      lineItemShipToAddresses: [],
      bundleShipToAddress: [],
    },
    endUserAddress: {
      id: emptyGuid,
      contactID: emptyGuid,
      name: '',
      line1: '',
      line2: '',
      line3: '',
      city: '',
      state: '',
      zipCode: '',
      countryCode: '',
      firstName: '',
      lastName: '',
      contactName: '',
      phone: '',
      email: '',
    },
    isDuplicatePO: false,
    users: [],
    isTermsAccepted: true,
  };
}

const withPayment = (
  data: CheckoutWorkflowData,
  payment: Partial<CheckoutWorkflowData['billing']['payment']>,
) => ({
  ...data,
  billing: { ...data.billing, payment: { ...data.billing.payment, ...payment } },
});

describe('defaultPaymentTermId', () => {
  it('should apply the NET30 term (erpCode in any case) while the order has the empty GUID', () => {
    expect(defaultPaymentTermId(paymentTerms, emptyGuid)).toBe(ids.net30);
  });

  it('should keep a term the order already has', () => {
    expect(defaultPaymentTermId(paymentTerms, ids.card)).toBe(ids.card);
  });

  it('should keep the empty GUID when no term is NET30', () => {
    expect(
      defaultPaymentTermId(
        paymentTerms.filter((term) => term.id !== ids.net30),
        emptyGuid,
      ),
    ).toBe(emptyGuid);
  });
});

describe('card term', () => {
  it.each([
    [0, false],
    [1, true],
    [2, false],
    [3, true],
    [4, false],
    [9, true],
  ])('should read flags %i as card term %s (bit 1)', (flags, card) => {
    expect(isCardTerm({ flags })).toBe(card);
  });

  it('should show the card form only for the selected card term', () => {
    expect(showsCreditCardForm(paymentTerms, ids.card)).toBe(true);
    expect(showsCreditCardForm(paymentTerms, ids.net30)).toBe(false);
    expect(showsCreditCardForm(paymentTerms, emptyGuid)).toBe(false);
  });
});

describe('usesOwnCarrierAccount', () => {
  it('should be true for any account but the empty GUID', () => {
    expect(usesOwnCarrierAccount(ids.carrierAccount)).toBe(true);
    expect(usesOwnCarrierAccount(emptyGuid)).toBe(false);
    expect(usesOwnCarrierAccount('')).toBe(false);
  });
});

describe('several ship-to addresses', () => {
  const shipping = completeData().shipping;

  it("should refuse an assignment with nothing selected ('Please select an item.')", () => {
    const result = assignShipTo(shipping, { itemIDs: [], bundleIDs: [], shipToID: ids.shipToBranch });
    expect(result).toEqual({ ok: false, error: 'Checkout.SelectAnItem' });
    expect(result.ok ? '' : formatMessage(result.error)).toBe('Please select an item.');
  });

  it('should replace the assignments of the selected lines and bundles and keep the others', () => {
    const first = assignShipTo(shipping, {
      itemIDs: [ids.lineAlone],
      bundleIDs: [ids.bundle],
      shipToID: ids.shipToMain,
    });
    if (!first.ok) throw new Error('expected an assignment');
    const second = assignShipTo(first.shipping, {
      itemIDs: [ids.lineAlone],
      bundleIDs: [],
      shipToID: ids.shipToBranch,
    });
    if (!second.ok) throw new Error('expected an assignment');
    expect(second.shipping.lineItemShipToAddresses).toEqual([
      { itemID: ids.lineAlone, shipToID: ids.shipToBranch },
    ]);
    expect(second.shipping.bundleShipToAddress).toEqual([{ bundleID: ids.bundle, shipToID: ids.shipToMain }]);
  });

  it('should remove the assignments of the selected lines when assigned the empty GUID', () => {
    const first = assignShipTo(shipping, {
      itemIDs: [ids.lineAlone],
      bundleIDs: [],
      shipToID: ids.shipToMain,
    });
    if (!first.ok) throw new Error('expected an assignment');
    const removed = assignShipTo(first.shipping, {
      itemIDs: [ids.lineAlone],
      bundleIDs: [],
      shipToID: emptyGuid,
    });
    expect(removed.ok && removed.shipping.lineItemShipToAddresses).toEqual([]);
  });

  it('should count a line as covered by its own ship-to or by its bundle', () => {
    const bundleOnly = assignShipTo(shipping, {
      itemIDs: [],
      bundleIDs: [ids.bundle],
      shipToID: ids.shipToMain,
    });
    if (!bundleOnly.ok) throw new Error('expected an assignment');
    expect(everyLineHasShipTo(bundleOnly.shipping, answer.lines)).toBe(false);
    const all = assignShipTo(bundleOnly.shipping, {
      itemIDs: [ids.lineAlone],
      bundleIDs: [],
      shipToID: ids.shipToBranch,
    });
    if (!all.ok) throw new Error('expected an assignment');
    expect(everyLineHasShipTo(all.shipping, answer.lines)).toBe(true);
    expect(everyLineHasShipTo(all.shipping, { items: [], bundles: [] })).toBe(false);
  });

  it('should clear either the single ship-to or the per-line lists', () => {
    const assigned = assignShipTo(shipping, {
      itemIDs: [ids.lineAlone],
      bundleIDs: [ids.bundle],
      shipToID: ids.shipToBranch,
    });
    if (!assigned.ok) throw new Error('expected an assignment');
    const reset = clearMultipleShipTo(assigned.shipping, 'resetShipTo');
    expect(reset.shipTo).toEqual({ id: emptyGuid, contactID: emptyGuid });
    expect(reset.lineItemShipToAddresses).toHaveLength(1);
    const cleared = clearMultipleShipTo(assigned.shipping, 'clearLists');
    expect(cleared.shipTo.id).toBe(ids.shipToMain);
    expect(cleared.lineItemShipToAddresses).toEqual([]);
    expect(cleared.bundleShipToAddress).toEqual([]);
  });
});

describe('shipping cutoff (1 pm New York time)', () => {
  it.each([
    ['January (EST, UTC-5) 12:59', '2025-01-15T17:59:00Z', false],
    ['January (EST, UTC-5) 13:01', '2025-01-15T18:01:00Z', true],
    ['July (EDT, UTC-4) 12:59', '2025-07-15T16:59:00Z', false],
    ['July (EDT, UTC-4) 13:01', '2025-07-15T17:01:00Z', true],
    ['exactly 13:00 in July', '2025-07-15T17:00:00Z', true],
    ['late evening (23:30) in January', '2025-01-16T04:30:00Z', true],
    ['just after midnight in July', '2025-07-15T04:05:00Z', false],
  ])('should tell whether %s is past the cutoff', (_, instant, past) => {
    expect(shippingCutoff(new Date(instant))).toBe(past);
  });

  const morning = new Date('2025-07-15T14:00:00Z');
  const afternoon = new Date('2025-07-15T18:00:00Z');
  it.each([
    [1, morning, []],
    [1, afternoon, []],
    [2, afternoon, []],
    [3, morning, []],
    [3, afternoon, ['Checkout.SameDayCutoff']],
    [4, morning, ['Checkout.ExpeditedWarning']],
    [4, afternoon, ['Checkout.ExpeditedWarning', 'Checkout.SameDayCutoff']],
  ])('should give method %i at %s the notices %j', (method, now, notices) => {
    expect(shippingMethodNotices(method, now)).toEqual(notices);
  });
});

describe('validateStep', () => {
  it('should pass a complete checkout', () => {
    expect(firstInvalidStep(completeData(), context)).toBeNull();
  });

  it('should require the order name and the PO', () => {
    const data = completeData();
    const result = validateStep(
      'orderDetails',
      { ...data, order: { ...data.order, title: ' ', po: '' } },
      context,
    );
    expect(result).toEqual({
      fieldErrors: { 'order.title': 'Field.Required', 'order.po': 'Field.Required' },
      formError: 'Checkout.RequiredFields',
    });
    expect(formatMessage(result.formError ?? 'Http.Other')).toBe(
      'Please enter all required fields and try again.',
    );
  });

  it('should refuse a PO over the contract’s limit, kept whole, asking to correct it, not to fill it in', () => {
    const data = completeData();
    const long = { ...data, order: { ...data.order, po: 'P'.repeat(60) } };
    const result = validateStep('orderDetails', long, context);
    expect(result).toEqual({
      fieldErrors: { 'order.po': { text: formatMessage('Field.TooLong', { max: 50 }) } },
      formError: 'Global.CorrectFields',
    });
    expect(formatMessage(result.formError ?? 'Http.Other')).toBe(
      'Please correct the marked fields and try again.',
    );
    // The contract refuses the same PO; 50 characters with spaces around them are taken (both trim).
    expect(WorkflowData.safeParse(long).success).toBe(false);
    const padded = { ...data, order: { ...data.order, po: ` ${'P'.repeat(50)} ` } };
    expect(validateStep('orderDetails', padded, context)).toEqual({ fieldErrors: {} });
    expect(WorkflowData.safeParse(padded).success).toBe(true);
    // A missing field as well: the message asks for the required fields.
    const both = { ...data, order: { ...data.order, title: '', comments: 'c'.repeat(2001) } };
    expect(validateStep('orderDetails', both, context)).toMatchObject({
      fieldErrors: {
        'order.title': 'Field.Required',
        'order.comments': { text: formatMessage('Field.TooLong', { max: 2000 }) },
      },
      formError: 'Checkout.RequiredFields',
    });
  });

  it('should require a business unit only when the hierarchy asks for one (issue 18)', () => {
    const data = completeData();
    expect(validateStep('orderDetails', data, context)).toEqual({ fieldErrors: {} });
    const required = { ...context, businessUnitRequired: true };
    expect(validateStep('orderDetails', data, required)).toEqual({
      fieldErrors: { 'order.businessUnitID': 'Field.Required' },
      formError: 'Checkout.RequiredFields',
    });
    const chosen = { ...data, order: { ...data.order, businessUnitID: ids.session } };
    expect(validateStep('orderDetails', chosen, required)).toEqual({ fieldErrors: {} });
  });

  it('should require a bill-to and a known payment term', () => {
    const data = withPayment(completeData(), { paymentTermID: emptyGuid });
    const result = validateStep(
      'billingAndPayment',
      { ...data, billing: { ...data.billing, billTo: { id: emptyGuid } } },
      context,
    );
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      'billing.billTo.id',
      'billing.payment.paymentTermID',
    ]);
  });

  it('should require a card, a saved card or a payment info request with the card term', () => {
    const card = withPayment(completeData(), { paymentTermID: ids.card });
    expect(validateStep('billingAndPayment', card, context).fieldErrors).toEqual({
      'billing.payment.paymentInfoID': 'Checkout.CardRequired',
    });
    expect(
      validateStep('billingAndPayment', withPayment(card, { paymentInfoID: ids.savedCard }), context),
    ).toEqual({
      fieldErrors: {},
    });
    expect(
      validateStep('billingAndPayment', withPayment(card, { paymentInfoRequestID: ids.newCard }), context),
    ).toEqual({ fieldErrors: {} });
  });

  it('should require a ship-to unless every line has its own', () => {
    const data = completeData();
    const noShipTo = {
      ...data,
      shipping: { ...data.shipping, shipTo: { id: emptyGuid, contactID: emptyGuid } },
    };
    expect(validateStep('shipping', noShipTo, context).fieldErrors).toEqual({
      'shipping.shipTo.id': 'Checkout.ShipToRequired',
    });
    const assigned = assignShipTo(noShipTo.shipping, {
      itemIDs: [ids.lineAlone],
      bundleIDs: [ids.bundle],
      shipToID: ids.shipToBranch,
    });
    if (!assigned.ok) throw new Error('expected an assignment');
    expect(validateStep('shipping', { ...noShipTo, shipping: assigned.shipping }, context)).toEqual({
      fieldErrors: {},
    });
  });

  it('should require a shipping method of 1 to 4', () => {
    const data = completeData();
    const result = validateStep(
      'shipping',
      {
        ...data,
        shipping: { ...data.shipping, shippingMethod: { ...data.shipping.shippingMethod, method: 7 } },
      },
      context,
    );
    expect(result.fieldErrors).toEqual({ 'shipping.shippingMethod.method': 'Field.Required' });
  });

  it('should require the carrier and the account number on the customer’s own carrier account', () => {
    const data = completeData();
    const own = {
      ...data,
      shipping: {
        ...data.shipping,
        shippingMethod: {
          method: 2,
          useMyCarrierAccount: true,
          carrierPayment: { carrierAccountID: ids.carrierAccount, carrierCode: '', accountNumber: ' ' },
        },
      },
    };
    expect(validateStep('shipping', own, context).fieldErrors).toEqual({
      'shipping.shippingMethod.carrierPayment.carrierCode': 'Checkout.CarrierAccountRequired',
      'shipping.shippingMethod.carrierPayment.accountNumber': 'Checkout.CarrierAccountRequired',
    });
  });

  it('should leave the end user optional but require name and address once any field is filled', () => {
    const data = completeData();
    expect(validateStep('endUser', data, context)).toEqual({ fieldErrors: {} });
    expect(
      validateStep(
        'endUser',
        { ...data, endUserAddress: { ...data.endUserAddress, countryCode: 'USA' } },
        context,
      ),
    ).toEqual({ fieldErrors: {} });
    const started = { ...data, endUserAddress: { ...data.endUserAddress, line1: '2 End Street' } };
    expect(Object.keys(validateStep('endUser', started, context).fieldErrors).sort()).toEqual([
      'endUserAddress.city',
      'endUserAddress.name',
      'endUserAddress.state',
      'endUserAddress.zipCode',
    ]);
  });

  it('should require the terms and conditions to be accepted', () => {
    const result = validateStep('terms', { ...completeData(), isTermsAccepted: false }, context);
    expect(result.fieldErrors).toEqual({ isTermsAccepted: 'Checkout.TermsRequired' });
    expect(firstInvalidStep({ ...completeData(), isTermsAccepted: false }, context)?.step).toBe('terms');
  });
});

describe('buildWorkflowData', () => {
  const billTo = answer.lists.billTos[0];

  it('should send net terms without any card or card address, and pass the contract', () => {
    const data = withPayment(completeData(), { paymentInfoID: ids.savedCard, city: 'Left over' });
    const built = buildWorkflowData({ workflowData: data, paymentTerms, cardBilling, billTo });
    expect(built.billing.payment).toMatchObject({ paymentInfoID: emptyGuid, city: '', countryCode: '' });
    expect(WorkflowData.safeParse(built).success).toBe(true);
  });

  it("should force USA and take the card's billing details with the card term", () => {
    const data = withPayment(completeData(), { paymentTermID: ids.card, paymentInfoID: ids.newCard });
    const built = buildWorkflowData({
      workflowData: data,
      paymentTerms,
      cardBilling: { ...cardBilling, addressLine1: ' 5 Card Street ' },
      billTo,
    });
    expect(built.billing.payment).toMatchObject({
      paymentInfoID: ids.newCard,
      addressLine1: '5 Card Street',
      city: 'Chicago',
      zipCode: '60601',
      countryCode: 'USA',
    });
    expect(WorkflowData.safeParse(built).success).toBe(true);
  });

  it('should take the bill-to address for a saved card, still with USA', () => {
    const data = withPayment(completeData(), { paymentTermID: ids.card, paymentInfoID: ids.savedCard });
    const built = buildWorkflowData({
      workflowData: data,
      paymentTerms,
      billTo: address(ids.billTo, 1, { countryCode: 'CAN' }),
    });
    expect(built.billing.payment).toMatchObject({ addressLine1: '1 Main Street', countryCode: 'USA' });
  });

  it('should drop the carrier payment unless the customer’s own account is used', () => {
    const data = completeData();
    const leftOver = {
      ...data,
      shipping: {
        ...data.shipping,
        shippingMethod: {
          ...data.shipping.shippingMethod,
          carrierPayment: { carrierAccountID: emptyGuid, carrierCode: 'UPS', accountNumber: '123' },
        },
      },
    };
    expect(
      buildWorkflowData({ workflowData: leftOver, paymentTerms }).shipping.shippingMethod.carrierPayment,
    ).toEqual({
      carrierAccountID: emptyGuid,
      carrierCode: '',
      accountNumber: '',
    });
  });

  it('should give the same body for the same input (a retry sends the same thing)', () => {
    const input = { workflowData: completeData(), paymentTerms, cardBilling, billTo };
    expect(JSON.stringify(buildWorkflowData(input))).toBe(JSON.stringify(buildWorkflowData(input)));
  });
});

describe('card errors and added addresses', () => {
  it('should reset the three card error flags together', () => {
    expect(resetCardErrors()).toEqual({
      cardVerificationError: false,
      cardTriesExceeded: false,
      sslError: false,
      errorText: '',
      status: '',
    });
  });

  it('should remember a new ship-to (type 2) as added and put a bill-to (type 1) in the bill-tos', () => {
    const lists: AddressLists = { billTos: [], shipTos: [address(ids.shipToMain, 2)], addedShipTos: [] };
    const shipTo = address(ids.shipToBranch, 2);
    const withShipTo = rememberAddedAddress(lists, shipTo);
    expect(withShipTo.shipTos.map((entry) => entry.id)).toEqual([ids.shipToMain, ids.shipToBranch]);
    expect(withShipTo.addedShipTos).toEqual([shipTo]);
    expect(withShipTo.billTos).toEqual([]);
    const withBillTo = rememberAddedAddress(withShipTo, address(ids.billTo, 1));
    expect(withBillTo.billTos.map((entry) => entry.id)).toEqual([ids.billTo]);
    expect(withBillTo.addedShipTos).toEqual([shipTo]);
    expect(rememberAddedAddress(lists, address(ids.contact, 3))).toEqual(lists);
  });

  it('should resolve a catalogue key or keep a server text', () => {
    expect(checkoutMessageText('Checkout.PoExists')).toBe('PO# already exists');
    expect(checkoutMessageText({ text: 'From the server' })).toBe('From the server');
  });
});
