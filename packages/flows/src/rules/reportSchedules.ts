import {
  REPORT_SCHEDULE_MAX_DAY_OF_MONTH,
  REPORT_SCHEDULE_MAX_EVERY,
  REPORT_SCHEDULE_MIN_DAY_OF_MONTH,
  REPORT_SCHEDULE_TIME_PATTERN,
  type ReportSchedule,
  type ReportScheduleKind,
} from '@b2b-portal/api';
import { reportScheduleMessages, translator } from '@b2b-portal/api/messages';

const text = translator(reportScheduleMessages);

/**
 * A report subscription's schedule (002 §3, §5; issue 20): the form's draft, its validation with the
 * catalogue's messages (the form runs it as the user types, the server on saveschedule), and the next
 * occurrence after an instant in the subscriber's time zone (the server's job queue runs it).
 */

/** What the schedule form holds: text fields as typed, the kind not chosen yet (''). */
export interface ReportScheduleDraft {
  kind: ReportScheduleKind | '';
  /** Daily: days between runs, as typed. */
  every: string;
  /** Weekly: days of the week, 0 Sunday to 6 Saturday. */
  days: readonly number[];
  /** Monthly: the first day, the last day, or the day number in `dayOfMonth`. */
  monthDay: 'first' | 'last' | 'number';
  /** Monthly: the day number as typed. */
  dayOfMonth: string;
  /** `HH:mm`, 24-hour. */
  at: string;
}

export type ReportScheduleField = 'kind' | 'every' | 'days' | 'dayOfMonth' | 'at';

export interface ReportScheduleError {
  field: ReportScheduleField;
  message: string;
}

export type ReportScheduleValidation =
  | { ok: true; schedule: ReportSchedule }
  | { ok: false; errors: ReportScheduleError[] };

export const EMPTY_REPORT_SCHEDULE_DRAFT: ReportScheduleDraft = {
  kind: '',
  every: '',
  days: [],
  monthDay: 'number',
  dayOfMonth: '',
  at: '',
};

/** The draft of a saved schedule (the form opened on an existing subscription). */
export function reportScheduleDraft(schedule: ReportSchedule | null | undefined): ReportScheduleDraft {
  if (!schedule) return EMPTY_REPORT_SCHEDULE_DRAFT;
  switch (schedule.kind) {
    case 'daily':
      return {
        ...EMPTY_REPORT_SCHEDULE_DRAFT,
        kind: 'daily',
        every: String(schedule.every),
        at: schedule.at,
      };
    case 'weekly':
      return { ...EMPTY_REPORT_SCHEDULE_DRAFT, kind: 'weekly', days: [...schedule.days], at: schedule.at };
    case 'monthly':
      return typeof schedule.day === 'number'
        ? {
            ...EMPTY_REPORT_SCHEDULE_DRAFT,
            kind: 'monthly',
            dayOfMonth: String(schedule.day),
            at: schedule.at,
          }
        : { ...EMPTY_REPORT_SCHEDULE_DRAFT, kind: 'monthly', monthDay: schedule.day, at: schedule.at };
  }
}

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * The draft's faults, one per field, with the catalogue's words (002 §5): one of daily, weekly, monthly must be
 * chosen; daily needs 'every' (1 to 365 days, ours) and an 'at' time; weekly at least one day and an 'at' time;
 * monthly a day of month — the first, the last, or an integer greater than 1 and smaller than 29 — and an 'at'
 * time; the time is 24-hour `HH:mm`. Only the chosen kind's fields are checked.
 */
export function validateReportSchedule(draft: ReportScheduleDraft): ReportScheduleValidation {
  const errors: ReportScheduleError[] = [];
  if (draft.kind === '')
    return { ok: false, errors: [{ field: 'kind', message: text('ReportSchedule.Error.Kind') }] };
  let every = 0;
  let day: number | 'first' | 'last' = 'first';
  const days = [...new Set(draft.days)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 6).sort();
  if (draft.kind === 'daily') {
    if (draft.every.trim() === '')
      errors.push({ field: 'every', message: text('ReportSchedule.Error.EveryRequired') });
    else {
      every = WHOLE_NUMBER.test(draft.every) ? Number(draft.every) : Number.NaN;
      if (!(every >= 1 && every <= REPORT_SCHEDULE_MAX_EVERY))
        errors.push({
          field: 'every',
          message: text('ReportSchedule.Error.EveryRange', { max: String(REPORT_SCHEDULE_MAX_EVERY) }),
        });
    }
  } else if (draft.kind === 'weekly') {
    if (days.length === 0) errors.push({ field: 'days', message: text('ReportSchedule.Error.DaysRequired') });
  } else if (draft.monthDay === 'number') {
    if (draft.dayOfMonth.trim() === '')
      errors.push({ field: 'dayOfMonth', message: text('ReportSchedule.Error.DayOfMonthRequired') });
    else {
      day = WHOLE_NUMBER.test(draft.dayOfMonth) ? Number(draft.dayOfMonth) : Number.NaN;
      if (!(day >= REPORT_SCHEDULE_MIN_DAY_OF_MONTH && day <= REPORT_SCHEDULE_MAX_DAY_OF_MONTH))
        errors.push({ field: 'dayOfMonth', message: text('ReportSchedule.Error.DayOfMonthRange') });
    }
  } else day = draft.monthDay;
  const at = draft.at.trim();
  if (at === '') errors.push({ field: 'at', message: text('ReportSchedule.Error.AtRequired') });
  else if (!REPORT_SCHEDULE_TIME_PATTERN.test(at))
    errors.push({ field: 'at', message: text('ReportSchedule.Error.AtFormat') });
  if (errors.length > 0) return { ok: false, errors };
  const schedule: ReportSchedule =
    draft.kind === 'daily'
      ? { kind: 'daily', every, at }
      : draft.kind === 'weekly'
        ? { kind: 'weekly', days, at }
        : { kind: 'monthly', day, at };
  return { ok: true, schedule };
}

