import { coreMessages, locationMessages, translator } from '@b2b-portal/api/messages';

/** The public /locations page (issue 18). */
export const t = translator(coreMessages, locationMessages);
