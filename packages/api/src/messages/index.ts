import { en, type MessageCatalogue, type MessageKey } from './en';
import { fillMessage } from './format';

export type { CoreMessageKey } from './en';
export { approvalMessages } from './en-approvals';
export { checkoutMessages } from './en-checkout';
export { coreMessages } from './en-core';
export { documentMessages } from './en-documents';
export { handoffMessages } from './en-handoff';
export { policyMessages } from './en-policies';
export { pricingRequestMessages } from './en-pricing';
export { quoteMessages } from './en-quotes';
export { requisitionMessages } from './en-requisitions';
export { settingsMessages } from './en-settings';
export { shopMessages } from './en-shop';
export { workflowMessages } from './en-workflow';
export { type Catalogue, fillMessage, type KeyOf, translator } from './format';
export { type RejectionActionMessageKey, rejectionActionMessageKey } from './rejection-actions';
export { en, type MessageCatalogue, type MessageKey };

/**
 * Reads a message of the whole catalogue and fills `{placeholders}` from `params` (the server's and the tests'
 * way; code that runs in the browser uses `translator` over the parts it needs).
 */
export function formatMessage(
  key: MessageKey,
  params: Record<string, string | number> = {},
  catalogue: MessageCatalogue = en,
): string {
  return fillMessage(catalogue[key], params);
}
