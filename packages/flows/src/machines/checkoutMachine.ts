import type {
  CarrierAccount,
  CheckoutAddress,
  CheckoutContact,
  CheckoutFlags,
  CheckoutLines,
  ConvertedCard,
  CreditCardErrors,
  PoValidation,
  SavedPaymentMethod,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import { type AnyMachineSnapshot, and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  blankPayment,
  buildWorkflowData,
  type CardBillingDetails,
  CHECKOUT_STEPS,
  type CheckoutFormError,
  type CheckoutListsState,
  type CheckoutMessage,
  type CheckoutRuleContext,
  type CheckoutStep,
  type CheckoutWorkflowData,
  type ClearMultipleShipToMode,
  type CreditCardErrorState,
  cardRefused,
  clearMultipleShipTo,
  defaultPaymentTermId,
  type EndUserAddress,
  firstInvalidStep,
  rememberAddedAddress,
  resetCardErrors,
  ShippingMethod,
  type ShipToAssignment,
  showsCreditCardForm,
  usesOwnCarrierAccount,
  validateStep,
  assignShipTo as withShipToAssignment,
} from '../rules/checkout';
import { type CheckoutDraft, restoreCheckoutDraft } from '../rules/checkoutDraft';
import { emptyGuid } from '../rules/documentTree';

/**
 * The checkout (001 §3–§5, §8; issue 5): load everything once, walk the steps, submit the workflow data once.
 *
 * States
 * - `loading` → `editing` (the load filled the context, then the input's `draft` when it is of the same document
 *   and lines: `draftRestored`) | `loadFailed` (`loadError`; RETRY loads again).
 * - `editing.<step>` for the steps `orderDetails` (substates `idle`, `validatingPo`, `confirmPoReuse`),
 *   `billingAndPayment`, `shipping`, `endUser`, `terms` (the ids of the ui `checkoutSteps`).
 * - `submitting` ⇄ `waitingToResubmit` (a 409 "in flight" answer is retried after `SUBMIT_RETRY_DELAY`, at most
 *   `MAX_IN_FLIGHT_RETRIES` times) → `confirmed` (final; `confirmation`, `step` 'confirmation'), or back to
 *   `editing.terms` with `submitError`.
 * Use `checkoutStatus(snapshot)` for a one-word status.
 *
 * Steps
 * - NEXT validates the current step (`validateStep`): errors go to `fieldErrors` (workflow-data path → message,
 *   e.g. `order.po`) and `formError` ('Checkout.RequiredFields', or 'Global.CorrectFields' when only a text is over its
 *   limit) and the step stays. On order details a PO not
 *   yet validated is checked with `validatePo`: an invalid PO gets the server's message on `order.po`; a PO
 *   already used waits in `confirmPoReuse` (`poValidation` holds the orders) for CONFIRM_PO_REUSE (the order is
 *   sent with isDuplicatePO) or CHANGE_PO.
 * - BACK and GO_TO_STEP go back to a completed step; `completedSteps` are always the steps before `step`, and a
 *   step's fields can only change while it is the current step, so every completed step is valid.
 * - The editing events of a step are accepted only on that step and only when the load's flags allow
 *   (isOrderEditable, isBillingEditable, isShippingEditable, isMultipleShippingEditable, isEndUserEditable).
 * - SUBMIT (terms only) validates everything, builds the body once (`submission`, with the load's
 *   checkOutSessionID) and sends it; every retry sends that same body. SUBMIT while submitting is ignored.
 *
 * Events (`CheckoutEvent`)
 * - order details: SET_ORDER_FIELDS { fields: title, po, comments, attachmentIDs, users }, CONFIRM_PO_REUSE,
 *   CHANGE_PO.
 * - billing and payment: SET_BILL_TO { id }, SELECT_PAYMENT_TERM { id } (sets flags.showCreditCardForm from the
 *   term's bit 1), SELECT_SAVED_CARD { id }, CHOOSE_PAYMENT_METHOD { method: 'newCard' | 'request' } (the person
 *   turned to a card not entered yet or a request not sent yet: the saved card chosen before pays no more, so
 *   the step asks for the new one; a card entered or a request sent in this checkout stays), CARD_CONVERTED
 *   { card, billing? } (the processor's answer and the
 *   card form's billing details), CARD_FAILED { errors } (the three flags replaced together),
 *   PAYMENT_INFO_REQUESTED { id }.
 * - shipping: SET_SHIP_TO { id }, SET_SHIP_CONTACT { contactID }, SELECT_CARRIER_ACCOUNT { id } (any id but the
 *   empty GUID means useMyCarrierAccount), SET_CARRIER { code } (ships on the
 *   customer's own account), SET_CARRIER_ACCOUNT_NUMBER { accountNumber },
 *   SET_SHIPPING_METHOD { method } (see `shippingMethodNotices`), ASSIGN_SHIP_TO { itemIDs, bundleIDs, shipToID }
 *   (nothing selected sets `shipToAssignError` 'Checkout.SelectAnItem'), CLEAR_MULTIPLE_SHIP_TO { mode }.
 * - end user: SET_END_USER { fields }. terms: ACCEPT_TERMS { accepted }.
 * - any step: ADDRESS_ADDED { address } (type 2 also joins `lists.addedShipTos`), CONTACT_ADDED { contact },
 *   CARRIER_ACCOUNT_ADDED { account }; the added entry is not selected: send the selection event after.
 * - navigation: NEXT, BACK, GO_TO_STEP { step }, SUBMIT, RETRY (after a failed load).
 *
 * Actors the app provides with `.provide({ actors })` (the defaults throw): `loadCheckout` (input: the
 * document → WorkflowPageLoadAnswer), `validatePo` ({ po } → PoValidation), `submitWorkflow`
 * (CheckoutSubmission → WorkflowConfirmation). Errors they throw are read defensively: `status` (409 = in
 * flight) and `displayMessage`, the Problem's `message` (`problem`, `body`, `data`) or the Error's message.
 *
 * Messages in the context (`fieldErrors`, `submitError`, `loadError`) are `CheckoutMessage`s: a catalogue key,
 * or `{ text }` written by the server; resolve them with `checkoutMessageText`.
 */

/** The document checked out: the /checkout query inputs (documentType 0 and the empty GUID: the cart). */
export interface CheckoutDocument {
  documentType: number;
  documentID: string;
  actionID: string;
  token: string;
}

export interface CheckoutInput {
  document: CheckoutDocument;
  /**
   * What the person entered in this checkout before (a reload, coming back: rules/checkoutDraft.ts), restored
   * after the load when it is of the same document and lines. The page keeps it; see `checkoutDraftOf`.
   */
  draft?: CheckoutDraft | null;
}

/** What the load says about the document (the server resolves the cart's id and number). */
export interface CheckoutDocumentInfo {
  documentType: number;
  documentID: string;
  actionID: string;
  documentNumber: string;
  companyName: string;
  /** The idempotency key of this checkout, as the load gave it. */
  checkOutSessionID: string;
  /** What submitting makes: an order, or a requisition that needs approval first (issue 6). */
  outcome: 'order' | 'requisition';
}

/** The body of `submitWorkflow` (a `SubmitWorkflowBody` with every default filled in). */
export interface CheckoutSubmission {
  documentType: number;
  documentID: string;
  actionID: string;
  token: string;
  workflowData: CheckoutWorkflowData;
}

/** The step the stepper shows: a checkout step, or the confirmation once the order is placed. */
export type CheckoutStepId = CheckoutStep | 'confirmation';

export interface CheckoutContext {
  /** The document as the page was opened with it. */
  document: CheckoutDocument;
  /** The draft given as input, until the load restores it (or finds it is of another cart); then null. */
  draft: CheckoutDraft | null;
  /** Whether the load restored a draft (what the person had entered before). */
  draftRestored: boolean;
  /** The document as the load answered it; null until loaded. */
  documentInfo: CheckoutDocumentInfo | null;
  step: CheckoutStepId;
  /** The steps before `step`, each valid. */
  completedSteps: CheckoutStep[];
  /** The workflow data being edited (every default filled in). */
  workflowData: CheckoutWorkflowData;
  flags: CheckoutFlags;
  /** The load's lists, plus what was added during the checkout (`addedShipTos`). */
  lists: CheckoutListsState;
  /** The lines being ordered; null until loaded. */
  lines: CheckoutLines | null;
  /** The card in use (saved, or converted in this checkout), for display. */
  paymentCard: SavedPaymentMethod | null;
  /** The billing details of a card entered in this checkout. */
  cardBilling: CardBillingDetails | null;
  /** Workflow-data path (e.g. `order.po`) → message, for the current step. */
  fieldErrors: Record<string, CheckoutMessage>;
  formError: CheckoutFormError | null;
  /** The ship-to modal's error: 'Checkout.SelectAnItem' when nothing was selected. */
  shipToAssignError: 'Checkout.SelectAnItem' | null;
  /** The last card failure, or all false together. */
  creditCardErrors: CreditCardErrorState;
  /** The last answer of `validatePo` (the orders using the PO, in confirmPoReuse). */
  poValidation: PoValidation | null;
  /** The PO last accepted (valid, and new or confirmed for reuse); null when the PO changed since. */
  validatedPo: string | null;
  /** The body being (or last) sent; the same object on every retry. */
  submission: CheckoutSubmission | null;
  /** How many times the current submission was sent. */
  submitAttempts: number;
  confirmation: WorkflowConfirmation | null;
  submitError: CheckoutMessage | null;
  loadError: CheckoutMessage | null;
  /** Issue 18: order details asks for a business unit (SET_BUSINESS_UNIT_REQUIRED). */
  businessUnitRequired?: boolean;
}

export type CheckoutOrderFields = Partial<
  Pick<
    CheckoutWorkflowData['order'],
    'title' | 'po' | 'comments' | 'attachmentIDs' | 'blanketOrderID' | 'businessUnitID'
  > & {
    users: string[];
  }
>;

export type CheckoutEvent =
  | { type: 'SET_ORDER_FIELDS'; fields: CheckoutOrderFields }
  /** Issue 18: the company's active hierarchy asks a business unit of every order (listHierarchy's isRequired). */
  | { type: 'SET_BUSINESS_UNIT_REQUIRED'; required: boolean }
  | { type: 'CONFIRM_PO_REUSE' }
  | { type: 'CHANGE_PO' }
  | { type: 'SET_BILL_TO'; id: string }
  | { type: 'SELECT_PAYMENT_TERM'; id: string }
  | { type: 'SELECT_SAVED_CARD'; id: string }
  | { type: 'CHOOSE_PAYMENT_METHOD'; method: 'newCard' | 'request' }
  | { type: 'CARD_CONVERTED'; card: ConvertedCard; billing?: CardBillingDetails }
  | { type: 'CARD_FAILED'; errors: CreditCardErrors }
  | { type: 'PAYMENT_INFO_REQUESTED'; id: string }
  | { type: 'SET_SHIP_TO'; id: string }
  | { type: 'SET_SHIP_CONTACT'; contactID: string }
  | { type: 'SELECT_CARRIER_ACCOUNT'; id: string }
  | { type: 'SET_CARRIER'; code: string }
  | { type: 'SET_CARRIER_ACCOUNT_NUMBER'; accountNumber: string }
  | { type: 'SET_SHIPPING_METHOD'; method: number }
  | ({ type: 'ASSIGN_SHIP_TO' } & ShipToAssignment)
  | { type: 'CLEAR_MULTIPLE_SHIP_TO'; mode: ClearMultipleShipToMode }
  | { type: 'ADDRESS_ADDED'; address: CheckoutAddress }
  | { type: 'CONTACT_ADDED'; contact: CheckoutContact }
  | { type: 'CARRIER_ACCOUNT_ADDED'; account: CarrierAccount }
  | { type: 'SET_END_USER'; fields: Partial<EndUserAddress> }
  | { type: 'ACCEPT_TERMS'; accepted: boolean }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GO_TO_STEP'; step: CheckoutStep }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export const CHECKOUT_TIMING = {
  /** Wait before sending the same submission again after a 409 (in flight). */
  SUBMIT_RETRY_DELAY: 1000,
  /** Retries after 409 before giving up with the server's message. */
  MAX_IN_FLIGHT_RETRIES: 5,
} as const;

