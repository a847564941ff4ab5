import { contractMessages, coreMessages, listMessages, translator } from '@b2b-portal/api/messages';

/** The contracts dashboard, the devices and the device page. */
export const t = translator(coreMessages, listMessages, contractMessages);
