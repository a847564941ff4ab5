import { coreMessages, documentMessages, translator, workflowMessages } from '@b2b-portal/api/messages';

export { rejectionActionMessageKey } from '@b2b-portal/api/messages';

/** What every document's page shares (addresses, attachments, the approval panel): the shell's, documents', workflows'. */
export const t = translator(coreMessages, documentMessages, workflowMessages);
