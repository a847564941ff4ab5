export {
  defaultReportScheduleFormLabels,
  emptyReportScheduleFormValues,
  ReportScheduleForm,
  type ReportScheduleFormErrors,
  type ReportScheduleFormField,
  type ReportScheduleFormLabels,
  type ReportScheduleFormProps,
  type ReportScheduleFormValues,
} from './ReportScheduleForm';
