import { coreMessages, passwordMessages, type TextKeyOf, translator } from '@b2b-portal/api/messages';

/** The public password pages (issue 18): the shell's texts and the password flows'. */
export const t = translator(coreMessages, passwordMessages);
/** A key of a plain text `t` reads. */
export type TextKey = TextKeyOf<[typeof coreMessages, typeof passwordMessages]>;
