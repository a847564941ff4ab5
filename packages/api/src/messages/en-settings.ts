/**
 * The Settings & Administration page and the approval workflows settings (issue 6).
 */
export const settingsMessages = {
  // Approval workflows settings (issue 6): the Settings & Administration page and /approval-workflows
  'Settings.Lead': 'Set up how your company works in the portal.',
  'ApprovalWorkflows.Lead':
    'Choose who approves your quotes and requisitions, level by level, and from which grand total each level applies. Documents already submitted keep the chain they were submitted with.',
  'ApprovalWorkflows.DocumentTypes': 'Document types',
  'ApprovalWorkflows.Quotes': 'Quotes',
  'ApprovalWorkflows.Requisitions': 'Requisitions',
  'ApprovalWorkflows.QuoteChain': 'Quote approval chain',
  'ApprovalWorkflows.RequisitionChain': 'Requisition approval chain',
  'ApprovalWorkflows.Saved': '{chain} saved.',
  'ApprovalWorkflows.DefaultRestored': '{chain}: the default chain applies again.',
} as const;
