import { describe, expect, it } from 'vitest';
import {
  EMPTY_REPORT_SCHEDULE_DRAFT,
  isKnownTimeZone,
  nextReportRun,
  type ReportScheduleDraft,
  reportScheduleDraft,
  validateReportSchedule,
  validateReportScheduleInput,
  zonedInstant,
} from './reportSchedules';

const draft = (over: Partial<ReportScheduleDraft>): ReportScheduleDraft => ({
  ...EMPTY_REPORT_SCHEDULE_DRAFT,
  ...over,
});
const messages = (d: Partial<ReportScheduleDraft>) => {
  const result = validateReportSchedule(draft(d));
  return result.ok ? [] : result.errors.map((e) => `${e.field}: ${e.message}`);
};

describe('validateReportSchedule (002 §5)', () => {
  it('asks for one of daily, weekly or monthly first', () => {
    expect(messages({})).toEqual(['kind: Please choose daily, weekly or monthly.']);
  });

  it("daily needs 'every' and an 'at' time", () => {
    expect(messages({ kind: 'daily' })).toEqual([
      "every: Daily needs 'every': the number of days between runs.",
      "at: An 'at' time is required.",
    ]);
    expect(messages({ kind: 'daily', every: '0', at: '07:00' })).toEqual([
      "every: 'Every' must be a whole number of days from 1 to 365.",
    ]);
    expect(messages({ kind: 'daily', every: '1.5', at: '07:00' })).toHaveLength(1);
    expect(messages({ kind: 'daily', every: '366', at: '07:00' })).toHaveLength(1);
    expect(validateReportSchedule(draft({ kind: 'daily', every: ' 3 ', at: '07:00' }))).toEqual({
      ok: true,
      schedule: { kind: 'daily', every: 3, at: '07:00' },
    });
  });

  it('weekly needs at least one day and keeps each day once, in order', () => {
    expect(messages({ kind: 'weekly', at: '07:00' })).toEqual(['days: Weekly needs at least one day.']);
    expect(validateReportSchedule(draft({ kind: 'weekly', days: [4, 1, 4], at: '18:30' }))).toEqual({
      ok: true,
      schedule: { kind: 'weekly', days: [1, 4], at: '18:30' },
    });
  });

  it('monthly takes a day greater than 1 and smaller than 29, or the first or last day', () => {
    const range = 'dayOfMonth: Day of month must be an integer greater than 1 and smaller than 29.';
    expect(messages({ kind: 'monthly', at: '07:00' })).toEqual(['dayOfMonth: Monthly needs a day of month.']);
    for (const bad of ['1', '29', '31', '0', '2.5', '-3', 'x']) {
      expect(messages({ kind: 'monthly', dayOfMonth: bad, at: '07:00' })).toEqual([range]);
    }
    for (const good of ['2', '15', '28']) {
      expect(messages({ kind: 'monthly', dayOfMonth: good, at: '07:00' })).toEqual([]);
    }
    expect(
      validateReportSchedule(draft({ kind: 'monthly', monthDay: 'last', dayOfMonth: '29', at: '07:00' })),
    ).toEqual({
      ok: true,
      schedule: { kind: 'monthly', day: 'last', at: '07:00' },
    });
  });

  it('reads the time as 24-hour HH:mm', () => {
    const format = 'at: Time must be in 24-hour format, HH:mm (for example 07:30 or 18:00).';
    for (const bad of ['7:00', '24:00', '12:60', '7pm', '07:00 PM', '0700']) {
      expect(messages({ kind: 'weekly', days: [1], at: bad })).toEqual([format]);
    }
    for (const good of ['00:00', '09:05', '23:59'])
      expect(messages({ kind: 'weekly', days: [1], at: good })).toEqual([]);
  });

  it('checks a body as the server receives it with the same messages', () => {
    expect(validateReportScheduleInput({ kind: 'monthly', day: 29, at: '07:00' })).toEqual({
      ok: false,
      errors: [
        {
          field: 'dayOfMonth',
          message: 'Day of month must be an integer greater than 1 and smaller than 29.',
        },
      ],
    });
    expect(validateReportScheduleInput(null)).toMatchObject({ ok: false, errors: [{ field: 'kind' }] });
    expect(validateReportScheduleInput({ kind: 'daily', every: 2, at: '06:00' })).toEqual({
      ok: true,
      schedule: { kind: 'daily', every: 2, at: '06:00' },
    });
  });

  it('opens a saved schedule as the draft it came from', () => {
    for (const schedule of [
      { kind: 'daily', every: 2, at: '06:00' },
      { kind: 'weekly', days: [1, 3] as number[], at: '06:00' },
      { kind: 'monthly', day: 15, at: '06:00' },
      { kind: 'monthly', day: 'last', at: '06:00' },
    ] as const) {
      expect(validateReportSchedule(reportScheduleDraft(schedule))).toEqual({ ok: true, schedule });
    }
  });
});

const utc = (iso: string) => new Date(iso);
const next = (
  schedule: Parameters<typeof nextReportRun>[0],
  after: string,
  timeZone = 'UTC',
  previous?: string,
) =>
  nextReportRun(schedule, {
    timeZone,
    after: utc(after),
    previous: previous ? utc(previous) : null,
  }).toISOString();

