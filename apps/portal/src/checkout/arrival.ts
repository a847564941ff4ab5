/**
 * What /checkout says on arrival (issue 16): an approval that continues on checkout (a quote's final approval)
 * leaves its message here for that document, and the checkout shows it above its steps, once. In memory only: a
 * reload of the checkout does not say it again.
 */
let arrival: { documentId: string; message: string } | null = null;

export function leaveCheckoutArrival(documentId: string, message: string): void {
  arrival = { documentId, message };
}

/** The message left for this document's checkout, or null. */
export function checkoutArrival(documentId: string): string | null {
  return arrival && arrival.documentId.toLowerCase() === documentId.toLowerCase() ? arrival.message : null;
}

/** Drops the message once the checkout has shown it. */
export function dropCheckoutArrival(): void {
  arrival = null;
}
