/**
 * Date-range presets (002 §3 DateRange ids, 001 §9). Pure calendar arithmetic on dates without a time of day,
 * so the portal (the user's "today") and the server (filtering documents) compute the same bounds.
 *
 * Choices written down:
 * - Bounds are inclusive calendar dates as ISO strings (`YYYY-MM-DD`); `null` means unbounded.
 * - Weeks start on Sunday (the US business week of a USD, MM/DD/YYYY portal): This Week is Sunday to Saturday.
 * - "This/Next/Last" week, month, quarter, year and fiscal year are whole calendar periods (This Year is
 *   1 Jan to 31 Dec), so the same preset serves past documents and future dates such as contract ends.
 * - Quarters are calendar quarters (Jan–Mar…). The fiscal year runs 1 July to 30 June; id 23 equals 21.
 * - Last 7/30/60/90 Days are today plus 6/29/59/89 earlier days (001 §9).
 * - Next 30/60/90 Days run from today to 30/60/90 days ahead; Next 6/12/18 Months run from today to
 *   182/365/547 days ahead (the reading of 002 §3; 001 §9 mentions a second one, 179/364/539).
 * - Expired runs from 1 Jan 2000 to today; Any Date has no bounds.
 */

export const DateRangeId = {
  Expired: 999,
  AnyDate: 0,
  Today: 1,
  Yesterday: 2,
  ThisWeek: 3,
  ThisMonth: 4,
  ThisYear: 5,
  Last7Days: 6,
  LastMonth: 7,
  LastYear: 8,
  Last30Days: 9,
  Last60Days: 10,
  Last90Days: 11,
  LastWeek: 12,
  NextWeek: 13,
  Next30Days: 14,
  Next60Days: 15,
  Next90Days: 16,
  NextMonth: 17,
  NextQuarter: 18,
  ThisQuarter: 19,
  NextYear: 20,
  ThisFiscalYear: 21,
  LastFiscalYear: 22,
  /** The documents list 23 as the same range as 21. */
  ThisFiscalYearAlias: 23,
  LastQuarter: 24,
  Next6Months: 25,
  Next12Months: 26,
  Next18Months: 27,
} as const;
export type DateRangeId = (typeof DateRangeId)[keyof typeof DateRangeId];

/** `YYYY-MM-DD`. */
export type IsoDate = string;

export interface DateRange {
  /** First day included, or null for no lower bound. */
  from: IsoDate | null;
  /** Last day included, or null for no upper bound. */
  to: IsoDate | null;
}

/** The first day of the fiscal year, as a month index (July). */
export const FISCAL_YEAR_START_MONTH = 6;
export const EXPIRED_FROM: IsoDate = '2000-01-01';

// Calendar dates are held as UTC midnights so that adding days never meets a daylight-saving change.
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const addDays = (date: Date, days: number) =>
  utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days);
const iso = (date: Date): IsoDate => date.toISOString().slice(0, 10);
const range = (from: Date, to: Date): DateRange => ({ from: iso(from), to: iso(to) });

function toCalendarDate(today: Date | IsoDate): Date {
  if (typeof today === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
    if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`);
    return utc(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  // A Date means the local calendar day it falls on.
  return utc(today.getFullYear(), today.getMonth(), today.getDate());
}

function month(y: number, m: number): DateRange {
  return range(utc(y, m, 1), utc(y, m + 1, 0));
}
function quarter(y: number, q: number): DateRange {
  return range(utc(y, q * 3, 1), utc(y, q * 3 + 3, 0));
}
function year(y: number): DateRange {
  return range(utc(y, 0, 1), utc(y, 11, 31));
}
function week(sunday: Date): DateRange {
  return range(sunday, addDays(sunday, 6));
}
function fiscalYear(startYear: number): DateRange {
  return range(utc(startYear, FISCAL_YEAR_START_MONTH, 1), utc(startYear + 1, FISCAL_YEAR_START_MONTH, 0));
}

/**
 * The inclusive bounds of a date-range preset relative to `today` (a Date read in local time, or a
 * `YYYY-MM-DD` string). Answers undefined for an id that is not a preset.
 */
export function dateRangeFor(id: number, today: Date | IsoDate): DateRange | undefined {
  const t = toCalendarDate(today);
  const y = t.getUTCFullYear();
  const m = t.getUTCMonth();
  const q = Math.floor(m / 3);
  const sunday = addDays(t, -t.getUTCDay());
  const fiscalStart = m >= FISCAL_YEAR_START_MONTH ? y : y - 1;
  const lastDays = (n: number) => range(addDays(t, -(n - 1)), t);
  const nextDays = (n: number) => range(t, addDays(t, n));

  switch (id) {
    case DateRangeId.Expired:
      return { from: EXPIRED_FROM, to: iso(t) };
    case DateRangeId.AnyDate:
      return { from: null, to: null };
    case DateRangeId.Today:
      return range(t, t);
    case DateRangeId.Yesterday:
      return range(addDays(t, -1), addDays(t, -1));
    case DateRangeId.ThisWeek:
      return week(sunday);
    case DateRangeId.ThisMonth:
      return month(y, m);
    case DateRangeId.ThisYear:
      return year(y);
    case DateRangeId.Last7Days:
      return lastDays(7);
    case DateRangeId.LastMonth:
      return month(y, m - 1);
    case DateRangeId.LastYear:
      return year(y - 1);
    case DateRangeId.Last30Days:
      return lastDays(30);
    case DateRangeId.Last60Days:
      return lastDays(60);
    case DateRangeId.Last90Days:
      return lastDays(90);
    case DateRangeId.LastWeek:
      return week(addDays(sunday, -7));
    case DateRangeId.NextWeek:
      return week(addDays(sunday, 7));
    case DateRangeId.Next30Days:
      return nextDays(30);
    case DateRangeId.Next60Days:
      return nextDays(60);
    case DateRangeId.Next90Days:
      return nextDays(90);
    case DateRangeId.NextMonth:
      return month(y, m + 1);
    case DateRangeId.NextQuarter:
      return quarter(y, q + 1);
    case DateRangeId.ThisQuarter:
      return quarter(y, q);
    case DateRangeId.NextYear:
      return year(y + 1);
    case DateRangeId.ThisFiscalYear:
    case DateRangeId.ThisFiscalYearAlias:
      return fiscalYear(fiscalStart);
    case DateRangeId.LastFiscalYear:
      return fiscalYear(fiscalStart - 1);
    case DateRangeId.LastQuarter:
      return quarter(y, q - 1);
    case DateRangeId.Next6Months:
      return nextDays(182);
    case DateRangeId.Next12Months:
      return nextDays(365);
    case DateRangeId.Next18Months:
      return nextDays(547);
    default:
      return undefined;
  }
}
