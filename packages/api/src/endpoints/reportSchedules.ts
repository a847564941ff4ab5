import { defineEndpoint } from '../endpoint';
import { REPORT_PERMISSION } from '../limits';
import { Ok } from '../schemas/common';
import { ReportSubscription, SaveReportScheduleBody, SubscriptionIdQuery } from '../schemas/reports';

/**
 * Report schedules (issue 20; 002 §3, §5, §7 Reports): saveschedule and deletesubscription. The caller's
 * subscriptions are reportEndpoints.listReportByLoggedInUser. A scheduled run renders the report on the
 * subscriber's saved fields and mails it (attached, or as a signed link when it is large).
 */
export const reportScheduleEndpoints = {
  saveSchedule: defineEndpoint({
    id: 'report.saveschedule',
    method: 'POST',
    path: 'V1.0/Report/saveschedule',
    access: 'user',
    permission: REPORT_PERMISSION,
    body: SaveReportScheduleBody,
    answer: ReportSubscription,
    errors: { 404: ['ReportNotFound'], 422: ['ReportFormatNotOffered'] },
    summary:
      "Saves the caller's subscription to a report they may run (format, search fields) with its schedule (daily every N days, weekly on days, monthly on a day 2-28, the first or the last, at HH:mm in the caller's time zone) and answers it with its next run; schedule null stops the runs. A schedule against the rules of 002 §5 answers 400 with the field's message.",
  }),
  deleteSubscription: defineEndpoint({
    id: 'report.deletesubscription',
    method: 'DELETE',
    path: 'V1.0/Report/deletesubscription',
    access: 'user',
    permission: REPORT_PERMISSION,
    query: SubscriptionIdQuery,
    answer: Ok,
    errors: { 404: ['ReportSubscriptionNotFound'] },
    summary:
      "Deletes one of the caller's subscriptions (its saved search fields and its schedule: no further scheduled run). Another user's answers 404.",
  }),
} as const;
