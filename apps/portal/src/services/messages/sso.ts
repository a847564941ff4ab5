import { coreMessages, ssoMessages, translator } from '@b2b-portal/api/messages';

/** The login page's single sign-on: the shell's texts and its own. */
export const t = translator(coreMessages, ssoMessages);
