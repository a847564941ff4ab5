import {
  REPORT_WITHIN_DAYS_MAX,
  type ReportSchedule,
  type ReportSearchFieldDefinition,
  type ReportSearchFieldName,
  type ReportSearchValues,
} from '@b2b-portal/api';
import { reportMessages, reportScheduleMessages, translator } from '@b2b-portal/api/messages';

const text = translator(reportMessages, reportScheduleMessages);

/**
 * A report's run form (002 §2 /report; issue 20): the search fields as typed, their check against the report's
 * definitions (required fields, the date order, the days' range) with the catalogue's words, and a schedule in
 * words for the subscriptions list. The server checks the same values again (ReportSearchValues).
 */

/** The search fields as the form holds them: each as typed ('' when empty). */
export type ReportSearchDraft = Partial<Record<ReportSearchFieldName, string>>;

export type ReportSearchErrors = Partial<Record<ReportSearchFieldName, string>>;

export type ReportSearchValidation =
  | { ok: true; values: ReportSearchValues }
  | { ok: false; errors: ReportSearchErrors };

/** The draft of saved search fields (the form opened on a subscription). */
export function reportSearchDraft(values: ReportSearchValues | null | undefined): ReportSearchDraft {
  const draft: ReportSearchDraft = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value !== undefined && value !== null) draft[name as ReportSearchFieldName] = String(value);
  }
  return draft;
}

const WHOLE_NUMBER = /^\s*-?\d+\s*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A field's label in the catalogue (Report.Field.*). */
export function reportFieldLabel(name: ReportSearchFieldName): string {
  return text(`Report.Field.${name}`);
}

/**
 * The draft checked against the report's fields: a required field left empty says '<label> is required.'; a
 * start date after the end date says the catalogue's date order message (on the end date); `withinDays` is a
 * whole number from 1 to 3650. Fields the report does not take are left out of the values.
 */
export function validateReportSearch(
  fields: readonly ReportSearchFieldDefinition[],
  draft: ReportSearchDraft,
): ReportSearchValidation {
  const errors: ReportSearchErrors = {};
  const values: ReportSearchValues = {};
  for (const field of fields) {
    const raw = (draft[field.name] ?? '').trim();
    if (raw === '') {
      if (field.required)
        errors[field.name] = text('Report.Required', { field: reportFieldLabel(field.name) });
      continue;
    }
    switch (field.name) {
      case 'dateFrom':
      case 'dateTo':
        if (DAY.test(raw)) values[field.name] = raw;
        else errors[field.name] = text('Report.Required', { field: reportFieldLabel(field.name) });
        break;
      case 'businessUnitId':
        values.businessUnitId = raw;
        break;
      case 'orderStatus':
        if (WHOLE_NUMBER.test(raw)) values.orderStatus = Number(raw);
        break;
      case 'withinDays': {
        const days = WHOLE_NUMBER.test(raw) ? Number(raw) : Number.NaN;
        if (days >= 1 && days <= REPORT_WITHIN_DAYS_MAX) values.withinDays = days;
        else errors.withinDays = text('Report.WithinDaysRange', { max: String(REPORT_WITHIN_DAYS_MAX) });
        break;
      }
    }
  }
  if (values.dateFrom && values.dateTo && values.dateFrom > values.dateTo && !errors.dateTo)
    errors.dateTo = text('Report.DateOrder');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** A ReportFormat's name as the form and the lists show it (PDF, Excel (XLSX), CSV). */
export function reportFormatLabel(format: number): string {
  return format === 1 || format === 5 || format === 6 ? text(`Report.Format.${format}`) : String(format);
}

/** A schedule in words: 'Weekly on Monday, Thursday at 18:00', 'Monthly on the last day at 06:00'. */
export function describeReportSchedule(schedule: ReportSchedule): string {
  switch (schedule.kind) {
    case 'daily':
      return text('ReportSchedule.Summary.daily', { every: String(schedule.every), at: schedule.at });
    case 'weekly':
      return text('ReportSchedule.Summary.weekly', {
        days: schedule.days
          .map((day) => text(`ReportSchedule.Day.${day}` as 'ReportSchedule.Day.0'))
          .join(', '),
        at: schedule.at,
      });
    case 'monthly':
      return schedule.day === 'first' || schedule.day === 'last'
        ? text(`ReportSchedule.Summary.${schedule.day}`, { at: schedule.at })
        : text('ReportSchedule.Summary.monthly', { day: String(schedule.day), at: schedule.at });
  }
}
