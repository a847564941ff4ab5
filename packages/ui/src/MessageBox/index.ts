export {
  defaultMessageBoxLabels,
  MessageBox,
  type MessageBoxButton,
  type MessageBoxLabels,
  type MessageBoxProps,
  type MessageBoxType,
  messageBoxTypes,
} from './MessageBox';
