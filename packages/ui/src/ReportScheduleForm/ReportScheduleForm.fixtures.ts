import type { ReportScheduleFormErrors, ReportScheduleFormValues } from './ReportScheduleForm';

/**
 * The rules as the portal passes them (flows' `validateReportSchedule`, 002 §5, with the catalogue's words),
 * written out here because ui does not depend on flows.
 */
export function scheduleErrors(values: ReportScheduleFormValues): ReportScheduleFormErrors {
  if (values.kind === '') return { kind: 'Please choose daily, weekly or monthly.' };
  const errors: ReportScheduleFormErrors = {};
  if (values.kind === 'daily') {
    if (values.every.trim() === '') errors.every = "Daily needs 'every': the number of days between runs.";
    else if (!/^\d+$/.test(values.every.trim()) || Number(values.every) < 1 || Number(values.every) > 365)
      errors.every = "'Every' must be a whole number of days from 1 to 365.";
  }
  if (values.kind === 'weekly' && values.days.length === 0) errors.days = 'Weekly needs at least one day.';
  if (values.kind === 'monthly' && values.monthDay === 'number') {
    const day = values.dayOfMonth.trim();
    if (day === '') errors.dayOfMonth = 'Monthly needs a day of month.';
    else if (!/^\d+$/.test(day) || Number(day) < 2 || Number(day) > 28)
      errors.dayOfMonth = 'Day of month must be an integer greater than 1 and smaller than 29.';
  }
  if (values.at.trim() === '') errors.at = "An 'at' time is required.";
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.at.trim()))
    errors.at = 'Time must be in 24-hour format, HH:mm (for example 07:30 or 18:00).';
  return errors;
}
