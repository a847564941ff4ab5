import {
  coreMessages,
  documentMessages,
  pricingRequestMessages,
  shopMessages,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/** The pricing request pages: the shell's texts, the shop's (lines), documents', workflows' and their own. */
export const t = translator(
  coreMessages,
  pricingRequestMessages,
  shopMessages,
  documentMessages,
  workflowMessages,
);
