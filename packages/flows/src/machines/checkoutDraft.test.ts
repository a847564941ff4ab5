import type { WorkflowPageLoadAnswer } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { type CheckoutDraft, checkoutDraftOf, parseCheckoutDraft } from '../rules/checkoutDraft';
import { emptyGuid } from '../rules/documentTree';
import {
  type CheckoutHarness,
  cardBilling,
  convertedCard,
  ids,
  loadAnswer,
  newPo,
  startCheckout,
} from '../testing/checkout';

/**
 * The checkout's draft (rules/checkoutDraft.ts) through the machine: what the person entered in every step, kept
 * as the page keeps it (JSON text) and given to a checkout started again (a reload, coming back), is restored after
 * the load when it is the same cart with the same lines; never the card, nor the terms' acceptance.
 */

const endUser = {
  name: 'Radiology Wing',
  line1: '1 Imaging Way',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98101',
  countryCode: 'US',
  firstName: 'Sam',
  lastName: 'Lee',
  phone: '2065550100',
  email: 'sam.lee@example.com',
};

/** A checkout walked to terms with every step's fields entered, a new card paying; its draft as stored. */
async function enteredDraft(): Promise<{ checkout: CheckoutHarness; stored: string }> {
  const checkout = startCheckout();
  await checkout.answer('load', loadAnswer());
  checkout.send(
    {
      type: 'SET_ORDER_FIELDS',
      fields: { title: 'Spring refresh', po: 'PO-77', comments: 'Dock 4, mornings' },
    },
    { type: 'NEXT' },
  );
  await checkout.answer('validatePo', newPo);
  checkout.send(
    { type: 'SELECT_PAYMENT_TERM', id: ids.card },
    { type: 'CARD_CONVERTED', card: convertedCard, billing: cardBilling },
    { type: 'NEXT' },
    { type: 'SET_SHIP_TO', id: ids.shipToBranch },
    { type: 'SET_CARRIER', code: 'UPS' },
    { type: 'SET_CARRIER_ACCOUNT_NUMBER', accountNumber: 'ZX9-44' },
    { type: 'NEXT' },
    { type: 'SET_END_USER', fields: endUser },
    { type: 'NEXT' },
    { type: 'ACCEPT_TERMS', accepted: true },
  );
  expect(checkout.context().step).toBe('terms');
  return { checkout, stored: JSON.stringify(checkoutDraftOf(checkout.context())) };
}

async function restart(stored: string, load: WorkflowPageLoadAnswer = loadAnswer()) {
  const again = startCheckout(undefined, { draft: parseCheckoutDraft(JSON.parse(stored)) });
  await again.answer('load', load);
  return again;
}

describe('checkoutMachine: the draft', () => {
  it('should give back every step’s fields after a reload, but not the card nor the terms’ acceptance', async () => {
    const { stored } = await enteredDraft();
    // Nothing of the card is kept: not its number, name, billing details nor which card was converted.
    expect(stored).not.toContain(convertedCard.paymentInfoID);
    expect(stored).not.toContain(convertedCard.card.id);
    expect(stored).not.toContain(cardBilling.addressLine1);
    expect(stored).not.toContain(cardBilling.email);
    expect(stored).not.toMatch(/card|cvv|expir/i);

    const again = await restart(stored);
    const context = again.context();
    expect(context.draftRestored).toBe(true);
    expect(context.step).toBe('orderDetails');
    expect(context.workflowData.order).toMatchObject({
      title: 'Spring refresh',
      po: 'PO-77',
      comments: 'Dock 4, mornings',
    });
    expect(context.workflowData.billing.payment.paymentTermID).toBe(ids.card);
    expect(context.flags.showCreditCardForm).toBe(true);
    expect(context.workflowData.billing.payment.paymentInfoID).toBe(emptyGuid);
    expect(context.paymentCard).toBeNull();
    expect(context.workflowData.shipping.shipTo.id).toBe(ids.shipToBranch);
    expect(context.workflowData.shipping.shippingMethod).toMatchObject({
      useMyCarrierAccount: true,
      carrierPayment: { carrierCode: 'UPS', accountNumber: 'ZX9-44' },
    });
    expect(context.workflowData.endUserAddress).toMatchObject(endUser);
    expect(context.workflowData.isTermsAccepted).toBe(false);
    // The PO restored is checked again on Next, as one typed.
    again.send({ type: 'NEXT' });
    expect(again.calls.validatePo).toEqual(['PO-77']);
  });

  it('should not restore a draft of the cart as it was before a line changed, nor of another cart', async () => {
    const { stored } = await enteredDraft();
    const answer = loadAnswer();
    const [first, ...rest] = answer.lines.items;
    const changed = await restart(stored, {
      ...answer,
      lines: { ...answer.lines, items: [{ ...first!, quantity: 2 }, ...rest] },
    });
    expect(changed.context().draftRestored).toBe(false);
    expect(changed.context().workflowData.order.title).toBe('');
    expect(changed.context().workflowData.shipping.shipTo.id).toBe(ids.shipToMain);

    const other = await restart(stored, { ...answer, documentID: ids.savedCard });
    expect(other.context().draftRestored).toBe(false);
    expect(other.context().workflowData.order.po).toBe('');
  });

  it('should keep the load’s values where the flags make a step read-only, and choose nothing no longer offered', async () => {
    const { stored } = await enteredDraft();
    const answer = loadAnswer();
    const again = await restart(stored, {
      ...answer,
      flags: { ...answer.flags, isOrderEditable: false },
      lists: {
        ...answer.lists,
        shipTos: answer.lists.shipTos.filter((shipTo) => shipTo.id !== ids.shipToBranch),
        paymentTerms: answer.lists.paymentTerms.filter((term) => term.id !== ids.card),
      },
    });
    const context = again.context();
    expect(context.draftRestored).toBe(true);
    expect(context.workflowData.order.title).toBe('');
    expect(context.workflowData.shipping.shipTo.id).toBe(ids.shipToMain);
    expect(context.workflowData.billing.payment.paymentTermID).toBe(ids.net30);
    expect(context.flags.showCreditCardForm).toBe(false);
    // What is still editable and typed comes back.
    expect(context.workflowData.endUserAddress.name).toBe('Radiology Wing');
  });

  it('should read back only a draft of its own shape', () => {
    expect(parseCheckoutDraft(null)).toBeNull();
    expect(parseCheckoutDraft('text')).toBeNull();
    expect(parseCheckoutDraft({ version: 2 })).toBeNull();
    const draft = checkoutDraftOf({
      documentInfo: { documentID: ids.cart },
      lines: loadAnswer().lines,
      workflowData: startCheckout().context().workflowData,
    }) as CheckoutDraft;
    expect(parseCheckoutDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    // What is not a draft's field is dropped (a card's number could never come back through it).
    expect(
      parseCheckoutDraft({ ...draft, cardNumber: '4111', order: { ...draft.order, cvv: '123' } }),
    ).toEqual(draft);
    expect(parseCheckoutDraft({ ...draft, endUser: { ...draft.endUser, city: undefined } })).toBeNull();
    expect(parseCheckoutDraft({ ...draft, order: { title: 1, po: '', comments: '' } })).toBeNull();
    expect(parseCheckoutDraft({ ...draft, shipping: { ...draft.shipping, method: 99 } })).toBeNull();
    expect(checkoutDraftOf({ documentInfo: null, lines: null, workflowData: draft as never })).toBeNull();
  });
});
