import { coreMessages, returnMessages, translator } from '@b2b-portal/api/messages';

/** The order detail's Returns section and its request dialog. */
export const t = translator(coreMessages, returnMessages);
