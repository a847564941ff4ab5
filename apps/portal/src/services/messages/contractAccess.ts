import { contractMessages, coreMessages, translator } from '@b2b-portal/api/messages';

/** The user page's maintenance contract access section. */
export const t = translator(coreMessages, contractMessages);
