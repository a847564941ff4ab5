import { coreMessages, savedCartListMessages, shopMessages, translator } from '@b2b-portal/api/messages';

/**
 * The saved-cart lists: the shop's texts and their own (their empty states). A module of its own, so the cart's
 * and the shop's chunks, which read `./shop`, do not carry them.
 */
export const t = translator(coreMessages, shopMessages, savedCartListMessages);