/** The HTTP status of a failed call (the api client's ApiError, ofetch's FetchError), or null. */
export function failureStatus(error: unknown): number | null {
  const holder = (error ?? {}) as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  const status = [holder.status, holder.statusCode, holder.response?.status].find(
    (candidate): candidate is number => typeof candidate === 'number',
  );
  return status ?? null;
}

/** The most specific text of a failed call, or `fallback` when it carries none. */
export function failureMessage(error: unknown, fallback: CheckoutMessage): CheckoutMessage {
  const holder = (error ?? {}) as {
    displayMessage?: unknown;
    problem?: unknown;
    body?: unknown;
    data?: unknown;
  };
  if (typeof holder.displayMessage === 'string' && holder.displayMessage)
    return { text: holder.displayMessage };
  for (const body of [holder.problem, holder.body, holder.data]) {
    const message = (body as { message?: unknown } | null | undefined)?.message;
    if (typeof message === 'string' && message) return { text: message };
  }
  if (error instanceof Error && error.message) return { text: error.message };
  return fallback;
}

const blankEndUser: EndUserAddress = {
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
};

function blankWorkflowData(): CheckoutWorkflowData {
  return {
    order: {
      title: '',
      po: '',
      checkOutSessionID: emptyGuid,
      comments: '',
      attachmentIDs: [],
      blanketOrderID: emptyGuid,
      businessUnitID: emptyGuid,
    },
    billing: {
      billTo: { id: emptyGuid },
      payment: {
        paymentTermID: emptyGuid,
        paymentInfoID: emptyGuid,
        paymentInfoRequestID: emptyGuid,
        ...blankPayment,
      },
    },
    shipping: {
      shipTo: { id: emptyGuid, contactID: emptyGuid },
      shippingMethod: {
        method: ShippingMethod.BestWay,
        carrierPayment: { carrierAccountID: emptyGuid, carrierCode: '', accountNumber: '' },
        useMyCarrierAccount: false,
      },
      lineItemShipToAddresses: [],
      bundleShipToAddress: [],
    },
    endUserAddress: { ...blankEndUser },
    isDuplicatePO: false,
    users: [],
    isTermsAccepted: false,
  };
}

