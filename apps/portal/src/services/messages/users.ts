import { coreMessages, listMessages, translator, userMessages } from '@b2b-portal/api/messages';

/** The users list and the user page (issue 18). */
export const t = translator(coreMessages, listMessages, userMessages);
