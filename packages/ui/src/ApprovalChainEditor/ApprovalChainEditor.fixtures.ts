import type {
  ApprovalChainEditorFieldErrors,
  ApprovalChainEditorLevel,
  ApprovalChainRoleOption,
} from './approvalChain';

/** The workflow roles that can hold a level (002 §3 QuoteWorkflowRole). */
export const approverRoles: ApprovalChainRoleOption[] = [
  { roleType: 13, name: 'Quote Approver' },
  { roleType: 14, name: 'Approver Level 1' },
  { roleType: 15, name: 'Approver Level 2' },
];

/** Northwind's quotes: the Quote Approver, then Approver Level 2 from $10,000. */
export const quoteChain: ApprovalChainEditorLevel[] = [
  { level: 1, roleType: 13, minAmount: '0' },
  { level: 2, roleType: 15, minAmount: '10000' },
];

/** The chain of a company that has not set up its own: the Quote Approver from $0. */
export const defaultChain: ApprovalChainEditorLevel[] = [{ level: 1, roleType: 13, minAmount: '0' }];

/** As many levels as a chain of `approverRoles` may have: each role approves at one level. */
export const fullChain: ApprovalChainEditorLevel[] = [
  { level: 1, roleType: 14, minAmount: '0' },
  { level: 2, roleType: 13, minAmount: '1000' },
  { level: 3, roleType: 15, minAmount: '10000' },
];

/** The server's answer to a chain it refuses (422 ApprovalChainInvalid). */
export const serverChainInvalid =
  'The approval chain was not saved. Correct the levels marked and save again.';

/**
 * The server's field errors of a refused save of `quoteChain` (its Problem's `levels.1.minAmount` and
 * `levels.0.roleType`, mapped by the page), in the catalogue's words.
 */
export const serverLevelErrors: ApprovalChainEditorFieldErrors = {
  levels: [
    { role: 'Choose the role that approves at this level.' },
    { amount: 'The amount cannot be more than $1,000,000,000.00.' },
  ],
};
