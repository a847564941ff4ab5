import type { CheckoutDocument } from '@b2b-portal/flows';
import { type CheckoutDraft, parseCheckoutDraft } from '@b2b-portal/flows/rules';
import { CHECKOUT_DRAFT_PREFIX as PREFIX } from './draftDrop';

/**
 * Where the checkout keeps its draft (flows' rules/checkoutDraft.ts: what was entered in the steps, never card
 * data): this tab's sessionStorage, one entry per user and document checked out, so that a reload or coming back
 * to the checkout gives it back, and nothing outlives the tab. The checkout drops its entry once the order is
 * placed, and signing out drops every one. Storage refused (a private window's quota) only means nothing is kept.
 */

/** The entry of `userId`'s checkout of `document` (the cart, a quote, a requisition), as the page was opened. */
export function checkoutDraftKey(userId: string, document: CheckoutDocument): string {
  return `${PREFIX}${userId}:${document.documentType}:${document.documentID.toLowerCase()}:${document.actionID}`;
}

/** The draft kept under `key`, or null (none, or not a draft of this version). */
export function readCheckoutDraft(key: string): CheckoutDraft | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? parseCheckoutDraft(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(key: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Not kept: the checkout goes on as before.
  }
}

export function dropCheckoutDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}