describe('zonedInstant', () => {
  it('reads a wall-clock time in the zone, summer and winter', () => {
    expect(zonedInstant({ year: 2026, month: 1, day: 15 }, 9, 0, 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 15 }, 9, 0, 'America/New_York').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 15 }, 9, 0, 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-15T03:30:00.000Z',
    );
  });

  it('moves a time skipped by summer time on by the gap, and takes the first of a time that happens twice', () => {
    // 8 March 2026: New York skips 02:00–03:00.
    expect(zonedInstant({ year: 2026, month: 3, day: 8 }, 2, 30, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 1 November 2026: 01:30 happens at EDT (05:30Z) and again at EST (06:30Z).
    expect(zonedInstant({ year: 2026, month: 11, day: 1 }, 1, 30, 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('knows the zones the runtime knows', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('nextReportRun', () => {
  it('daily: today if the time is still ahead, else tomorrow; strictly after', () => {
    const daily = { kind: 'daily', every: 1, at: '07:00' } as const;
    expect(next(daily, '2026-11-28T06:59:00Z')).toBe('2026-11-28T07:00:00.000Z');
    expect(next(daily, '2026-11-28T07:00:00Z')).toBe('2026-11-29T07:00:00.000Z');
  });

  it('daily every N days keeps the rhythm of the last run and skips the runs missed', () => {
    const every3 = { kind: 'daily', every: 3, at: '07:00' } as const;
    expect(next(every3, '2026-11-28T07:00:05Z', 'UTC', '2026-11-28T07:00:00Z')).toBe(
      '2026-12-01T07:00:00.000Z',
    );
    // Down for ten days: one run now (the caller), then the next on the rhythm, in the future.
    expect(next(every3, '2026-12-08T10:00:00Z', 'UTC', '2026-11-28T07:00:00Z')).toBe(
      '2026-12-10T07:00:00.000Z',
    );
    // Across the end of summer time in New York the wall time stays 07:00.
    expect(next(every3, '2026-10-30T11:00:05Z', 'America/New_York', '2026-10-30T11:00:00Z')).toBe(
      '2026-11-02T12:00:00.000Z',
    );
  });

  it('weekly: the next chosen weekday at the time, in the zone', () => {
    const monThu = { kind: 'weekly' as const, days: [1, 4], at: '08:00' };
    // Saturday 28 November 2026 → Monday 30.
    expect(next(monThu, '2026-11-28T12:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(next(monThu, '2026-11-30T08:00:00Z')).toBe('2026-12-03T08:00:00.000Z');
    // In Sydney Monday 08:00 is Sunday 21:00 UTC.
    expect(next(monThu, '2026-11-28T12:00:00Z', 'Australia/Sydney')).toBe('2026-11-29T21:00:00.000Z');
    // Only Saturday, asked on Saturday after the time: next week.
    expect(next({ kind: 'weekly', days: [6], at: '08:00' }, '2026-11-28T12:00:00Z')).toBe(
      '2026-12-05T08:00:00.000Z',
    );
  });

  it('monthly: a day number, the first and the last day (28, 29, 30 or 31)', () => {
    expect(next({ kind: 'monthly', day: 15, at: '06:00' }, '2026-11-28T00:00:00Z')).toBe(
      '2026-12-15T06:00:00.000Z',
    );
    expect(next({ kind: 'monthly', day: 'first', at: '06:00' }, '2026-11-28T00:00:00Z')).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(next({ kind: 'monthly', day: 'last', at: '06:00' }, '2026-11-28T00:00:00Z')).toBe(
      '2026-11-30T06:00:00.000Z',
    );
    expect(next({ kind: 'monthly', day: 'last', at: '06:00' }, '2027-02-01T00:00:00Z')).toBe(
      '2027-02-28T06:00:00.000Z',
    );
    expect(next({ kind: 'monthly', day: 'last', at: '06:00' }, '2028-02-01T00:00:00Z')).toBe(
      '2028-02-29T06:00:00.000Z',
    );
    // Across the year's end.
    expect(next({ kind: 'monthly', day: 2, at: '06:00' }, '2026-12-02T06:00:00Z')).toBe(
      '2027-01-02T06:00:00.000Z',
    );
  });

  it('monthly in a zone: the last day of the month where the subscriber is', () => {
    // 30 November 23:30 in Los Angeles is 1 December 07:30 UTC.
    expect(
      next({ kind: 'monthly', day: 'last', at: '23:30' }, '2026-11-15T00:00:00Z', 'America/Los_Angeles'),
    ).toBe('2026-12-01T07:30:00.000Z');
  });

  it('a run at a time skipped by summer time happens once that day, an hour later', () => {
    const daily = { kind: 'daily', every: 1, at: '02:30' } as const;
    expect(next(daily, '2026-03-08T05:00:00Z', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(next(daily, '2026-03-08T07:30:00Z', 'America/New_York')).toBe('2026-03-09T06:30:00.000Z');
  });
});
