import type { PunchOutTransferAnswer } from '@b2b-portal/api';
import { api, tokenStore } from './api';
import { cartSummary } from './cartSummary';
import { punchInEndpoints } from './endpoints';

/** Session storage key of the procurement system's name, kept from the punch-in answer (issue 16). */
export const PUNCH_OUT_SYSTEM_NAME_KEY = 'punchOutSystemName';

/**
 * Session storage key of the punch-in operation (create, edit, inspect): inspect shows the cart read-only. Here
 * rather than in PunchInPage, so the cart's chunk does not load the punch-in page to read it.
 */
export const PUNCH_IN_OPERATION_KEY = 'punchInOperation';

/** The procurement system's name as the punch-in answered it, or `fallback` (its account has none). */
export function procurementSystemName(fallback: string): string {
  return sessionStorage.getItem(PUNCH_OUT_SYSTEM_NAME_KEY) || fallback;
}

/**
 * Leaves the portal for the return page of a transfer (issue 16): the server's page that posts the form to the
 * procurement system from a page whose policy allows exactly that return origin (http too), and that may be
 * opened again to retry. The server ended this punch-in login with the transfer: the tokens go first.
 */
export function openReturnPage(answer: PunchOutTransferAnswer): void {
  tokenStore.clearForLogout();
  cartSummary.reset();
  window.location.assign(answer.returnPage);
}

/** Ends the punch-out session without items (an empty order for the procurement system) and leaves. */
export async function returnWithoutItems(): Promise<void> {
  const answer = await api.call(punchInEndpoints.punchOutReturnWithoutItems, { reportProblems: false });
  openReturnPage(answer);
}
