export {
  defaultReportListLabels,
  ReportList,
  type ReportListItem,
  type ReportListLabels,
  type ReportListProps,
} from './ReportList';
export {
  defaultReportRunFormLabels,
  type ReportRunField,
  type ReportRunFieldKind,
  ReportRunForm,
  type ReportRunFormErrors,
  type ReportRunFormLabels,
  type ReportRunFormProps,
  type ReportRunFormValues,
} from './ReportRunForm';
export {
  defaultReportSubscriptionListLabels,
  type ReportSubscriptionItem,
  ReportSubscriptionList,
  type ReportSubscriptionListLabels,
  type ReportSubscriptionListProps,
} from './ReportSubscriptionList';
