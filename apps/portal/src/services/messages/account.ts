import { accountMessages, coreMessages, type TextKeyOf, translator } from '@b2b-portal/api/messages';

/** My Account (/account): the shell's texts and the page's own. */
export const t = translator(coreMessages, accountMessages);
/** A key of a plain text `t` reads (a plural one needs its count). */
export type TextKey = TextKeyOf<[typeof coreMessages, typeof accountMessages]>;
