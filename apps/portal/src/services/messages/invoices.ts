import {
  coreMessages,
  documentMessages,
  invoiceMessages,
  policyMessages,
  shopMessages,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/** The invoice pages: the document pages' texts, the invoices' own and the payment policies (001 §9). */
export const t = translator(
  coreMessages,
  invoiceMessages,
  policyMessages,
  shopMessages,
  documentMessages,
  workflowMessages,
);
