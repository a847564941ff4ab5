/**
 * The rules of checkout (001 §4, §5, §9): the default payment term, the card term, the customer's own carrier
 * account, several ship-to addresses, the 1 pm Eastern shipping cutoff, what each step requires and the
 * workflow data sent to `submitWorkflow`. Pure functions: the checkout machine runs them in the browser and
 * the server runs the same ones on what it receives.
 */
import {
  AddressType,
  CARRIER_ACCOUNT_NUMBER_LIMITS,
  CHECKOUT_ORDER_LIMITS,
  type CheckoutAddress,
  type CheckoutLists,
  type ConvertSessionBody,
  Enumerations,
  type PaymentTerm,
  REQUIRED_ADDRESS_FIELDS,
  type WorkflowDataOut,
} from '@b2b-portal/api';
import {
  checkoutMessages,
  coreMessages,
  policyMessages,
  type TextKeyOf,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';
import { emptyGuid } from './documentTree';

/** The steps a person fills in, in order; ids as in the ui `checkoutSteps` (the last, confirmation, is the result). */
export const CHECKOUT_STEPS = ['orderDetails', 'billingAndPayment', 'shipping', 'endUser', 'terms'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Workflow data with every default filled in: what the machine edits and what the server receives parsed. */
export type CheckoutWorkflowData = WorkflowDataOut;
export type CheckoutShipping = WorkflowDataOut['shipping'];
export type EndUserAddress = WorkflowDataOut['endUserAddress'];

type CheckoutCatalogues = [
  typeof coreMessages,
  typeof checkoutMessages,
  typeof policyMessages,
  typeof workflowMessages,
];
/**
 * A key of a plain text of the parts of the catalogue checkout reads (the shell's, checkout's, the
 * policies, the workflows'); a plural message needs its count, which `checkoutText` takes.
 */
export type CheckoutMessageKey = TextKeyOf<CheckoutCatalogues>;
/** A text for a person: a catalogue key, or a text the server wrote (e.g. the PO validation's message). */
export type CheckoutMessage = CheckoutMessageKey | { text: string };

/**
 * Reads a text of the parts checkout shows (`CheckoutMessageKey`); the portal's checkout pages read with it. Not the
 * shop's catalogue: checkout's first paint loaded it (about 4 KB gzip) for two of its texts.
 */
export const checkoutText = translator(coreMessages, checkoutMessages, policyMessages, workflowMessages);

/** Resolves a `CheckoutMessage` with a message reader (English by default). */
export function checkoutMessageText(
  message: CheckoutMessage,
  read: (key: CheckoutMessageKey) => string = checkoutText,
): string {
  return typeof message === 'string' ? read(message) : message.text;
}

/** The catalogue's per-field text ('This field is required.'). */
export const FIELD_REQUIRED: CheckoutMessageKey = 'Field.Required';

const isNone = (id: string | undefined | null) => !id || id === emptyGuid;
const isBlank = (value: string | undefined | null) => !value || value.trim() === '';

// --- Payment terms (001 §4, §9) ---

/** The term the documents make the default: erpCode NET30, case-insensitive. */
const NET30_ERP_CODE = 'NET30';

/**
 * The payment term to show: NET30 is applied only while the order's term is still the empty GUID; a term the
 * order already has is kept. Without a NET30 term the current one stays.
 */
export function defaultPaymentTermId(terms: readonly PaymentTerm[], currentTermId: string): string {
  if (!isNone(currentTermId)) return currentTermId;
  const net30 = terms.find((term) => term.erpCode.trim().toUpperCase() === NET30_ERP_CODE);
  return net30?.id ?? currentTermId;
}

/** The credit-card term: flags bit 1 (PaymentTermType.CreditCard). */
export function isCardTerm(term: Pick<PaymentTerm, 'flags'> | undefined | null): boolean {
  return term != null && (term.flags & Enumerations.PaymentTermType.CreditCard.value) !== 0;
}

/** Whether the card form shows for the selected term. */
export function showsCreditCardForm(terms: readonly PaymentTerm[], termId: string): boolean {
  return isCardTerm(terms.find((term) => term.id === termId));
}

// --- Carrier account (001 §4) ---

/** Any carrier account other than the empty GUID means the customer ships on their own account. */
export function usesOwnCarrierAccount(carrierAccountId: string): boolean {
  return !isNone(carrierAccountId);
}

// --- Several ship-to addresses (001 §4, §5) ---

/**
 * The two ways the documents clear several ship-to addresses: `resetShipTo` sets the single ship-to back to the
 * empty GUID; `clearLists` empties the per-line and per-bundle assignments.
 */
export type ClearMultipleShipToMode = 'resetShipTo' | 'clearLists';

export function clearMultipleShipTo(
  shipping: CheckoutShipping,
  mode: ClearMultipleShipToMode,
): CheckoutShipping {
  if (mode === 'resetShipTo') return { ...shipping, shipTo: { ...shipping.shipTo, id: emptyGuid } };
  return { ...shipping, lineItemShipToAddresses: [], bundleShipToAddress: [] };
}

export interface ShipToAssignment {
  /** Lines (not in a bundle, or a line of a bundle on its own) to ship to `shipToID`. */
  itemIDs: readonly string[];
  /** Bundles to ship to `shipToID`, all their lines together. */
  bundleIDs: readonly string[];
  /** The address; the empty GUID removes the assignments of the selected lines and bundles. */
  shipToID: string;
}

export type ShipToAssignmentResult =
  | { ok: true; shipping: CheckoutShipping }
  | { ok: false; error: 'Checkout.SelectAnItem' };

/** The ship-to modal: at least one line or bundle must be selected ('Please select an item.'). */
export function assignShipTo(
  shipping: CheckoutShipping,
  assignment: ShipToAssignment,
): ShipToAssignmentResult {
  const itemIDs = new Set(assignment.itemIDs);
  const bundleIDs = new Set(assignment.bundleIDs);
  if (itemIDs.size === 0 && bundleIDs.size === 0) return { ok: false, error: 'Checkout.SelectAnItem' };
  const remove = isNone(assignment.shipToID);
  const lines = shipping.lineItemShipToAddresses.filter((line) => !itemIDs.has(line.itemID));
  const bundles = shipping.bundleShipToAddress.filter((bundle) => !bundleIDs.has(bundle.bundleID));
  return {
    ok: true,
    shipping: {
      ...shipping,
      lineItemShipToAddresses: remove
        ? lines
        : [...lines, ...[...itemIDs].map((itemID) => ({ itemID, shipToID: assignment.shipToID }))],
      bundleShipToAddress: remove
        ? bundles
        : [...bundles, ...[...bundleIDs].map((bundleID) => ({ bundleID, shipToID: assignment.shipToID }))],
    },
  };
}

/** The lines being ordered, as far as ship-to coverage goes. */
export interface CheckoutLineRefs {
  items: ReadonlyArray<{ id: string; bundleID: string }>;
  bundles: ReadonlyArray<{ id: string }>;
}

/** Every line has its own ship-to: directly, or through its bundle. No lines means no coverage. */
export function everyLineHasShipTo(shipping: CheckoutShipping, lines: CheckoutLineRefs): boolean {
  const items = new Set(shipping.lineItemShipToAddresses.map((line) => line.itemID));
  const bundles = new Set(shipping.bundleShipToAddress.map((bundle) => bundle.bundleID));
  return (
    lines.items.length > 0 &&
    lines.items.every((item) => items.has(item.id) || (!isNone(item.bundleID) && bundles.has(item.bundleID)))
  );
}

// --- Shipping methods and the 1 pm Eastern cutoff (001 §4, §5, §9) ---

export const ShippingMethod = {
  BestWay: Enumerations.ShippingMethod.BestWay.value,
  Standard: Enumerations.ShippingMethod.Standard.value,
  Priority: Enumerations.ShippingMethod.Priority.value,
  Expedited: Enumerations.ShippingMethod.Expedited.value,
} as const;

const SHIPPING_METHODS: readonly number[] = Object.values(ShippingMethod);

/** 1 pm, in minutes after midnight, New York time. */
const CUTOFF_MINUTES = 13 * 60;
const easternClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/**
 * Whether `now` is at or past 1 pm in New York. The documents say "1pm EST"; we read it as New York wall-clock
 * time, so the cutoff stays at 1 pm when daylight saving time is in force.
 */
export function shippingCutoff(now: Date): boolean {
  const parts = easternClock.formatToParts(now);
  const value = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute') >= CUTOFF_MINUTES;
}

/**
 * The notices to show under the chosen shipping method. Expedited always carries the warning that it cannot be
 * guaranteed after 1 pm. The documents do not say which method is "same-day shipment": our design counts
 * Priority and Expedited as the same-day methods, so past the cutoff both also carry the same-day notice.
 */
export function shippingMethodNotices(method: number, now: Date): CheckoutMessageKey[] {
  const notices: CheckoutMessageKey[] = [];
  if (method === ShippingMethod.Expedited) notices.push('Checkout.ExpeditedWarning');
  if ((method === ShippingMethod.Priority || method === ShippingMethod.Expedited) && shippingCutoff(now)) {
    notices.push('Checkout.SameDayCutoff');
  }
  return notices;
}

// --- What each step requires (001 §5) ---

/** What a step's validation needs besides the workflow data. */
export interface CheckoutRuleContext {
  paymentTerms: readonly PaymentTerm[];
  lines: CheckoutLineRefs;
  /** Issue 18: the order must name a business unit (the company's active hierarchy is marked required). */
  businessUnitRequired?: boolean;
}

export interface StepValidation {
  /** Field path in the workflow data (e.g. `order.po`, `shipping.shipTo.id`) → message. */
  fieldErrors: Record<string, CheckoutMessage>;
  /**
   * Set when any field is at fault: 'Please enter all required fields and try again.' when one is missing,
   * 'Please correct the marked fields and try again.' when the only faults are texts over their limits.
   */
  formError?: CheckoutFormError;
}

/** The checkout's message above a refused step. */
export type CheckoutFormError = 'Checkout.RequiredFields' | 'Global.CorrectFields';

/** End-user fields whose filling makes the optional end-user step count (country alone may be a default). */
export const endUserFilledFields = [
  'name',
  'line1',
  'line2',
  'line3',
  'city',
  'state',
  'zipCode',
  'firstName',
  'lastName',
  'contactName',
  'phone',
  'email',
] as const satisfies ReadonlyArray<keyof EndUserAddress>;
/** The end-user address, once started, needs what every address needs: the contract's required fields. */
const endUserRequiredFields = REQUIRED_ADDRESS_FIELDS;

function stepFieldErrors(
  step: CheckoutStep,
  data: CheckoutWorkflowData,
  context: CheckoutRuleContext,
): Record<string, CheckoutMessageKey> {
  const errors: Record<string, CheckoutMessageKey> = {};
  switch (step) {
    case 'orderDetails': {
      if (isBlank(data.order.title)) errors['order.title'] = FIELD_REQUIRED;
      if (isBlank(data.order.po)) errors['order.po'] = FIELD_REQUIRED;
      if (context.businessUnitRequired && isNone(data.order.businessUnitID)) {
        errors['order.businessUnitID'] = FIELD_REQUIRED;
      }
      break;
    }
    case 'billingAndPayment': {
      const { payment } = data.billing;
      if (isNone(data.billing.billTo.id)) errors['billing.billTo.id'] = FIELD_REQUIRED;
      const term = context.paymentTerms.find((candidate) => candidate.id === payment.paymentTermID);
      if (!term) errors['billing.payment.paymentTermID'] = FIELD_REQUIRED;
      else if (isCardTerm(term) && isNone(payment.paymentInfoID) && isNone(payment.paymentInfoRequestID)) {
        errors['billing.payment.paymentInfoID'] = 'Checkout.CardRequired';
      }
      break;
    }
    case 'shipping': {
      const { shippingMethod } = data.shipping;
      if (isNone(data.shipping.shipTo.id) && !everyLineHasShipTo(data.shipping, context.lines)) {
        errors['shipping.shipTo.id'] = 'Checkout.ShipToRequired';
      }
      if (!SHIPPING_METHODS.includes(shippingMethod.method)) {
        errors['shipping.shippingMethod.method'] = FIELD_REQUIRED;
      }
      if (shippingMethod.useMyCarrierAccount) {
        const { carrierCode, accountNumber } = shippingMethod.carrierPayment;
        if (isBlank(carrierCode)) {
          errors['shipping.shippingMethod.carrierPayment.carrierCode'] = 'Checkout.CarrierAccountRequired';
        }
        if (isBlank(accountNumber)) {
          errors['shipping.shippingMethod.carrierPayment.accountNumber'] = 'Checkout.CarrierAccountRequired';
        }
      }
      break;
    }
    case 'endUser': {
      const address = data.endUserAddress;
      if (endUserFilledFields.some((field) => !isBlank(address[field]))) {
        for (const field of endUserRequiredFields) {
          if (isBlank(address[field])) errors[`endUserAddress.${field}`] = FIELD_REQUIRED;
        }
      }
      break;
    }
    case 'terms': {
      if (!data.isTermsAccepted) errors.isTermsAccepted = 'Checkout.TermsRequired';
      break;
    }
  }
  return errors;
}

/**
 * The texts of a step longer than the contract takes (trimmed, as the server reads them): a field keeps what was
 * typed or pasted (no native maxlength cuts it), and the step is refused with the contract's 'Please enter at most
 * {max} characters.' on the field.
 */
function stepLengthErrors(step: CheckoutStep, data: CheckoutWorkflowData): Record<string, CheckoutMessage> {
  const errors: Record<string, CheckoutMessage> = {};
  const check = (path: string, value: string | undefined | null, max: number) => {
    if (value && value.trim().length > max) errors[path] = { text: checkoutText('Field.TooLong', { max }) };
  };
  switch (step) {
    case 'orderDetails':
      check('order.title', data.order.title, CHECKOUT_ORDER_LIMITS.title.max);
      check('order.po', data.order.po, CHECKOUT_ORDER_LIMITS.po.max);
      check('order.comments', data.order.comments, CHECKOUT_ORDER_LIMITS.comments.max);
      break;
    case 'shipping': {
      const { shippingMethod } = data.shipping;
      if (shippingMethod.useMyCarrierAccount) {
        check(
          'shipping.shippingMethod.carrierPayment.accountNumber',
          shippingMethod.carrierPayment.accountNumber,
          CARRIER_ACCOUNT_NUMBER_LIMITS.max,
        );
      }
      break;
    }
    default:
      break;
  }
  return errors;
}

/** What is missing or too long in one step. */
export function validateStep(
  step: CheckoutStep,
  data: CheckoutWorkflowData,
  context: CheckoutRuleContext,
): StepValidation {
  const missing = stepFieldErrors(step, data, context);
  // A field both missing and too long cannot be: a blank one is never over its limit.
  const fieldErrors: Record<string, CheckoutMessage> = { ...stepLengthErrors(step, data), ...missing };
  if (Object.keys(fieldErrors).length === 0) return { fieldErrors };
  return {
    fieldErrors,
    formError: Object.keys(missing).length > 0 ? 'Checkout.RequiredFields' : 'Global.CorrectFields',
  };
}

/** The first step with something missing, or null when the whole checkout can be submitted. */
export function firstInvalidStep(
  data: CheckoutWorkflowData,
  context: CheckoutRuleContext,
): { step: CheckoutStep; validation: StepValidation } | null {
  for (const step of CHECKOUT_STEPS) {
    const validation = validateStep(step, data, context);
    if (validation.formError) return { step, validation };
  }
  return null;
}

// --- Card errors (001 §3, §4) ---

export interface CreditCardErrorState {
  cardVerificationError: boolean;
  cardTriesExceeded: boolean;
  sslError: boolean;
  errorText: string;
  status: string;
}

/** No card error: the three flags reset to false together. */
export function resetCardErrors(): CreditCardErrorState {
  return {
    cardVerificationError: false,
    cardTriesExceeded: false,
    sslError: false,
    errorText: '',
    status: '',
  };
}

/** Whether the processor refused the last card entered (its message is on the card form). */
export function cardRefused(errors: CreditCardErrorState): boolean {
  return (
    errors.cardVerificationError ||
    errors.cardTriesExceeded ||
    errors.sslError ||
    errors.errorText !== '' ||
    errors.status !== ''
  );
}

// --- The workflow data sent (001 §3, §4) ---

/** The card form's billing details, as sent to `convertSessionToToken` (never the number or the code). */
export type CardBillingDetails = Pick<
  ConvertSessionBody,
  'companyName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode' | 'email' | 'phone'
>;

/** The card transaction's country: the documents force USA in the workflow transition. */
export const CARD_COUNTRY_CODE = 'USA';

export interface BuildWorkflowDataInput {
  workflowData: CheckoutWorkflowData;
  paymentTerms: readonly PaymentTerm[];
  /** The billing details of a card entered in this checkout; null for a saved card or a payment info request. */
  cardBilling?: CardBillingDetails | null;
  /** The chosen bill-to address: the card's billing address when the card brought none. */
  billTo?: CheckoutAddress | null;
  /** The customer's company name, when neither the card nor the bill-to address names one. */
  companyName?: string;
}

/** The payment fields of the workflow data that a card's billing details fill, all empty. */
export const blankPayment = {
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
};

function cardPaymentAddress(input: BuildWorkflowDataInput): typeof blankPayment {
  const card = input.cardBilling;
  if (card) {
    return {
      companyName: card.companyName?.trim() || input.companyName || '',
      addressLine1: card.addressLine1.trim(),
      addressLine2: card.addressLine2?.trim() ?? '',
      addressLine3: '',
      city: card.city.trim(),
      state: card.state.trim(),
      zipCode: card.zipCode.trim(),
      countryCode: CARD_COUNTRY_CODE,
      phoneNumber: card.phone?.trim() ?? '',
      email: card.email?.trim() ?? '',
    };
  }
  const billTo = input.billTo;
  return {
    ...blankPayment,
    companyName: billTo?.name || input.companyName || '',
    addressLine1: billTo?.line1 ?? '',
    addressLine2: billTo?.line2 ?? '',
    addressLine3: billTo?.line3 ?? '',
    city: billTo?.city ?? '',
    state: billTo?.state ?? '',
    zipCode: billTo?.zipCode ?? '',
    countryCode: CARD_COUNTRY_CODE,
    phoneNumber: billTo?.phone ?? '',
    email: billTo?.email ?? '',
  };
}

/**
 * The workflow data to submit. Deterministic (same input, same output), so a retry sends the same body.
 * - A card term carries the card (saved, converted or requested) with the card's billing details and the
 *   country forced to USA; any other term carries no card and no card address.
 * - Without the customer's own carrier account, no carrier payment is sent.
 */
export function buildWorkflowData(input: BuildWorkflowDataInput): CheckoutWorkflowData {
  const data = input.workflowData;
  const { payment } = data.billing;
  const card = showsCreditCardForm(input.paymentTerms, payment.paymentTermID);
  const { shippingMethod } = data.shipping;
  const ownCarrier = shippingMethod.useMyCarrierAccount;
  return {
    ...data,
    order: {
      ...data.order,
      title: data.order.title.trim(),
      po: data.order.po.trim(),
      comments: data.order.comments.trim(),
      attachmentIDs: [...data.order.attachmentIDs],
    },
    billing: {
      billTo: { id: data.billing.billTo.id },
      payment: {
        paymentTermID: payment.paymentTermID,
        paymentInfoID: card ? payment.paymentInfoID : emptyGuid,
        paymentInfoRequestID: card ? payment.paymentInfoRequestID : emptyGuid,
        ...(card ? cardPaymentAddress(input) : blankPayment),
      },
    },
    shipping: {
      ...data.shipping,
      shipTo: { ...data.shipping.shipTo },
      shippingMethod: {
        method: shippingMethod.method,
        useMyCarrierAccount: ownCarrier,
        carrierPayment: ownCarrier
          ? {
              carrierAccountID: shippingMethod.carrierPayment.carrierAccountID,
              carrierCode: shippingMethod.carrierPayment.carrierCode.trim(),
              accountNumber: shippingMethod.carrierPayment.accountNumber.trim(),
            }
          : { carrierAccountID: emptyGuid, carrierCode: '', accountNumber: '' },
      },
      lineItemShipToAddresses: [...data.shipping.lineItemShipToAddresses],
      bundleShipToAddress: [...data.shipping.bundleShipToAddress],
    },
    endUserAddress: { ...data.endUserAddress },
    users: [...data.users],
  };
}

// --- Addresses added during checkout (001 §4) ---

/** The lists an added address goes into; `addedShipTos` remembers the ship-to addresses added in this checkout. */
export interface AddressLists {
  billTos: CheckoutAddress[];
  shipTos: CheckoutAddress[];
  addedShipTos: CheckoutAddress[];
}

const upsert = (list: readonly CheckoutAddress[], address: CheckoutAddress) =>
  list.some((entry) => entry.id === address.id)
    ? list.map((entry) => (entry.id === address.id ? address : entry))
    : [...list, address];

/** A new ship-to (type 2) joins the ship-tos and is remembered as added; a new bill-to (type 1) joins the bill-tos. */
export function rememberAddedAddress<Lists extends AddressLists>(
  lists: Lists,
  address: CheckoutAddress,
): Lists {
  if (address.type === AddressType.ShipTo) {
    return {
      ...lists,
      shipTos: upsert(lists.shipTos, address),
      addedShipTos: upsert(lists.addedShipTos, address),
    };
  }
  if (address.type === AddressType.BillTo) return { ...lists, billTos: upsert(lists.billTos, address) };
  return lists;
}

/** The checkout lists plus the ship-to addresses added during this checkout. */
export type CheckoutListsState = CheckoutLists & { addedShipTos: CheckoutAddress[] };
