import * as z from 'zod/mini';

/**
 * A report subscription's schedule (002 §3 "Report schedule", §5; issue 20): daily (every N days at a time),
 * weekly (days of the week at a time) or monthly (a day of the month, or its first or last day, at a time).
 * The shape is what the server stores in `report_subscriptions.schedule` and answers in a subscription; the
 * rules with the documents' messages (a day of month greater than 1 and smaller than 29, a 24-hour time…) are
 * flows' `validateReportSchedule`, which the form and the server both run.
 */

/** A 24-hour time of day, `HH:mm` (00:00 to 23:59). */
export const REPORT_SCHEDULE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The smallest and largest day of month a monthly schedule takes by number (002 §5: greater than 1, smaller than 29). */
export const REPORT_SCHEDULE_MIN_DAY_OF_MONTH = 2;
export const REPORT_SCHEDULE_MAX_DAY_OF_MONTH = 28;
/** The longest gap of a daily schedule, in days (ours: the documents give none). */
export const REPORT_SCHEDULE_MAX_EVERY = 365;

export const ReportScheduleTime = z.string().check(z.regex(REPORT_SCHEDULE_TIME_PATTERN));
/** Day of the week, 0 Sunday to 6 Saturday (the portal's weeks start on Sunday). */
export const ReportScheduleWeekday = z.number().check(z.int(), z.minimum(0), z.maximum(6));

export const DailyReportSchedule = z.object({
  kind: z.literal('daily'),
  every: z.number().check(z.int(), z.minimum(1), z.maximum(REPORT_SCHEDULE_MAX_EVERY)),
  at: ReportScheduleTime,
});
export const WeeklyReportSchedule = z.object({
  kind: z.literal('weekly'),
  days: z.array(ReportScheduleWeekday).check(z.minLength(1), z.maxLength(7)),
  at: ReportScheduleTime,
});
export const MonthlyReportSchedule = z.object({
  kind: z.literal('monthly'),
  day: z.union([
    z
      .number()
      .check(
        z.int(),
        z.minimum(REPORT_SCHEDULE_MIN_DAY_OF_MONTH),
        z.maximum(REPORT_SCHEDULE_MAX_DAY_OF_MONTH),
      ),
    z.literal('first'),
    z.literal('last'),
  ]),
  at: ReportScheduleTime,
});
export const ReportSchedule = z.discriminatedUnion('kind', [
  DailyReportSchedule,
  WeeklyReportSchedule,
  MonthlyReportSchedule,
]);
export type ReportSchedule = z.infer<typeof ReportSchedule>;
export type ReportScheduleKind = ReportSchedule['kind'];
export const REPORT_SCHEDULE_KINDS = [
  'daily',
  'weekly',
  'monthly',
] as const satisfies readonly ReportScheduleKind[];
