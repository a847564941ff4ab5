/**
 * What DatePicker and DateRangePicker share: the conversion between the ISO strings of their props and the
 * `CalendarDate`s of react-aria-components (with `@internationalized/date`, the library RAC itself uses),
 * the bordered box of segments with its calendar button, the help and error texts, and the calendar popover.
 * Internal to the package: the components' public props stay ISO strings.
 */
import {
  type CalendarDate,
  type DateValue,
  GregorianCalendar,
  parseDate,
  toCalendar,
  toCalendarDate,
} from '@internationalized/date';
import { type ReactNode, useMemo } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  composeRenderProps,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { ChevronRightIcon } from '../icons/icons';
import { segment as segmentClass } from '../TimeField/TimeField.css';
import * as styles from './DatePicker.css';

const gregorian = new GregorianCalendar();

/** A `CalendarDate` for a `YYYY-MM-DD` string; null or undefined for none. Throws a RangeError otherwise. */
export function fromIsoDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  }
}

/** `YYYY-MM-DD` (Gregorian) of a date value, whatever its calendar or time of day. */
export function toIsoDate(value: DateValue): string {
  return toCalendar(toCalendarDate(value), gregorian).toString();
}

/** One `CalendarDate` per ISO string, kept across renders: RAC compares values by identity. */
export function useCalendarDate(iso: string | null | undefined): CalendarDate | null {
  return useMemo(() => fromIsoDate(iso), [iso]);
}

/** The field class joined with the caller's `className` (a string or RAC's render-props function). */
export function pickerClassName<U>(className: string | ((renderProps: U) => string) | undefined) {
  return composeRenderProps(className, (resolved) => [fieldStyles.field, resolved].filter(Boolean).join(' '));
}

export function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** The segments of one date (MM/DD/YYYY in en-US); `slot` names the start or end field of a range. */
function Segments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={segmentClass} />}
    </DateInput>
  );
}

/** The bordered box: one date's segments (or a range's two), then the button that opens the calendar. */
export function PickerGroup({ range, openCalendar }: { range: boolean; openCalendar: string }) {
  return (
    <Group className={styles.group}>
      {range ? (
        <>
          <Segments slot="start" />
          <span aria-hidden="true" className={styles.rangeDash}>
            –
          </span>
          <Segments slot="end" />
        </>
      ) : (
        <Segments />
      )}
      <Button className={styles.calendarButton} aria-label={openCalendar}>
        <CalendarIcon />
      </Button>
    </Group>
  );
}

/** Help text and the error message under the field. */
export function PickerTexts({
  description,
  errorMessage,
}: {
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </>
  );
}

export interface CalendarLabels {
  /** Name of the button to the previous month. @default 'Previous month' */
  previousMonth: string;
  /** Name of the button to the next month. @default 'Next month' */
  nextMonth: string;
}

function CalendarHeader({ labels }: { labels: CalendarLabels }) {
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" aria-label={labels.previousMonth} className={styles.navButton}>
        <ChevronRightIcon size={16} style={{ transform: 'rotate(180deg)' }} />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" aria-label={labels.nextMonth} className={styles.navButton}>
        <ChevronRightIcon size={16} />
      </Button>
    </header>
  );
}

function Grid({ range }: { range: boolean }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell date={date} className={range ? `${styles.cell} ${styles.rangeCell}` : styles.cell} />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className={styles.popover}>
      <Dialog className={styles.dialog}>{children}</Dialog>
    </Popover>
  );
}

/**
 * The month grid in a popover: one day for a DatePicker, or (`range`) the first day then the last for a
 * DateRangePicker.
 */
export function PickerCalendar({ range, labels }: { range: boolean; labels: CalendarLabels }) {
  return (
    <CalendarPopover>
      {range ? (
        <RangeCalendar>
          <CalendarHeader labels={labels} />
          <Grid range />
        </RangeCalendar>
      ) : (
        <Calendar>
          <CalendarHeader labels={labels} />
          <Grid range={false} />
        </Calendar>
      )}
    </CalendarPopover>
  );
}
