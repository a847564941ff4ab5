export {
  ApprovalChainEditor,
  type ApprovalChainEditorLabels,
  type ApprovalChainEditorProps,
  defaultApprovalChainEditorLabels,
} from './ApprovalChainEditor';
export {
  APPROVAL_CHAIN_MAX_AMOUNT,
  APPROVAL_CHAIN_MAX_LEVELS,
  type ApprovalChainEditorLevel,
  type ApprovalChainRoleOption,
  validateApprovalChain,
} from './approvalChain';
