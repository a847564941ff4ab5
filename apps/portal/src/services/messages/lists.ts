import { coreMessages, listMessages, translator } from '@b2b-portal/api/messages';

/** The document lists' own texts (their empty states): a module of its own, so only the list pages carry them. */
export const t = translator(coreMessages, listMessages);
