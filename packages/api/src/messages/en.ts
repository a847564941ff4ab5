import { approvalMessages } from './en-approvals';
import { checkoutMessages } from './en-checkout';
import { coreMessages } from './en-core';
import { documentMessages } from './en-documents';
import { handoffMessages } from './en-handoff';
import { policyMessages } from './en-policies';
import { pricingRequestMessages } from './en-pricing';
import { quoteMessages } from './en-quotes';
import { requisitionMessages } from './en-requisitions';
import { settingsMessages } from './en-settings';
import { shopMessages } from './en-shop';
import { workflowMessages } from './en-workflow';

/**
 * The English message catalogue. Keys follow the documents (`Global.SessionModalTitle`…); where the documents
 * give only wording, the key names the place it is used. Another language is another set of files of the same
 * keys.
 *
 * It is kept in parts: the shell's (`en-core.ts`) and one per area. The server and tests read the whole; code
 * that runs in the browser reads the parts it needs (`translator` of ./format.ts), so each page's chunk
 * carries its own texts (issue 14).
 */
export const en = {
  ...coreMessages,
  ...shopMessages,
  ...checkoutMessages,
  ...policyMessages,
  ...settingsMessages,
  ...documentMessages,
  ...workflowMessages,
  ...quoteMessages,
  ...requisitionMessages,
  ...pricingRequestMessages,
  ...approvalMessages,
  ...handoffMessages,
} as const;

export type MessageKey = keyof typeof en;
export type MessageCatalogue = Record<MessageKey, string>;
/** A key of the shell's messages: the ones the first paint carries. */
export type CoreMessageKey = keyof typeof coreMessages;
