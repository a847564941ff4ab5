import { coreMessages, translator, workItemMessages } from '@b2b-portal/api/messages';

/** The work item pages: /work-items and /work-item-request (issue 19). */
export const t = translator(coreMessages, workItemMessages);
