export {
  defaultEmptyStateLabels,
  EmptyState,
  type EmptyStateLabels,
  type EmptyStateProps,
} from './EmptyState';
