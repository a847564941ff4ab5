import { describe, expect, it } from 'vitest';
import { type DateRange, DateRangeId, dateRangeFor } from './dateRanges';

const r = (from: string | null, to: string | null): DateRange => ({ from, to });

describe('dateRangeFor (002 §3, 001 §9), weeks starting Sunday', () => {
  // 2026-11-21 is a Saturday; 2026-01-01 a Thursday; 2026-06-30 a Tuesday; 2026-07-01 a Wednesday.
  it.each<{ id: number; today: string; expected: DateRange }>([
    { id: DateRangeId.Expired, today: '2026-11-21', expected: r('2000-01-01', '2026-11-21') },
    { id: DateRangeId.AnyDate, today: '2026-11-21', expected: r(null, null) },
    { id: DateRangeId.Today, today: '2026-11-21', expected: r('2026-11-21', '2026-11-21') },
    { id: DateRangeId.Yesterday, today: '2026-01-01', expected: r('2025-12-31', '2025-12-31') },
    { id: DateRangeId.Yesterday, today: '2024-03-01', expected: r('2024-02-29', '2024-02-29') },
    { id: DateRangeId.ThisWeek, today: '2026-11-21', expected: r('2026-11-15', '2026-11-21') },
    { id: DateRangeId.ThisWeek, today: '2026-11-22', expected: r('2026-11-22', '2026-11-28') },
    { id: DateRangeId.ThisWeek, today: '2026-01-01', expected: r('2025-12-28', '2026-01-03') },
    { id: DateRangeId.LastWeek, today: '2026-01-01', expected: r('2025-12-21', '2025-12-27') },
    { id: DateRangeId.NextWeek, today: '2025-12-31', expected: r('2026-01-04', '2026-01-10') },
    { id: DateRangeId.ThisMonth, today: '2024-02-10', expected: r('2024-02-01', '2024-02-29') },
    { id: DateRangeId.ThisMonth, today: '2026-12-31', expected: r('2026-12-01', '2026-12-31') },
    { id: DateRangeId.LastMonth, today: '2026-01-15', expected: r('2025-12-01', '2025-12-31') },
    { id: DateRangeId.LastMonth, today: '2026-03-31', expected: r('2026-02-01', '2026-02-28') },
    { id: DateRangeId.NextMonth, today: '2026-12-15', expected: r('2027-01-01', '2027-01-31') },
    { id: DateRangeId.ThisYear, today: '2026-11-21', expected: r('2026-01-01', '2026-12-31') },
    { id: DateRangeId.LastYear, today: '2026-01-01', expected: r('2025-01-01', '2025-12-31') },
    { id: DateRangeId.NextYear, today: '2026-12-31', expected: r('2027-01-01', '2027-12-31') },
    { id: DateRangeId.Last7Days, today: '2026-01-03', expected: r('2025-12-28', '2026-01-03') },
    { id: DateRangeId.Last30Days, today: '2026-01-15', expected: r('2025-12-17', '2026-01-15') },
    { id: DateRangeId.Last60Days, today: '2026-03-01', expected: r('2026-01-01', '2026-03-01') },
    { id: DateRangeId.Last90Days, today: '2026-03-31', expected: r('2026-01-01', '2026-03-31') },
    { id: DateRangeId.Next30Days, today: '2026-12-15', expected: r('2026-12-15', '2027-01-14') },
    { id: DateRangeId.Next60Days, today: '2026-11-21', expected: r('2026-11-21', '2027-01-20') },
    { id: DateRangeId.Next90Days, today: '2026-11-21', expected: r('2026-11-21', '2027-02-19') },
    { id: DateRangeId.ThisQuarter, today: '2026-11-21', expected: r('2026-10-01', '2026-12-31') },
    { id: DateRangeId.ThisQuarter, today: '2026-04-01', expected: r('2026-04-01', '2026-06-30') },
    { id: DateRangeId.LastQuarter, today: '2026-02-10', expected: r('2025-10-01', '2025-12-31') },
    { id: DateRangeId.NextQuarter, today: '2026-11-21', expected: r('2027-01-01', '2027-03-31') },
    { id: DateRangeId.ThisFiscalYear, today: '2026-06-30', expected: r('2025-07-01', '2026-06-30') },
    { id: DateRangeId.ThisFiscalYear, today: '2026-07-01', expected: r('2026-07-01', '2027-06-30') },
    { id: DateRangeId.ThisFiscalYear, today: '2026-01-01', expected: r('2025-07-01', '2026-06-30') },
    { id: DateRangeId.ThisFiscalYearAlias, today: '2026-07-01', expected: r('2026-07-01', '2027-06-30') },
    { id: DateRangeId.LastFiscalYear, today: '2026-06-30', expected: r('2024-07-01', '2025-06-30') },
    { id: DateRangeId.LastFiscalYear, today: '2026-07-01', expected: r('2025-07-01', '2026-06-30') },
    { id: DateRangeId.Next6Months, today: '2026-01-01', expected: r('2026-01-01', '2026-07-02') },
    { id: DateRangeId.Next12Months, today: '2026-01-01', expected: r('2026-01-01', '2027-01-01') },
    { id: DateRangeId.Next12Months, today: '2027-03-01', expected: r('2027-03-01', '2028-02-29') },
    { id: DateRangeId.Next18Months, today: '2026-01-01', expected: r('2026-01-01', '2027-07-02') },
  ])('should give id $id on $today the range $expected.from – $expected.to', ({ id, today, expected }) => {
    expect(dateRangeFor(id, today)).toEqual(expected);
  });

  it('should cover every id of the DateRange enumeration', () => {
    for (const id of Object.values(DateRangeId))
      expect(dateRangeFor(id, '2026-11-21'), String(id)).toBeDefined();
  });

  it.each([28, -1, 1000])('should answer undefined for the unknown id %i', (id) => {
    expect(dateRangeFor(id, '2026-11-21')).toBeUndefined();
  });

  it('should read a Date as its local calendar day', () => {
    expect(dateRangeFor(DateRangeId.Today, new Date(2026, 0, 1, 23, 59))).toEqual(
      r('2026-01-01', '2026-01-01'),
    );
  });

  it('should refuse a malformed date string', () => {
    expect(() => dateRangeFor(DateRangeId.Today, '01/02/2026')).toThrow(RangeError);
  });

  it.each([7, 30, 60, 90])('should count today plus %i - 1 earlier days in Last N Days', (n) => {
    const id = {
      7: DateRangeId.Last7Days,
      30: DateRangeId.Last30Days,
      60: DateRangeId.Last60Days,
      90: DateRangeId.Last90Days,
    }[n]!;
    const range = dateRangeFor(id, '2026-11-21')!;
    const days = (Date.parse(range.to!) - Date.parse(range.from!)) / 86_400_000 + 1;
    expect(days).toBe(n);
  });
});