const blankFlags: CheckoutFlags = {
  isOrderEditable: false,
  isBillingEditable: false,
  isShippingEditable: false,
  isMultipleShippingEditable: false,
  isEndUserEditable: false,
  isTermsAccepted: false,
  isCreditCardTermsAccepted: false,
  showCreditCardForm: false,
  billToAddressOption: 'Existing',
  countOfShoppingCartItems: 0,
  orderPageAddComments: false,
  orderPageAttachPO: false,
  CCDeatilsNotSavedToAccount: false,
};

const blankLists: CheckoutListsState = {
  billTos: [],
  shipTos: [],
  contacts: [],
  carriers: [],
  carrierAccounts: [],
  paymentTerms: [],
  savedCards: [],
  addedShipTos: [],
};

const orNone = (id: string) => id || emptyGuid;

/** The context a load answer gives: lists, flags and the workflow data with the documents' defaults. */
function loadedContext(answer: WorkflowPageLoadAnswer): Partial<CheckoutContext> {
  const { defaults, lists } = answer;
  const paymentTermID = defaultPaymentTermId(lists.paymentTerms, orNone(defaults.paymentTermID));
  const carrierAccountID = usesOwnCarrierAccount(defaults.carrierAccountID)
    ? defaults.carrierAccountID
    : (lists.carrierAccounts.find((account) => account.isPrimary)?.id ?? emptyGuid);
  const carrierAccount = lists.carrierAccounts.find((account) => account.id === carrierAccountID);
  const blank = blankWorkflowData();
  const workflowData: CheckoutWorkflowData = {
    ...blank,
    order: {
      ...blank.order,
      title: defaults.title,
      po: defaults.po,
      checkOutSessionID: answer.checkOutSessionID,
      businessUnitID: orNone(defaults.businessUnitID ?? ''),
    },
    billing: {
      billTo: { id: orNone(defaults.billToID) },
      payment: { ...blank.billing.payment, paymentTermID, paymentInfoID: orNone(defaults.paymentInfoID) },
    },
    shipping: {
      ...blank.shipping,
      shipTo: { id: orNone(defaults.shipToID), contactID: orNone(defaults.contactID) },
      shippingMethod: {
        method: ShippingMethod.BestWay,
        carrierPayment: {
          carrierAccountID,
          carrierCode: carrierAccount?.carrierCode ?? '',
          accountNumber: carrierAccount?.accountNumber ?? '',
        },
        useMyCarrierAccount: usesOwnCarrierAccount(carrierAccountID),
      },
    },
    isTermsAccepted: answer.flags.isTermsAccepted,
  };
  return {
    documentInfo: {
      documentType: answer.documentType,
      documentID: answer.documentID,
      actionID: answer.actionID,
      documentNumber: answer.documentNumber,
      companyName: answer.companyName,
      checkOutSessionID: answer.checkOutSessionID,
      outcome: answer.outcome ?? 'order',
    },
    lines: answer.lines,
    lists: { ...lists, addedShipTos: [] },
    flags: { ...answer.flags, showCreditCardForm: showsCreditCardForm(lists.paymentTerms, paymentTermID) },
    workflowData,
    paymentCard: lists.savedCards.find((card) => card.id === defaults.paymentInfoID) ?? null,
    cardBilling: null,
    creditCardErrors: resetCardErrors(),
    validatedPo: null,
    poValidation: null,
  };
}

