import { coreMessages, quickOrderMessages, shopMessages, translator } from '@b2b-portal/api/messages';

/** Quick order and the order page's reorder: the shell's texts, the shop's and theirs. */
export const t = translator(coreMessages, shopMessages, quickOrderMessages);
