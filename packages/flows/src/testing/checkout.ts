import type {
  CarrierAccount,
  CartItem,
  CheckoutAddress,
  ConvertedCard,
  CreditCardErrors,
  PaymentTerm,
  PoValidation,
  SavedPaymentMethod,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type CheckoutDocument,
  type CheckoutEvent,
  type CheckoutSubmission,
  checkoutMachine,
} from '../machines/checkoutMachine';
import type { CheckoutDraft } from '../rules/checkoutDraft';
import { emptyGuid } from '../rules/documentTree';

/**
 * A checkout as the server would load it, for the tests of the checkout rules and machine: a NET30 term (its
 * erpCode written in lower case), a card term, a prepaid term; one bill-to, two ship-tos; one line on its own
 * and a bundle of two lines; a saved card and a carrier account.
 */

/** A well-formed GUID numbered `n`. */
export const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ids = {
  session: guid(1),
  cart: guid(2),
  net30: guid(10),
  card: guid(11),
  prepaid: guid(12),
  billTo: guid(20),
  shipToMain: guid(21),
  shipToBranch: guid(22),
  contact: guid(30),
  carrierAccount: guid(40),
  savedCard: guid(50),
  newCard: guid(51),
  lineAlone: guid(60),
  bundle: guid(61),
  lineInBundleA: guid(62),
  lineInBundleB: guid(63),
} as const;

export const paymentTerms: PaymentTerm[] = [
  { id: ids.prepaid, name: 'Prepaid', erpCode: 'PREPAID', flags: 2 },
  { id: ids.net30, name: 'Net 30', erpCode: 'net30', flags: 4 },
  { id: ids.card, name: 'Credit card', erpCode: 'CC', flags: 1 },
];

export function address(id: string, type: number, overrides: Partial<CheckoutAddress> = {}): CheckoutAddress {
  return {
    id,
    type,
    name: 'Northwind Traders',
    line1: '1 Main Street',
    line2: '',
    line3: '',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    countryCode: 'USA',
    countryName: 'United States',
    erpCode: '',
    flags: 0,
    formatted: '1 Main Street, Springfield, IL 62701',
    contactID: emptyGuid,
    firstName: '',
    lastName: '',
    contactName: '',
    email: 'ap@northwind.example',
    phone: '555-0100',
    fax: '',
    isPrimary: false,
    isPersonal: false,
    ...overrides,
  };
}

export const carrierAccount: CarrierAccount = {
  id: ids.carrierAccount,
  carrierCode: 'UPS',
  carrierName: 'UPS',
  accountNumber: 'A1B2C3',
  name: 'Our UPS account',
  isPrimary: false,
};

export const savedCard: SavedPaymentMethod = {
  id: ids.savedCard,
  cardType: 'Visa',
  maskedCardNumber: '************1111',
  expirationMonth: 12,
  expirationYear: 2030,
  cardHolder: 'Nancy Davolio',
  isExpired: false,
  isPrimary: true,
};

function line(id: string, bundleID: string, indexPos: number): CartItem {
  return {
    id,
    productID: guid(100 + indexPos),
    bundleID,
    groupID: emptyGuid,
    position: indexPos,
    printLineNumber: indexPos + 1,
    indexPos,
    manufacturerPart: `PART-${indexPos}`,
    manufacturerName: 'Contoso',
    description: `Line ${indexPos + 1}`,
    unitPrice: '10.00',
    quantity: 1,
    serviceLength: 0,
    extendedPrice: '10.00',
    pricingHidden: false,
    isRequestItem: false,
    isCustomRequest: false,
    available: true,
    variableBilling: null,
    comment: '',
    version: 1,
  };
}

/** The load answer; `overrides` replace top-level parts (e.g. `defaults`). */
export function loadAnswer(overrides: Partial<WorkflowPageLoadAnswer> = {}): WorkflowPageLoadAnswer {
  return {
    documentType: 0,
    documentID: ids.cart,
    actionID: '',
    documentNumber: 'CART-1',
    checkOutSessionID: ids.session,
    lines: {
      groups: [],
      bundles: [
        {
          id: ids.bundle,
          groupID: emptyGuid,
          name: 'Bundle',
          quantity: 1,
          isBundle: true,
          isGhost: false,
          position: 1,
          version: 1,
        },
      ],
      items: [
        line(ids.lineAlone, emptyGuid, 0),
        line(ids.lineInBundleA, ids.bundle, 1),
        line(ids.lineInBundleB, ids.bundle, 2),
      ],
      showPricing: true,
      grandTotal: '30.00',
      recurringMonthlyCharges: '0.00',
      count: 3,
    },
    flags: {
      isOrderEditable: true,
      isBillingEditable: true,
      isShippingEditable: true,
      isMultipleShippingEditable: true,
      isEndUserEditable: true,
      isTermsAccepted: false,
      isCreditCardTermsAccepted: false,
      showCreditCardForm: false,
      billToAddressOption: 'Existing',
      countOfShoppingCartItems: 3,
      orderPageAddComments: true,
      orderPageAttachPO: true,
      CCDeatilsNotSavedToAccount: false,
    },
    lists: {
      billTos: [address(ids.billTo, 1, { isPrimary: true })],
      shipTos: [
        address(ids.shipToMain, 2, { isPrimary: true }),
        address(ids.shipToBranch, 2, { name: 'Northwind Branch', line1: '9 Side Road' }),
      ],
      contacts: [],
      carriers: [{ code: 'UPS', name: 'UPS' }],
      carrierAccounts: [carrierAccount],
      paymentTerms,
      savedCards: [savedCard],
    },
    defaults: {
      title: '',
      po: '',
      billToID: ids.billTo,
      shipToID: ids.shipToMain,
      contactID: emptyGuid,
      paymentTermID: emptyGuid,
      paymentInfoID: '',
      carrierAccountID: emptyGuid,
    },
    companyName: 'Northwind Traders',
    ...overrides,
  };
}

