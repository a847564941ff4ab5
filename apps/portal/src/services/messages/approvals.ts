import {
  approvalMessages,
  coreMessages,
  shopMessages,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/** Pending approvals, registrations and the registration form: the shell's texts, approvals' and workflows'. */
export const t = translator(coreMessages, approvalMessages, workflowMessages, shopMessages);
/** A key `t` reads. */
export type TextKey = Parameters<typeof t>[0];
