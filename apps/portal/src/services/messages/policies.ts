import { coreMessages, policyMessages, translator } from '@b2b-portal/api/messages';

/** Pages that state the company's policies (Help): the shell's texts and the policies. */
export const t = translator(coreMessages, policyMessages);
