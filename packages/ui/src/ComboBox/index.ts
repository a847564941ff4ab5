export {
  ComboBox,
  type ComboBoxLabels,
  type ComboBoxOption,
  type ComboBoxProps,
  defaultComboBoxLabels,
  type LoadComboBoxOptions,
} from './ComboBox';
