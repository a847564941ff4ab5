export {
  type ApprovalLevel,
  type ApprovalLevelStateName,
  ApprovalLevels,
  type ApprovalLevelsLabels,
  type ApprovalLevelsProps,
  approvalLevelStates,
  approvalLevelText,
  defaultApprovalLevelsLabels,
} from './ApprovalLevels';
