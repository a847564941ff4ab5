import {
  approvalMessages,
  coreMessages,
  shopMessages,
  type TextKeyOf,
  translator,
  workflowMessages,
} from '@b2b-portal/api/messages';

/** Pending approvals, registrations and the registration form: the shell's texts, approvals' and workflows'. */
export const t = translator(coreMessages, approvalMessages, workflowMessages, shopMessages);
/** A key of a plain text `t` reads (a plural one needs its count). */
export type TextKey = TextKeyOf<
  [typeof coreMessages, typeof approvalMessages, typeof workflowMessages, typeof shopMessages]
>;
