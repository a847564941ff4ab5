import { useContext, useEffect, useState } from 'react';
import {
  DateFieldStateContext,
  DateSegment,
  type DateSegmentProps,
  type DateValue,
} from 'react-aria-components';

/**
 * ISO strings in, ISO strings out. The package may not depend on `@internationalized/date` (no new
 * dependencies), so the CalendarDate objects RAC needs are made by the calendar RAC itself creates for a date
 * field: the first date segment rendered hands it over, and from then on any `YYYY-MM-DD` can be converted.
 */
interface GregorianCalendar {
  identifier: string;
  toJulianDay(date: { era: string; year: number; month: number; day: number }): number;
  fromJulianDay(julianDay: number): DateValue;
}

let gregorian: GregorianCalendar | null = null;
const waiting = new Set<() => void>();

/** `YYYY-MM-DD` of a date value (CalendarDate prints itself that way). */
export function toIsoDate(value: DateValue): string {
  return value.toString().slice(0, 10);
}

/** A CalendarDate for a `YYYY-MM-DD` string, or null while no date field has rendered yet. */
export function fromIsoDate(iso: string | null | undefined): DateValue | null {
  if (!iso || !gregorian) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return gregorian.fromJulianDay(gregorian.toJulianDay({ era: 'AD', year, month, day }));
}

/** Re-renders the caller once dates can be converted; answers whether they can. */
export function useCalendarDatesReady(): boolean {
  const [ready, setReady] = useState(gregorian !== null);
  useEffect(() => {
    if (ready) return;
    const notify = () => setReady(true);
    if (gregorian) notify();
    waiting.add(notify);
    return () => {
      waiting.delete(notify);
    };
  }, [ready]);
  return ready;
}

/** A DateSegment that hands the field's Gregorian calendar over on first render. */
export function CapturingDateSegment(props: DateSegmentProps) {
  const state = useContext(DateFieldStateContext);
  useEffect(() => {
    const calendar = state?.calendar as unknown as GregorianCalendar | undefined;
    if (gregorian || !calendar || calendar.identifier !== 'gregory') return;
    gregorian = calendar;
    for (const notify of waiting) notify();
    waiting.clear();
  }, [state]);
  return <DateSegment {...props} />;
}
