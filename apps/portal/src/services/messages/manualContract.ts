import { coreMessages, manualContractMessages, translator } from '@b2b-portal/api/messages';

/** The manual contract upload page's texts (issue 19) and the shell's. */
export const t = translator(coreMessages, manualContractMessages);
