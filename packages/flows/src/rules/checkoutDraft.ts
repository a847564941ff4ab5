/**
 * The checkout's draft (new-user trial, session 33: a reload lost what was typed, and Back left it): what the
 * person entered in the steps, kept by the page (sessionStorage, this tab only) and given back when the same
 * checkout of the same cart loads again — after a reload, or on coming back to it. Pure functions: the machine
 * applies a draft after its load, the page stores what `checkoutDraftOf` gives.
 *
 * What it holds: order details' title, PO and comments; the bill-to and payment term chosen; the ship-to, its
 * contact, the shipping method and the carrier account (or the carrier and account number typed); the end-user
 * address. Never any card data nor which card pays (the card form's fields, the card entered or chosen, a payment
 * request), never the terms' acceptance: those are entered again. A draft is of one document as the load
 * resolved it (the cart's own id) and of its lines as they were: a cart changed since (a line added, removed or
 * its quantity changed) does not get it back. Only what the load still allows is restored: a step the flags make
 * read-only keeps the load's values, and an address, contact, term or carrier account no longer offered is not
 * chosen again.
 */
import type { CheckoutFlags, CheckoutLines } from '@b2b-portal/api';
import {
  type CheckoutListsState,
  type CheckoutWorkflowData,
  type EndUserAddress,
  endUserFilledFields,
  ShippingMethod,
  showsCreditCardForm,
} from './checkout';
import { emptyGuid } from './documentTree';

/** The draft's shape version: a draft of another version is not restored. */
export const CHECKOUT_DRAFT_VERSION = 1;

export interface CheckoutDraft {
  version: typeof CHECKOUT_DRAFT_VERSION;
  /** The document as the load resolved it (the cart's id) and its lines' fingerprint (`checkoutLinesKey`). */
  documentID: string;
  lines: string;
  order: { title: string; po: string; comments: string };
  billing: { billToID: string; paymentTermID: string };
  shipping: {
    shipToID: string;
    contactID: string;
    method: number;
    useMyCarrierAccount: boolean;
    carrierAccountID: string;
    carrierCode: string;
    accountNumber: string;
  };
  endUser: EndUserAddress;
}

/** The fields of the end-user address a draft keeps (every one: they are all typed or chosen in the step). */
const END_USER_FIELDS = [
  'id',
  'contactID',
  'countryCode',
  ...endUserFilledFields,
] as const satisfies ReadonlyArray<keyof EndUserAddress>;

/** The lines as a key: each item's and bundle's id and quantity, in a stable order. */
export function checkoutLinesKey(lines: Pick<CheckoutLines, 'items' | 'bundles'> | null): string {
  if (!lines) return '';
  const entries = [
    ...lines.items.map((item) => `i:${item.id}:${item.quantity}`),
    ...lines.bundles.map((bundle) => `b:${bundle.id}:${bundle.quantity}`),
  ];
  return entries.sort().join('|');
}

/** What `checkoutDraftOf` reads of the machine's context. */
export interface CheckoutDraftSource {
  documentInfo: { documentID: string } | null;
  lines: Pick<CheckoutLines, 'items' | 'bundles'> | null;
  workflowData: CheckoutWorkflowData;
}

/** The draft of a loaded checkout (null before the load: there is nothing of the person's to keep yet). */
export function checkoutDraftOf(source: CheckoutDraftSource): CheckoutDraft | null {
  if (!source.documentInfo || !source.lines) return null;
  const { order, billing, shipping, endUserAddress } = source.workflowData;
  const carrier = shipping.shippingMethod.carrierPayment;
  return {
    version: CHECKOUT_DRAFT_VERSION,
    documentID: source.documentInfo.documentID,
    lines: checkoutLinesKey(source.lines),
    order: { title: order.title, po: order.po, comments: order.comments },
    billing: { billToID: billing.billTo.id, paymentTermID: billing.payment.paymentTermID },
    shipping: {
      shipToID: shipping.shipTo.id,
      contactID: shipping.shipTo.contactID,
      method: shipping.shippingMethod.method,
      useMyCarrierAccount: shipping.shippingMethod.useMyCarrierAccount,
      carrierAccountID: carrier.carrierAccountID,
      carrierCode: carrier.carrierCode,
      accountNumber: carrier.accountNumber,
    },
    endUser: Object.fromEntries(
      END_USER_FIELDS.map((field) => [field, endUserAddress[field]]),
    ) as EndUserAddress,
  };
}

const shippingMethods: readonly number[] = Object.values(ShippingMethod);

