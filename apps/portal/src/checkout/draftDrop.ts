/** The sessionStorage keys of the checkout's drafts (draftStore.ts) begin with this. */
export const CHECKOUT_DRAFT_PREFIX = 'b2b-portal.checkout-draft:';

/**
 * Drops every checkout draft of this tab: signing out (session.tsx), so that the next person in the tab finds
 * nothing of the last one's checkout. A module of its own: the session's code does not carry the draft's rules.
 */
export function dropCheckoutDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(CHECKOUT_DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}
