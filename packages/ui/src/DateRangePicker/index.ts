export {
  DateRangePicker,
  type DateRangePickerLabels,
  type DateRangePickerProps,
  type DateRangePreset,
  defaultDateRangePickerLabels,
  type IsoDateRange,
} from './DateRangePicker';
