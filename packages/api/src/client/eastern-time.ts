/**
 * Time stamps of client log entries (000 §7): shifted to US Eastern time, -4 h while daylight saving time is
 * in effect and -5 h otherwise. Daylight time follows the US rule: from the second Sunday of March at
 * 2:00 local standard time (07:00 UTC) to the first Sunday of November at 2:00 local daylight time
 * (06:00 UTC).
 */

const HOUR = 3_600_000;

/** Day of the month of the n-th Sunday of a month (month 0-based). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstWeekday) % 7);
  return firstSunday + 7 * (n - 1);
}

export function isUsEasternDaylightTime(instant: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return instant >= start && instant < end;
}

/** The Eastern offset in hours at an instant: -4 in daylight time, -5 otherwise. */
export function usEasternOffsetHours(instant: number): -4 | -5 {
  return isUsEasternDaylightTime(instant) ? -4 : -5;
}

/**
 * ISO 8601 wall-clock time in US Eastern with its offset, e.g. `2026-07-01T08:00:00.000-04:00`. Writing the
 * offset keeps the shifted stamp unambiguous for whoever reads the log.
 */
export function toEasternTimestamp(instant: number): string {
  const offset = usEasternOffsetHours(instant);
  const wallClock = new Date(instant + offset * HOUR).toISOString().slice(0, -1);
  return `${wallClock}${offset === -4 ? '-04:00' : '-05:00'}`;
}

function pad(value: number, length = 2): string {
  return String(Math.abs(value)).padStart(length, '0');
}

/** The browser's local wall-clock time with its UTC offset (the error log collector's "local time"). */
export function formatLocalTime(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`
  );
}
