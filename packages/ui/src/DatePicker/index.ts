export {
  DatePicker,
  type DatePickerLabels,
  type DatePickerProps,
  defaultDatePickerLabels,
} from './DatePicker';
