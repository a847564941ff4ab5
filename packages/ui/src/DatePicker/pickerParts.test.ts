import {
  CalendarDate,
  CalendarDateTime,
  getLocalTimeZone,
  JapaneseCalendar,
  toCalendar,
  today,
} from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { fromIsoDate, toIsoDate } from './pickerParts';

describe('ISO dates and CalendarDate', () => {
  it('should read YYYY-MM-DD as the same calendar day', () => {
    const date = fromIsoDate('2026-07-01');
    expect(date?.compare(new CalendarDate(2026, 7, 1))).toBe(0);
    expect(date?.calendar.identifier).toBe('gregory');
  });

  it('should answer null for no date', () => {
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate(undefined)).toBeNull();
    expect(fromIsoDate('')).toBeNull();
  });

  it.each(['2026-02-30', '2026-13-01', '07/01/2026', '2026-7-1', '2026-07-01T10:00'])(
    'should refuse %s',
    (text) => {
      expect(() => fromIsoDate(text)).toThrow(RangeError);
    },
  );

  it('should write any date value back as YYYY-MM-DD', () => {
    expect(toIsoDate(new CalendarDate(2027, 6, 30))).toBe('2027-06-30');
    expect(toIsoDate(new CalendarDateTime(2026, 11, 21, 23, 59))).toBe('2026-11-21');
    // A date held in another calendar (a locale's own) is written as its Gregorian day.
    expect(toIsoDate(toCalendar(new CalendarDate(2026, 11, 21), new JapaneseCalendar()))).toBe('2026-11-21');
  });

  it('should round-trip leap days and today', () => {
    expect(toIsoDate(fromIsoDate('2028-02-29') as CalendarDate)).toBe('2028-02-29');
    const now = today(getLocalTimeZone());
    expect(fromIsoDate(toIsoDate(now))?.compare(now)).toBe(0);
  });
});
