import { coreMessages, shopMessages, shopSearchMessages, translator } from '@b2b-portal/api/messages';

/** The shop page's own search texts (no results) besides the shop's: only the shop page's chunk carries them. */
export const t = translator(coreMessages, shopMessages, shopSearchMessages);