/**
 * The same rules on a body as a client sent it (the server's saveschedule): anything not of the shape reads as
 * the draft a person would have typed, so the answer carries the same messages as the form.
 */
export function validateReportScheduleInput(input: unknown): ReportScheduleValidation {
  const value = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const kind =
    value.kind === 'daily' || value.kind === 'weekly' || value.kind === 'monthly' ? value.kind : '';
  const asText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');
  const day = value.day;
  return validateReportSchedule({
    kind,
    every: asText(value.every),
    days: Array.isArray(value.days) ? value.days.filter((d): d is number => typeof d === 'number') : [],
    monthDay: day === 'first' || day === 'last' ? day : 'number',
    dayOfMonth: asText(day),
    at: asText(value.at),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Occurrences in a time zone.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the IANA time zone is one this runtime knows (`Europe/Berlin`, `UTC`…). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

function localParts(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (local = UTC + offset). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return local - Math.floor(instant / 1000) * 1000;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The instant of a wall-clock time in a zone. A time skipped by a change to summer time (02:30 on the spring
 * morning in New York) runs at the same distance after the change (03:30); a time that happens twice (01:30 on
 * the autumn morning) runs the first time — the choice of Temporal's 'compatible'.
 */
export function zonedInstant(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const local = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = offsetAt(local - 12 * HOUR, timeZone);
  const after = offsetAt(local + 12 * HOUR, timeZone);
  if (before === after) return new Date(local - before);
  const early = local - before;
  const late = local - after;
  const earlyFits = offsetAt(early, timeZone) === before;
  const lateFits = offsetAt(late, timeZone) === after;
  if (earlyFits && lateFits) return new Date(Math.min(early, late));
  if (earlyFits) return new Date(early);
  if (lateFits) return new Date(late);
  return new Date(early);
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
function dayNumber(date: LocalDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / DAY);
}

/** The calendar date an instant falls on in a zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const p = localParts(instant.getTime(), timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

export interface NextReportRunOptions {
  /** The zone the schedule's times and days are read in (the subscriber's). */
  timeZone: string;
  /** The occurrence is strictly after this instant (now, or the run just done). */
  after: Date;
  /**
   * Daily every N days: the occurrence last run (or, before any run, none). Runs keep its rhythm — N days
   * apart counted from it — and the ones missed while nobody ran them are skipped, not run one by one. Without
   * it the first run is the first `at` after `after`.
   */
  previous?: Date | null;
}

/**
 * The next occurrence of a schedule strictly after `after` (002 §3): daily every N days at `at`; weekly on the
 * chosen days at `at`; monthly on the day (the first, the last — 28, 29, 30 or 31 — or a number from 2 to 28)
 * at `at`. The server stores it in `next_run_at` and, once it has run, moves it on from the time it ran, so an
 * occurrence missed while the server was down runs once and the next is a future one.
 */
export function nextReportRun(schedule: ReportSchedule, options: NextReportRunOptions): Date {
  const { timeZone, after } = options;
  const [hour, minute] = schedule.at.split(':').map(Number) as [number, number];
  const start = localDateOf(after, timeZone);
  const at = (date: LocalDate) => zonedInstant(date, hour, minute, timeZone);
  if (schedule.kind === 'daily') {
    if (options.previous) {
      const first = localDateOf(options.previous, timeZone);
      // Whole periods from the last run's date to `after`'s date, then step on until the time is after `after`.
      const periods = Math.max(1, Math.floor((dayNumber(start) - dayNumber(first)) / schedule.every));
      for (let k = periods; ; k += 1) {
        const candidate = at(addDays(first, k * schedule.every));
        if (candidate.getTime() > after.getTime()) return candidate;
      }
    }
    for (let k = 0; ; k += 1) {
      const candidate = at(addDays(start, k));
      if (candidate.getTime() > after.getTime()) return candidate;
    }
  }
  if (schedule.kind === 'weekly') {
    for (let k = 0; k <= 14; k += 1) {
      const date = addDays(start, k);
      if (!schedule.days.includes(weekday(date))) continue;
      const candidate = at(date);
      if (candidate.getTime() > after.getTime()) return candidate;
    }
    throw new Error('A weekly schedule needs at least one day');
  }
  for (let k = 0; k <= 2; k += 1) {
    const monthIndex = start.month - 1 + k;
    const year = start.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const day =
      schedule.day === 'first' ? 1 : schedule.day === 'last' ? daysInMonth(year, month) : schedule.day;
    const candidate = at({ year, month, day });
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  throw new Error('No monthly occurrence within three months');
}
