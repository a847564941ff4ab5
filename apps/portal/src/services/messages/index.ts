import { coreMessages, translator } from '@b2b-portal/api/messages';

/**
 * Reads a text of the shell's part of the message catalogue; the portal shows no text that is not in the
 * catalogue. A page that shows an area's texts reads them with that area's reader (`./shop`, `./checkout`…),
 * so its chunk carries them and the first paint does not (issue 14).
 */
export const t = translator(coreMessages);
