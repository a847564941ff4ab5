import {
  coreMessages,
  documentMessages,
  requisitionMessages,
  shopMessages,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/** The requisition pages: the shell's texts, the shop's (lines), documents', workflows' and the requisitions'. */
export const t = translator(
  coreMessages,
  requisitionMessages,
  shopMessages,
  documentMessages,
  workflowMessages,
);
