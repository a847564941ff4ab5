import { coreMessages, overviewMessages, translator } from '@b2b-portal/api/messages';

/** Account Overview: the shell's texts and its own. */
export const t = translator(coreMessages, overviewMessages);
