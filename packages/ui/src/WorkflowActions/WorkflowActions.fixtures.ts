import type { RejectionActionOption } from './RejectDialog';
import type { WorkflowActionItem } from './WorkflowActions';

export const approveAction: WorkflowActionItem = {
  id: 'approve',
  kind: 'approve',
  name: 'Approve',
  requiresComments: false,
  leadsToCheckout: false,
  rejectionActions: [],
};

export const rejectAction: WorkflowActionItem = {
  id: 'reject',
  kind: 'reject',
  name: 'Reject',
  requiresComments: true,
  leadsToCheckout: false,
  rejectionActions: [3, 2, 1],
};

export const approverActions: WorkflowActionItem[] = [approveAction, rejectAction];

export const requesterActions: WorkflowActionItem[] = [
  {
    id: 'resubmit',
    kind: 'resubmit',
    name: 'Edit and resubmit',
    requiresComments: false,
    leadsToCheckout: true,
    rejectionActions: [],
  },
  {
    id: 'cancel',
    kind: 'cancel',
    name: 'Cancel requisition',
    requiresComments: false,
    leadsToCheckout: false,
    rejectionActions: [],
  },
];

/** The documents' message for a user without the quote approval permission. */
export const noPermissionMessage =
  'You do not have the required permissions to process this quote. Please contact your system administrator.';

export const rejectionActionOptions: RejectionActionOption[] = [
  { value: 3, label: 'Reject' },
  { value: 2, label: 'Manager Reject' },
  { value: 1, label: 'Technical Return' },
];

export const commentsRequired = 'Please enter comments for the rejection.';

/** The comments' length a page passes (the portal: the contract's `WORKFLOW_COMMENTS_LIMITS.max`). */
export const commentsMaxLength = 2000;

/** The server's word on comments it refused (a field error at `comments`). */
export const commentsTooLong = 'Please enter at most 2000 characters.';
