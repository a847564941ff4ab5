import { coreMessages, reportAssignmentMessages, translator } from '@b2b-portal/api/messages';

/** Report assignment: the user page's section and the reports page's "Assign users" dialog. */
export const t = translator(coreMessages, reportAssignmentMessages);
