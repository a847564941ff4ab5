import { coreMessages, handoffMessages, translator } from '@b2b-portal/api/messages';

/** The /redirect hand-off page: the shell's texts and its own. */
export const t = translator(coreMessages, handoffMessages);
