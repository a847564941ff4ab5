import {
  type BusinessUnitOption,
  type CompanyReport,
  Enumerations,
  type ReportSearchFieldDefinition,
  type ReportSubscription,
  type ReportSummary,
} from '@b2b-portal/api';
import {
  describeReportSchedule,
  pathFor,
  reportFieldLabel,
  reportFormatLabel,
} from '@b2b-portal/flows/rules';
import {
  formatDateTime,
  type ReportListItem,
  type ReportListLabels,
  type ReportRunField,
  type ReportSubscriptionItem,
  type ReportSubscriptionListLabels,
} from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import { t } from '../services/messages/reports';

/**
 * The reports' pages' parts in the ui components' terms (issue 20): a report or a subscription as a list row, a
 * report's search field definitions as the run form's fields, and the lists' texts from the catalogue.
 */

/** The formats a run may ask for (api's REPORT_RUN_FORMATS: PDF, CSV, XLSX). */
const RUN_FORMATS = new Set([1, 5, 6]);

export const reportHref = (reportId: string, subscriptionId?: string | null) =>
  hrefFor(pathFor('Report', { id: reportId, uuid: subscriptionId ?? undefined }));

export function reportListItem(report: ReportSummary | CompanyReport): ReportListItem {
  return {
    id: report.id,
    name: report.name,
    description: report.description,
    kind: t(`Reports.Kind.${report.kind}`),
    formats: report.formats.filter((format) => RUN_FORMATS.has(format)).map(reportFormatLabel),
    href: reportHref(report.id, report.subscriptionId),
    ...('assignedUserCount' in report ? { assignedCount: report.assignedUserCount } : {}),
  };
}

export function subscriptionItem(subscription: ReportSubscription): ReportSubscriptionItem {
  return {
    id: subscription.id,
    reportName: subscription.reportName,
    format: reportFormatLabel(subscription.format),
    schedule: subscription.schedule ? describeReportSchedule(subscription.schedule) : null,
    nextRun: subscription.schedule && subscription.nextRunAt ? formatDateTime(subscription.nextRunAt) : null,
    href: reportHref(subscription.reportId, subscription.id),
  };
}

/** The formats of a report the run form offers, with their names. */
export function runFormats(report: ReportSummary) {
  return report.formats
    .filter((format) => RUN_FORMATS.has(format))
    .map((format) => ({ value: format, label: reportFormatLabel(format) }));
}

const enumOptions = (values: Record<string, { value: number; name: string }>) =>
  Object.values(values).map((entry) => ({ id: String(entry.value), label: entry.name }));

/** A report's search field definitions as the run form's fields (business units from listHierarchy). */
export function runFields(
  definitions: readonly ReportSearchFieldDefinition[],
  businessUnits: readonly BusinessUnitOption[],
): ReportRunField[] {
  return definitions.map((definition) => {
    const base = {
      name: definition.name,
      label: reportFieldLabel(definition.name),
      required: definition.required,
    };
    switch (definition.kind) {
      case 'businessUnit':
        return {
          ...base,
          kind: definition.kind,
          anyLabel: t('Report.AnyBusinessUnit'),
          options: businessUnits.map((unit) => ({ id: unit.id, label: unit.path || unit.name })),
        };
      case 'orderStatus':
        return {
          ...base,
          kind: definition.kind,
          anyLabel: t('Report.AnyStatus'),
          options: enumOptions(Enumerations.OrderStatus),
        };
      case 'quoteStatus':
        return {
          ...base,
          kind: definition.kind,
          anyLabel: t('Report.AnyStatus'),
          options: enumOptions(Enumerations.QuoteStatusFilter),
        };
      default:
        return { ...base, kind: definition.kind };
    }
  });
}

export const reportListLabels = (): Partial<ReportListLabels> => ({
  name: t('Reports.Name'),
  kind: t('Reports.Kind'),
  formats: t('Reports.Formats'),
  assignedUsers: t('Reports.AssignedUsers'),
  actions: t('Reports.Actions'),
  open: t('Reports.OpenLabel'),
  openReport: t('Reports.Open', { name: '{name}' }),
  assignedCount: t('Reports.AssignedCount', { count: '{count}' }),
  empty: t('Reports.None'),
  loading: t('Reports.Loading'),
  retry: t('Reports.Retry'),
});

export const subscriptionListLabels = (): Partial<ReportSubscriptionListLabels> => ({
  report: t('ReportSchedule.Subscriptions.Report'),
  format: t('ReportSchedule.Subscriptions.Format'),
  schedule: t('ReportSchedule.Subscriptions.Schedule'),
  nextRun: t('ReportSchedule.Subscriptions.NextRun'),
  actions: t('ReportSchedule.Subscriptions.Actions'),
  notScheduled: t('ReportSchedule.Subscriptions.NotScheduled'),
  open: t('ReportSchedule.Subscriptions.Open'),
  openReport: t('ReportSchedule.Subscriptions.OpenLabel', { report: '{report}' }),
  delete: t('ReportSchedule.Subscriptions.DeleteButton'),
  deleteReport: t('ReportSchedule.Subscriptions.Delete', { report: '{report}' }),
  confirmTitle: t('ReportSchedule.Subscriptions.ConfirmTitle'),
  confirm: t('ReportSchedule.Subscriptions.Confirm', { report: '{report}' }),
  cancel: t('Global.Cancel'),
  deleting: t('ReportSchedule.Subscriptions.Deleting'),
  deleted: t('ReportSchedule.Subscriptions.Deleted'),
  empty: t('ReportSchedule.Subscriptions.Empty'),
  loading: t('ReportSchedule.Subscriptions.Loading'),
  retry: t('Reports.Retry'),
});
