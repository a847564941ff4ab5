import { coreMessages, listMessages, translator, vendorSupportMessages } from '@b2b-portal/api/messages';

/** The vendor support pages (bugs, RMAs, support cases). */
export const t = translator(coreMessages, listMessages, vendorSupportMessages);
