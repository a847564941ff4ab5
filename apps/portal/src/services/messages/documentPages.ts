import {
  type Catalogue,
  coreMessages,
  documentMessages,
  shopMessages,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/**
 * A reader for one kind of document's pages (quotes, requisitions, pricing requests): the shell's texts, the
 * kind's own, the shop's (a document's lines), documents' and workflows'.
 */
export function documentPagesReader<const C extends Catalogue>(own: C) {
  return translator(coreMessages, own, shopMessages, documentMessages, workflowMessages);
}
