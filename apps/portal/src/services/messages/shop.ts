import { coreMessages, shopMessages, translator } from '@b2b-portal/api/messages';

/** The shop's pages (shop, cart, saved and shared carts, Request a Quote, punch-in): the shell's texts and theirs. */
export const t = translator(coreMessages, shopMessages);