export const newPo: PoValidation = { isValid: true, exists: false, orderNumbers: [], message: '' };
export const usedPo: PoValidation = {
  isValid: true,
  exists: true,
  orderNumbers: ['SO-1001'],
  message: 'PO# already exists',
};
export const badPo: PoValidation = {
  isValid: false,
  exists: false,
  orderNumbers: [],
  message: 'A PO number can use letters, digits, spaces and - _ / . # only.',
};

export const convertedCard: ConvertedCard = {
  paymentInfoID: ids.newCard,
  paymentInfoRequestID: emptyGuid,
  card: { ...savedCard, id: ids.newCard, maskedCardNumber: '************4242', isPrimary: false },
  saved: true,
};

export const cardBilling = {
  companyName: 'Northwind Traders',
  addressLine1: '5 Card Street',
  addressLine2: '',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  email: 'ap@northwind.example',
  phone: '555-0101',
};

export const verificationFailed: CreditCardErrors = {
  cardVerificationError: true,
  cardTriesExceeded: false,
  sslError: false,
  errorText: 'The card did not pass verification. Please confirm your card information.',
  status: 'Declined',
};

export const confirmation: WorkflowConfirmation = {
  actionID: '',
  documentID: guid(900),
  documentType: 5,
  internal: true,
  confirmedOrderNumber: 'SO-2001',
  documentNumber: 'SO-2001',
};

/** An error as the api client throws it: status, the Problem, its displayMessage. */
export function apiError(status: number, message: string, code = 'Problem'): Error {
  return Object.assign(new Error('There was some Problem with your Request, Please Try again Later'), {
    status,
    problem: { code, message, traceId: 't' },
    body: { code, message, traceId: 't' },
    displayMessage: message,
  });
}

/** The cart's checkout: the /checkout query inputs without a document. */
export const cartDocument: CheckoutDocument = {
  documentType: 0,
  documentID: emptyGuid,
  actionID: '',
  token: '',
};

type Pending = { resolve: (value: never) => void; reject: (error: unknown) => void };

/** The machine over a scripted server: every call waits until the test answers or fails it. */
export function startCheckout(
  document: CheckoutDocument = cartDocument,
  options: { draft?: CheckoutDraft | null } = {},
) {
  const calls = {
    load: [] as CheckoutDocument[],
    validatePo: [] as string[],
    submit: [] as CheckoutSubmission[],
  };
  const pending = { load: [] as Pending[], validatePo: [] as Pending[], submit: [] as Pending[] };
  const wait = <T>(queue: Pending[]) =>
    new Promise<T>((resolve, reject) => queue.push({ resolve: resolve as (value: never) => void, reject }));
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(async ({ input }) => {
        calls.load.push(input);
        return wait<WorkflowPageLoadAnswer>(pending.load);
      }),
      validatePo: fromPromise(async ({ input }) => {
        calls.validatePo.push(input.po);
        return wait<PoValidation>(pending.validatePo);
      }),
      submitWorkflow: fromPromise(async ({ input }) => {
        calls.submit.push(input);
        return wait<WorkflowConfirmation>(pending.submit);
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { document, draft: options.draft }, clock }).start();
  // Lets the fake call's promise settle and the machine take its done or error event.
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const answer = async (kind: keyof typeof pending, value: unknown) => {
    const call = pending[kind].shift();
    if (!call) throw new Error(`no ${kind} call is waiting`);
    call.resolve(value as never);
    await settle();
  };
  const fail = async (kind: keyof typeof pending, error: unknown) => {
    const call = pending[kind].shift();
    if (!call) throw new Error(`no ${kind} call is waiting`);
    call.reject(error);
    await settle();
  };
  const send = (...events: CheckoutEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const state = () => actor.getSnapshot();
  const context = () => actor.getSnapshot().context;
  return { actor, calls, pending, answer, fail, send, state, context, clock, settle };
}

export type CheckoutHarness = ReturnType<typeof startCheckout>;