/** A draft's shape: each field's type (its value here is only the type's example). */
const shape: CheckoutDraft = {
  version: CHECKOUT_DRAFT_VERSION,
  documentID: '',
  lines: '',
  order: { title: '', po: '', comments: '' },
  billing: { billToID: '', paymentTermID: '' },
  shipping: {
    shipToID: '',
    contactID: '',
    method: 0,
    useMyCarrierAccount: false,
    carrierAccountID: '',
    carrierCode: '',
    accountNumber: '',
  },
  endUser: Object.fromEntries(END_USER_FIELDS.map((field) => [field, ''])) as EndUserAddress,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with `template`'s fields only, each of the template's type; undefined when one is missing or not. */
function picked(value: unknown, template: unknown): unknown {
  if (!isRecord(template)) return typeof value === typeof template ? value : undefined;
  if (!isRecord(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [field, example] of Object.entries(template)) {
    out[field] = picked(value[field], example);
    if (out[field] === undefined) return undefined;
  }
  return out;
}

/**
 * A draft read back from storage (text the page stored, or anything else found under its key): the draft when it
 * has this version's shape, else null. Extra fields are dropped.
 */
export function parseCheckoutDraft(value: unknown): CheckoutDraft | null {
  const draft = picked(value, shape) as CheckoutDraft | undefined;
  if (draft?.version !== CHECKOUT_DRAFT_VERSION || !shippingMethods.includes(draft.shipping.method))
    return null;
  return draft;
}

/** What a draft is restored into: the context the load just gave. */
export interface CheckoutDraftTarget extends CheckoutDraftSource {
  flags: CheckoutFlags;
  lists: CheckoutListsState;
}

/**
 * The workflow data and flags with `draft` restored, when it is this checkout's (same document, same lines); else
 * null (the load's values stand). See the module's comment for what is restored and when.
 */
export function restoreCheckoutDraft(
  target: CheckoutDraftTarget,
  draft: CheckoutDraft | null | undefined,
): { workflowData: CheckoutWorkflowData; flags: CheckoutFlags } | null {
  if (!draft || !target.documentInfo || !target.lines) return null;
  if (draft.documentID !== target.documentInfo.documentID) return null;
  if (draft.lines !== checkoutLinesKey(target.lines)) return null;
  const { flags, lists } = target;
  const current = target.workflowData;
  const offered = (id: string, list: readonly { id: string }[]) =>
    id === emptyGuid || list.some((entry) => entry.id === id);
  let workflowData = current;
  let nextFlags = flags;

  if (flags.isOrderEditable) {
    workflowData = { ...workflowData, order: { ...workflowData.order, ...draft.order } };
  }
  if (flags.isBillingEditable) {
    const { billToID, paymentTermID } = draft.billing;
    const billTo = offered(billToID, lists.billTos) ? { id: billToID } : workflowData.billing.billTo;
    const termOffered = lists.paymentTerms.some((term) => term.id === paymentTermID);
    const payment = termOffered
      ? { ...workflowData.billing.payment, paymentTermID }
      : workflowData.billing.payment;
    workflowData = { ...workflowData, billing: { ...workflowData.billing, billTo, payment } };
    if (termOffered) {
      nextFlags = {
        ...nextFlags,
        showCreditCardForm: showsCreditCardForm(lists.paymentTerms, paymentTermID),
      };
    }
  }
  if (flags.isShippingEditable) {
    const saved = draft.shipping;
    const shipTos = [...lists.shipTos, ...lists.addedShipTos];
    const shipTo = offered(saved.shipToID, shipTos)
      ? {
          id: saved.shipToID,
          contactID: offered(saved.contactID, lists.contacts)
            ? saved.contactID
            : workflowData.shipping.shipTo.contactID,
        }
      : workflowData.shipping.shipTo;
    const shippingMethod = offered(saved.carrierAccountID, lists.carrierAccounts)
      ? {
          method: saved.method,
          useMyCarrierAccount: saved.useMyCarrierAccount,
          carrierPayment: {
            carrierAccountID: saved.carrierAccountID,
            carrierCode: saved.carrierCode,
            accountNumber: saved.accountNumber,
          },
        }
      : { ...workflowData.shipping.shippingMethod, method: saved.method };
    workflowData = { ...workflowData, shipping: { ...workflowData.shipping, shipTo, shippingMethod } };
  }
  if (flags.isEndUserEditable) {
    workflowData = { ...workflowData, endUserAddress: { ...workflowData.endUserAddress, ...draft.endUser } };
  }
  return { workflowData, flags: nextFlags };
}
