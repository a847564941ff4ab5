export {
  ApprovalChainEditor,
  type ApprovalChainEditorLabels,
  type ApprovalChainEditorProps,
  defaultApprovalChainEditorLabels,
} from './ApprovalChainEditor';
export type {
  ApprovalChainDraftLevel,
  ApprovalChainEditorAmountProblem,
  ApprovalChainEditorLevel,
  ApprovalChainEditorLevelProblems,
  ApprovalChainEditorValidation,
  ApprovalChainRoleOption,
} from './approvalChain';
