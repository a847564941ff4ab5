import {
  checkoutMessages,
  coreMessages,
  policyMessages,
  shopMessages,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/**
 * Checkout, card payment and the confirmation: the texts `checkoutMessageText` of flows reads (the shell's, the
 * shop's, checkout's, the policies and the workflows').
 */
export const t = translator(coreMessages, shopMessages, checkoutMessages, policyMessages, workflowMessages);
