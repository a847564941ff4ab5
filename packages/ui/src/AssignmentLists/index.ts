export {
  AssignmentDialog,
  type AssignmentDialogLabels,
  type AssignmentDialogProps,
} from './AssignmentDialog';
export {
  type AssignmentItem,
  AssignmentLists,
  type AssignmentListsLabels,
  type AssignmentListsProps,
  defaultAssignmentListsLabels,
} from './AssignmentLists';
