/**
 * Checkout, card payment and the confirmation read the texts `checkoutMessageText` of flows reads (the shell's,
 * checkout's, the policies and the workflows'): one reader for both.
 */
export { checkoutText as t } from '@b2b-portal/flows/rules';
