export {
  defaultWorkflowHistoryLabels,
  type WorkflowAction,
  WorkflowHistory,
  type WorkflowHistoryLabels,
  type WorkflowHistoryProps,
  type WorkflowStep,
  workflowActions,
} from './WorkflowHistory';
