export {
  ApproveDialog,
  type ApproveDialogLabels,
  type ApproveDialogProps,
  defaultApproveDialogLabels,
} from './ApproveDialog';
export {
  defaultRejectDialogLabels,
  RejectDialog,
  type RejectDialogLabels,
  type RejectDialogProps,
  type RejectionActionOption,
} from './RejectDialog';
export {
  defaultWorkflowActionsLabels,
  type WorkflowActionItem,
  type WorkflowActionKind,
  WorkflowActions,
  type WorkflowActionsLabels,
  type WorkflowActionsProps,
  workflowActionKinds,
} from './WorkflowActions';
