import { coreMessages, listMessages, searchMessages, translator } from '@b2b-portal/api/messages';

/** The advanced search page: the shell's texts (the document types' menu names), the lists' and its own. */
export const t = translator(coreMessages, listMessages, searchMessages);
