import {
  coreMessages,
  documentMessages,
  quoteMessages,
  shopMessages,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/** The quote pages: the shell's texts, the shop's (a quote's lines), documents', workflows' and the quotes'. */
export const t = translator(coreMessages, quoteMessages, shopMessages, documentMessages, workflowMessages);
