import { coreMessages, settingsMessages, translator, workflowMessages } from '@b2b-portal/api/messages';

/** Settings & Administration and the approval workflows settings: the shell's texts, theirs and workflows'. */
export const t = translator(coreMessages, settingsMessages, workflowMessages);
