import { describe, expect, it } from 'vitest';
import { formatLocalTime, isUsEasternDaylightTime, toEasternTimestamp } from './eastern-time';

const at = (iso: string) => Date.parse(iso);

describe('US Eastern daylight time', () => {
  // 2026: second Sunday of March is the 8th, first Sunday of November the 1st.
  // 2027: March 14 and November 7. 2024 (leap year): March 10 and November 3.
  it.each([
    ['2026-03-08T06:59:59.999Z', false],
    ['2026-03-08T07:00:00.000Z', true],
    ['2026-11-01T05:59:59.999Z', true],
    ['2026-11-01T06:00:00.000Z', false],
    ['2027-03-14T06:59:59.999Z', false],
    ['2027-03-14T07:00:00.000Z', true],
    ['2027-11-07T05:59:59.999Z', true],
    ['2027-11-07T06:00:00.000Z', false],
    ['2024-03-10T07:00:00.000Z', true],
    ['2024-11-03T06:00:00.000Z', false],
    ['2026-01-15T12:00:00.000Z', false],
    ['2026-07-04T12:00:00.000Z', true],
    ['2026-12-31T23:59:59.999Z', false],
  ])('should tell %s daylight: %s', (iso, daylight) => {
    expect(isUsEasternDaylightTime(at(iso))).toBe(daylight);
  });

  it.each([
    ['2026-03-08T06:59:59.999Z', '2026-03-08T01:59:59.999-05:00'],
    ['2026-03-08T07:00:00.000Z', '2026-03-08T03:00:00.000-04:00'],
    ['2026-11-01T05:59:59.999Z', '2026-11-01T01:59:59.999-04:00'],
    ['2026-11-01T06:00:00.000Z', '2026-11-01T01:00:00.000-05:00'],
    ['2026-01-01T03:00:00.000Z', '2025-12-31T22:00:00.000-05:00'],
  ])('should shift %s to %s', (iso, expected) => {
    expect(toEasternTimestamp(at(iso))).toBe(expected);
  });
});

describe('formatLocalTime', () => {
  it('should write the local wall-clock time with the offset that names the same instant', () => {
    const date = new Date(at('2026-07-04T12:34:56.789Z'));
    const text = formatLocalTime(date);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(text)).toBe(date.getTime());
  });

  it.each([
    ['America/New_York', '2026-07-04T08:34:56.789-04:00'],
    ['Asia/Kolkata', '2026-07-04T18:04:56.789+05:30'],
    ['UTC', '2026-07-04T12:34:56.789+00:00'],
  ])('should write the wall-clock time of %s', (zone, expected) => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(formatLocalTime(new Date(at('2026-07-04T12:34:56.789Z')))).toBe(expected);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