const ruleContext = (context: CheckoutContext): CheckoutRuleContext => ({
  paymentTerms: context.lists.paymentTerms,
  lines: context.lines ?? { items: [], bundles: [] },
  businessUnitRequired: context.businessUnitRequired ?? false,
});

const poOf = (context: CheckoutContext) => context.workflowData.order.po.trim();

type Patch<T> = (value: T) => T;
const patchOrder = (context: CheckoutContext, patch: Patch<CheckoutWorkflowData['order']>) => ({
  workflowData: { ...context.workflowData, order: patch(context.workflowData.order) },
});
const patchPayment = (
  context: CheckoutContext,
  patch: Patch<CheckoutWorkflowData['billing']['payment']>,
) => ({
  workflowData: {
    ...context.workflowData,
    billing: { ...context.workflowData.billing, payment: patch(context.workflowData.billing.payment) },
  },
});
const patchShipping = (context: CheckoutContext, patch: Patch<CheckoutWorkflowData['shipping']>) => ({
  workflowData: { ...context.workflowData, shipping: patch(context.workflowData.shipping) },
});
const patchCarrier = (
  context: CheckoutContext,
  patch: Patch<CheckoutWorkflowData['shipping']['shippingMethod']['carrierPayment']>,
) =>
  patchShipping(context, (shipping) => ({
    ...shipping,
    shippingMethod: {
      ...shipping.shippingMethod,
      carrierPayment: patch(shipping.shippingMethod.carrierPayment),
    },
  }));

