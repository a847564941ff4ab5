export {
  ApprovalChainEditor,
  type ApprovalChainEditorLabels,
  type ApprovalChainEditorProps,
  defaultApprovalChainEditorLabels,
} from './ApprovalChainEditor';
export type {
  ApprovalChainDraftLevel,
  ApprovalChainEditorAmountProblem,
  ApprovalChainEditorFieldErrors,
  ApprovalChainEditorLevel,
  ApprovalChainEditorLevelErrors,
  ApprovalChainEditorLevelProblems,
  ApprovalChainEditorValidation,
  ApprovalChainRoleOption,
} from './approvalChain';
