import { coreMessages, homeMessages, translator } from '@b2b-portal/api/messages';

/** The home page: the shell's texts and its own. */
export const t = translator(coreMessages, homeMessages);