const stepParams = (step: CheckoutStep) => ({ step });

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as WorkflowConfirmation | null,
  },
  delays: {
    SUBMIT_RETRY_DELAY: CHECKOUT_TIMING.SUBMIT_RETRY_DELAY,
  },
  actors: {
    /** `WorkflowPageLoad` for the document. */
    loadCheckout: fromPromise<WorkflowPageLoadAnswer, CheckoutDocument>(async () => {
      throw new Error('checkoutMachine: provide the loadCheckout actor');
    }),
    /** `validateCustomerPONumber`. */
    validatePo: fromPromise<PoValidation, { po: string }>(async () => {
      throw new Error('checkoutMachine: provide the validatePo actor');
    }),
    /** `submitWorkflow`, keyed by the submission's checkOutSessionID. */
    submitWorkflow: fromPromise<WorkflowConfirmation, CheckoutSubmission>(async () => {
      throw new Error('checkoutMachine: provide the submitWorkflow actor');
    }),
  },
  guards: {
    orderEditable: ({ context }) => context.flags.isOrderEditable,
    billingEditable: ({ context }) => context.flags.isBillingEditable,
    shippingEditable: ({ context }) => context.flags.isShippingEditable,
    multipleShippingEditable: ({ context }) => context.flags.isMultipleShippingEditable,
    endUserEditable: ({ context }) => context.flags.isEndUserEditable,
    stepValid: ({ context }, params: { step: CheckoutStep }) =>
      !validateStep(params.step, context.workflowData, ruleContext(context)).formError,
    poNeedsValidation: ({ context }) => context.validatedPo !== poOf(context),
    poInvalid: (_, params: { validation: PoValidation }) => !params.validation.isValid,
    poNeedsReuseConfirmation: ({ context }, params: { validation: PoValidation }) =>
      params.validation.exists && !context.workflowData.isDuplicatePO,
    canGoToStep: ({ context, event }, params: { step: CheckoutStep }) => {
      assertEvent(event, 'GO_TO_STEP');
      return event.step === params.step && context.completedSteps.includes(params.step);
    },
    readyToSubmit: ({ context }) => firstInvalidStep(context.workflowData, ruleContext(context)) === null,
    inFlightRetryAllowed: ({ context }, params: { error: unknown }) =>
      failureStatus(params.error) === 409 && context.submitAttempts <= CHECKOUT_TIMING.MAX_IN_FLIGHT_RETRIES,
  },
  actions: {
    applyLoad: assign((_, params: { answer: WorkflowPageLoadAnswer }) => loadedContext(params.answer)),
    // After applyLoad: the draft, when it is this checkout's, over the load's values; used once either way.
    restoreDraft: assign(({ context }) => {
      const restored = restoreCheckoutDraft(context, context.draft);
      return { ...(restored ?? {}), draft: null, draftRestored: restored !== null };
    }),
    storeLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, 'Http.Other'),
    })),
    clearLoadError: assign({ loadError: null }),
    enterStep: assign((_, params: { step: CheckoutStep }) => ({
      step: params.step,
      completedSteps: CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(params.step)),
    })),
    clearErrors: assign({ fieldErrors: {}, formError: null, shipToAssignError: null }),
    showStepErrors: assign(({ context }, params: { step: CheckoutStep }) => {
      const validation = validateStep(params.step, context.workflowData, ruleContext(context));
      // A card the processor refused is what is missing: its message on the card form says what to do, alone,
      // never beside "enter all required fields" for fields that are all filled (issue 16).
      const missing = Object.keys(validation.fieldErrors);
      if (
        params.step === 'billingAndPayment' &&
        cardRefused(context.creditCardErrors) &&
        missing.length === 1 &&
        missing[0] === 'billing.payment.paymentInfoID'
      ) {
        return { fieldErrors: {}, formError: null };
      }
      return { fieldErrors: validation.fieldErrors, formError: validation.formError ?? null };
    }),
    showSubmitBlockers: assign(({ context }) => {
      const invalid = firstInvalidStep(context.workflowData, ruleContext(context));
      return {
        fieldErrors: invalid?.validation.fieldErrors ?? {},
        formError: invalid?.validation.formError ?? null,
      };
    }),

    // Order details
    setBusinessUnitRequired: assign(({ event }) => {
      assertEvent(event, 'SET_BUSINESS_UNIT_REQUIRED');
      return { businessUnitRequired: event.required };
    }),
    setOrderFields: assign(({ context, event }) => {
      assertEvent(event, 'SET_ORDER_FIELDS');
      const { users, ...orderFields } = event.fields;
      const poChanged = orderFields.po !== undefined && orderFields.po.trim() !== poOf(context);
      const next = patchOrder(context, (order) => ({ ...order, ...orderFields }));
      return {
        workflowData: {
          ...next.workflowData,
          users: users ?? context.workflowData.users,
          isDuplicatePO: poChanged ? false : context.workflowData.isDuplicatePO,
        },
        ...(poChanged ? { validatedPo: null, poValidation: null } : {}),
      };
    }),
    showPoInvalid: assign(({ context }, params: { validation: PoValidation }) => ({
      poValidation: params.validation,
      fieldErrors: {
        ...context.fieldErrors,
        'order.po': params.validation.message ? { text: params.validation.message } : 'Checkout.PoInvalid',
      },
    })),
    showPoCheckFailed: assign(({ context }, params: { error: unknown }) => ({
      fieldErrors: { ...context.fieldErrors, 'order.po': failureMessage(params.error, 'Http.Other') },
    })),
    storePoValidation: assign((_, params: { validation: PoValidation }) => ({
      poValidation: params.validation,
    })),
    acceptPo: assign(({ context }, params: { validation: PoValidation }) => ({
      poValidation: params.validation,
      validatedPo: poOf(context),
    })),
    confirmPoReuse: assign(({ context }) => ({
      validatedPo: poOf(context),
      workflowData: { ...context.workflowData, isDuplicatePO: true },
    })),
    forgetPoValidation: assign({ poValidation: null }),

    // Billing and payment
    setBillTo: assign(({ context, event }) => {
      assertEvent(event, 'SET_BILL_TO');
      return {
        workflowData: {
          ...context.workflowData,
          billing: { ...context.workflowData.billing, billTo: { id: event.id } },
        },
      };
    }),
    selectPaymentTerm: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_PAYMENT_TERM');
      return {
        ...patchPayment(context, (payment) => ({ ...payment, paymentTermID: event.id })),
        flags: {
          ...context.flags,
          showCreditCardForm: showsCreditCardForm(context.lists.paymentTerms, event.id),
        },
        creditCardErrors: resetCardErrors(),
      };
    }),
    selectSavedCard: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_SAVED_CARD');
      return {
        ...patchPayment(context, (payment) => ({
          ...payment,
          paymentInfoID: event.id,
          paymentInfoRequestID: emptyGuid,
        })),
        paymentCard: context.lists.savedCards.find((card) => card.id === event.id) ?? null,
        cardBilling: null,
        creditCardErrors: resetCardErrors(),
      };
    }),
    choosePaymentMethod: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_PAYMENT_METHOD');
      const { paymentInfoID, paymentInfoRequestID } = context.workflowData.billing.payment;
      // What pays already by the method chosen stays: the card entered in this checkout, the request sent.
      const cardEntered = context.cardBilling !== null && paymentInfoID !== emptyGuid;
      if (event.method === 'newCard' ? cardEntered : paymentInfoRequestID !== emptyGuid) return {};
      return {
        ...patchPayment(context, (payment) => ({
          ...payment,
          paymentInfoID: emptyGuid,
          paymentInfoRequestID: emptyGuid,
        })),
        paymentCard: null,
        cardBilling: null,
        creditCardErrors: resetCardErrors(),
      };
    }),
    cardConverted: assign(({ context, event }) => {
      assertEvent(event, 'CARD_CONVERTED');
      const { card } = event;
      const known = context.lists.savedCards.some((saved) => saved.id === card.card.id);
      return {
        ...patchPayment(context, (payment) => ({
          ...payment,
          paymentInfoID: card.paymentInfoID,
          paymentInfoRequestID: orNone(card.paymentInfoRequestID),
        })),
        paymentCard: card.card,
        cardBilling: event.billing ?? null,
        creditCardErrors: resetCardErrors(),
        lists:
          card.saved && !known
            ? { ...context.lists, savedCards: [...context.lists.savedCards, card.card] }
            : context.lists,
      };
    }),
    cardFailed: assign(({ context, event }) => {
      assertEvent(event, 'CARD_FAILED');
      const { cardVerificationError, cardTriesExceeded, sslError, errorText, status } = event.errors;
      return {
        ...patchPayment(context, (payment) => ({ ...payment, paymentInfoID: emptyGuid })),
        paymentCard: null,
        cardBilling: null,
        // One assignment of all three flags: never a mix of this failure and an earlier one.
        creditCardErrors: { cardVerificationError, cardTriesExceeded, sslError, errorText, status },
      };
    }),
    paymentInfoRequested: assign(({ context, event }) => {
      assertEvent(event, 'PAYMENT_INFO_REQUESTED');
      return {
        ...patchPayment(context, (payment) => ({
          ...payment,
          paymentInfoID: emptyGuid,
          paymentInfoRequestID: event.id,
        })),
        paymentCard: null,
        cardBilling: null,
        creditCardErrors: resetCardErrors(),
      };
    }),

    // Shipping
    setShipTo: assign(({ context, event }) => {
      assertEvent(event, 'SET_SHIP_TO');
      return patchShipping(context, (shipping) => ({
        ...shipping,
        shipTo: { ...shipping.shipTo, id: event.id },
      }));
    }),
    setShipContact: assign(({ context, event }) => {
      assertEvent(event, 'SET_SHIP_CONTACT');
      return patchShipping(context, (shipping) => ({
        ...shipping,
        shipTo: { ...shipping.shipTo, contactID: event.contactID },
      }));
    }),
    selectCarrierAccount: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_CARRIER_ACCOUNT');
      const account = context.lists.carrierAccounts.find((candidate) => candidate.id === event.id);
      const id = orNone(event.id);
      return patchShipping(context, (shipping) => ({
        ...shipping,
        shippingMethod: {
          ...shipping.shippingMethod,
          useMyCarrierAccount: usesOwnCarrierAccount(id),
          carrierPayment: {
            carrierAccountID: id,
            carrierCode: account?.carrierCode ?? '',
            accountNumber: account?.accountNumber ?? '',
          },
        },
      }));
    }),
    // Choosing a carrier is choosing to ship on one's own account, saved or typed in ('Use my carrier account'
    // without a saved account: the carrier, then its number).
    setCarrier: assign(({ context, event }) => {
      assertEvent(event, 'SET_CARRIER');
      return patchShipping(context, (shipping) => ({
        ...shipping,
        shippingMethod: {
          ...shipping.shippingMethod,
          useMyCarrierAccount: true,
          carrierPayment: { ...shipping.shippingMethod.carrierPayment, carrierCode: event.code },
        },
      }));
    }),
    setCarrierAccountNumber: assign(({ context, event }) => {
      assertEvent(event, 'SET_CARRIER_ACCOUNT_NUMBER');
      return patchCarrier(context, (carrier) => ({ ...carrier, accountNumber: event.accountNumber }));
    }),
    setShippingMethod: assign(({ context, event }) => {
      assertEvent(event, 'SET_SHIPPING_METHOD');
      return patchShipping(context, (shipping) => ({
        ...shipping,
        shippingMethod: { ...shipping.shippingMethod, method: event.method },
      }));
    }),
    assignShipTo: assign(({ context, event }) => {
      assertEvent(event, 'ASSIGN_SHIP_TO');
      const result = withShipToAssignment(context.workflowData.shipping, event);
      if (!result.ok) return { shipToAssignError: result.error };
      return { ...patchShipping(context, () => result.shipping), shipToAssignError: null };
    }),
    clearMultipleShipTo: assign(({ context, event }) => {
      assertEvent(event, 'CLEAR_MULTIPLE_SHIP_TO');
      return {
        ...patchShipping(context, (shipping) => clearMultipleShipTo(shipping, event.mode)),
        shipToAssignError: null,
      };
    }),

    // End user, terms, lists
    setEndUser: assign(({ context, event }) => {
      assertEvent(event, 'SET_END_USER');
      return {
        workflowData: {
          ...context.workflowData,
          endUserAddress: { ...context.workflowData.endUserAddress, ...event.fields },
        },
      };
    }),
    acceptTerms: assign(({ context, event }) => {
      assertEvent(event, 'ACCEPT_TERMS');
      return {
        workflowData: { ...context.workflowData, isTermsAccepted: event.accepted },
        flags: { ...context.flags, isTermsAccepted: event.accepted },
      };
    }),
    addressAdded: assign(({ context, event }) => {
      assertEvent(event, 'ADDRESS_ADDED');
      return { lists: rememberAddedAddress(context.lists, event.address) };
    }),
    contactAdded: assign(({ context, event }) => {
      assertEvent(event, 'CONTACT_ADDED');
      return { lists: { ...context.lists, contacts: [...context.lists.contacts, event.contact] } };
    }),
    carrierAccountAdded: assign(({ context, event }) => {
      assertEvent(event, 'CARRIER_ACCOUNT_ADDED');
      return {
        lists: { ...context.lists, carrierAccounts: [...context.lists.carrierAccounts, event.account] },
      };
    }),

    // Submission
    prepareSubmission: assign(({ context }) => {
      const info = context.documentInfo;
      return {
        submitAttempts: 0,
        submitError: null,
        submission: {
          documentType: info?.documentType ?? context.document.documentType,
          documentID: info?.documentID || context.document.documentID,
          actionID: info?.actionID ?? context.document.actionID,
          token: context.document.token,
          workflowData: buildWorkflowData({
            workflowData: context.workflowData,
            paymentTerms: context.lists.paymentTerms,
            cardBilling: context.cardBilling,
            billTo: context.lists.billTos.find(
              (address) => address.id === context.workflowData.billing.billTo.id,
            ),
            companyName: info?.companyName ?? '',
          }),
        },
      };
    }),
    countAttempt: assign(({ context }) => ({ submitAttempts: context.submitAttempts + 1 })),
    storeConfirmation: assign((_, params: { confirmation: WorkflowConfirmation }) => ({
      confirmation: params.confirmation,
    })),
    storeSubmitError: assign((_, params: { error: unknown }) => ({
      submitError: failureMessage(
        params.error,
        failureStatus(params.error) === 409 ? 'Checkout.InFlight' : 'Http.Other',
      ),
    })),
    enterConfirmation: assign({ step: 'confirmation', completedSteps: [...CHECKOUT_STEPS] }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    document: input.document,
    draft: input.draft ?? null,
    draftRestored: false,
    documentInfo: null,
    step: 'orderDetails',
    completedSteps: [],
    workflowData: blankWorkflowData(),
    flags: blankFlags,
    lists: blankLists,
    lines: null,
    paymentCard: null,
    cardBilling: null,
    fieldErrors: {},
    formError: null,
    shipToAssignError: null,
    creditCardErrors: resetCardErrors(),
    poValidation: null,
    validatedPo: null,
    submission: null,
    submitAttempts: 0,
    confirmation: null,
    submitError: null,
    loadError: null,
  }),
  initial: 'loading',
  output: ({ context }) => context.confirmation,
  states: {
    loading: {
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => context.document,
        onDone: {
          target: 'editing',
          actions: [{ type: 'applyLoad', params: ({ event }) => ({ answer: event.output }) }, 'restoreDraft'],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearLoadError' } },
    },
    editing: {
      initial: 'orderDetails',
      on: {
        ADDRESS_ADDED: { actions: 'addressAdded' },
        CONTACT_ADDED: { actions: 'contactAdded' },
        CARRIER_ACCOUNT_ADDED: { actions: 'carrierAccountAdded' },
        GO_TO_STEP: CHECKOUT_STEPS.map((step) => ({
          guard: { type: 'canGoToStep' as const, params: stepParams(step) },
          target: `.${step}`,
          actions: 'clearErrors' as const,
        })),
      },
      states: {
        orderDetails: {
          entry: { type: 'enterStep', params: stepParams('orderDetails') },
          initial: 'idle',
          states: {
            idle: {
              on: {
                SET_ORDER_FIELDS: { guard: 'orderEditable', actions: 'setOrderFields' },
                SET_BUSINESS_UNIT_REQUIRED: { actions: 'setBusinessUnitRequired' },
                NEXT: [
                  {
                    guard: and([
                      { type: 'stepValid', params: stepParams('orderDetails') },
                      'poNeedsValidation',
                    ]),
                    target: 'validatingPo',
                    actions: 'clearErrors',
                  },
                  {
                    // The PO was accepted before and has not changed since: nothing to ask the server.
                    guard: { type: 'stepValid', params: stepParams('orderDetails') },
                    target: '#checkout.editing.billingAndPayment',
                    actions: 'clearErrors',
                  },
                  { actions: { type: 'showStepErrors', params: stepParams('orderDetails') } },
                ],
              },
            },
            validatingPo: {
              invoke: {
                id: 'validatePo',
                src: 'validatePo',
                input: ({ context }) => ({ po: poOf(context) }),
                onDone: [
                  {
                    guard: { type: 'poInvalid', params: ({ event }) => ({ validation: event.output }) },
                    target: 'idle',
                    actions: { type: 'showPoInvalid', params: ({ event }) => ({ validation: event.output }) },
                  },
                  {
                    guard: {
                      type: 'poNeedsReuseConfirmation',
                      params: ({ event }) => ({ validation: event.output }),
                    },
                    target: 'confirmPoReuse',
                    actions: {
                      type: 'storePoValidation',
                      params: ({ event }) => ({ validation: event.output }),
                    },
                  },
                  {
                    target: '#checkout.editing.billingAndPayment',
                    actions: { type: 'acceptPo', params: ({ event }) => ({ validation: event.output }) },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'showPoCheckFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            confirmPoReuse: {
              on: {
                CONFIRM_PO_REUSE: {
                  target: '#checkout.editing.billingAndPayment',
                  actions: 'confirmPoReuse',
                },
                CHANGE_PO: { target: 'idle', actions: 'forgetPoValidation' },
              },
            },
          },
        },
        billingAndPayment: {
          entry: { type: 'enterStep', params: stepParams('billingAndPayment') },
          on: {
            SET_BILL_TO: { guard: 'billingEditable', actions: 'setBillTo' },
            SELECT_PAYMENT_TERM: { guard: 'billingEditable', actions: 'selectPaymentTerm' },
            SELECT_SAVED_CARD: { guard: 'billingEditable', actions: 'selectSavedCard' },
            CHOOSE_PAYMENT_METHOD: { guard: 'billingEditable', actions: 'choosePaymentMethod' },
            CARD_CONVERTED: { guard: 'billingEditable', actions: 'cardConverted' },
            CARD_FAILED: { guard: 'billingEditable', actions: 'cardFailed' },
            PAYMENT_INFO_REQUESTED: { guard: 'billingEditable', actions: 'paymentInfoRequested' },
            NEXT: [
              {
                guard: { type: 'stepValid', params: stepParams('billingAndPayment') },
                target: 'shipping',
                actions: 'clearErrors',
              },
              { actions: { type: 'showStepErrors', params: stepParams('billingAndPayment') } },
            ],
            BACK: { target: 'orderDetails', actions: 'clearErrors' },
          },
        },
        shipping: {
          entry: { type: 'enterStep', params: stepParams('shipping') },
          on: {
            SET_SHIP_TO: { guard: 'shippingEditable', actions: 'setShipTo' },
            SET_SHIP_CONTACT: { guard: 'shippingEditable', actions: 'setShipContact' },
            SELECT_CARRIER_ACCOUNT: { guard: 'shippingEditable', actions: 'selectCarrierAccount' },
            SET_CARRIER: { guard: 'shippingEditable', actions: 'setCarrier' },
            SET_CARRIER_ACCOUNT_NUMBER: { guard: 'shippingEditable', actions: 'setCarrierAccountNumber' },
            SET_SHIPPING_METHOD: { guard: 'shippingEditable', actions: 'setShippingMethod' },
            ASSIGN_SHIP_TO: { guard: 'multipleShippingEditable', actions: 'assignShipTo' },
            CLEAR_MULTIPLE_SHIP_TO: { guard: 'multipleShippingEditable', actions: 'clearMultipleShipTo' },
            NEXT: [
              {
                guard: { type: 'stepValid', params: stepParams('shipping') },
                target: 'endUser',
                actions: 'clearErrors',
              },
              { actions: { type: 'showStepErrors', params: stepParams('shipping') } },
            ],
            BACK: { target: 'billingAndPayment', actions: 'clearErrors' },
          },
        },
        endUser: {
          entry: { type: 'enterStep', params: stepParams('endUser') },
          on: {
            SET_END_USER: { guard: 'endUserEditable', actions: 'setEndUser' },
            NEXT: [
              {
                guard: { type: 'stepValid', params: stepParams('endUser') },
                target: 'terms',
                actions: 'clearErrors',
              },
              { actions: { type: 'showStepErrors', params: stepParams('endUser') } },
            ],
            BACK: { target: 'shipping', actions: 'clearErrors' },
          },
        },
        terms: {
          entry: { type: 'enterStep', params: stepParams('terms') },
          on: {
            ACCEPT_TERMS: { actions: 'acceptTerms' },
            SUBMIT: [
              {
                guard: 'readyToSubmit',
                target: '#checkout.submitting',
                actions: ['clearErrors', 'prepareSubmission'],
              },
              { actions: 'showSubmitBlockers' },
            ],
            BACK: { target: 'endUser', actions: 'clearErrors' },
          },
        },
      },
    },
    submitting: {
      entry: 'countAttempt',
      invoke: {
        id: 'submitWorkflow',
        src: 'submitWorkflow',
        input: ({ context }) => context.submission as CheckoutSubmission,
        onDone: {
          target: 'confirmed',
          actions: { type: 'storeConfirmation', params: ({ event }) => ({ confirmation: event.output }) },
        },
        onError: [
          {
            guard: { type: 'inFlightRetryAllowed', params: ({ event }) => ({ error: event.error }) },
            target: 'waitingToResubmit',
          },
          {
            target: '#checkout.editing.terms',
            actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    waitingToResubmit: {
      after: { SUBMIT_RETRY_DELAY: 'submitting' },
    },
    confirmed: {
      type: 'final',
      entry: 'enterConfirmation',
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;

export type CheckoutStatus =
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'validatingPo'
  | 'confirmPoReuse'
  | 'submitting'
  | 'confirmed';

/** One word for what the checkout is doing (waiting to resend counts as submitting). */
export function checkoutStatus(snapshot: Pick<AnyMachineSnapshot, 'matches'>): CheckoutStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('submitting') || snapshot.matches('waitingToResubmit')) return 'submitting';
  if (snapshot.matches({ editing: { orderDetails: 'validatingPo' } })) return 'validatingPo';
  if (snapshot.matches({ editing: { orderDetails: 'confirmPoReuse' } })) return 'confirmPoReuse';
  return 'editing';
}
