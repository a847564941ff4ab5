import { coreMessages, listMessages, translator, warehouseMessages } from '@b2b-portal/api/messages';

/** The warehouse summary's page. */
export const t = translator(coreMessages, listMessages, warehouseMessages);
