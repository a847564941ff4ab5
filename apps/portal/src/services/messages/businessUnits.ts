import { businessUnitMessages, coreMessages, translator } from '@b2b-portal/api/messages';

/** The Document Categorization Hierarchy (issue 18): the shell's texts and the hierarchy's. */
export const t = translator(coreMessages, businessUnitMessages);
