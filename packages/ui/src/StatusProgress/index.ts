export {
  defaultStatusProgressLabels,
  StatusProgress,
  type StatusProgressLabels,
  type StatusProgressProps,
  type StatusProgressState,
  type StatusProgressStep,
} from './StatusProgress';
