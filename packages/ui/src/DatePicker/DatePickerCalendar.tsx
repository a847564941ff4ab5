import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar,
} from 'react-aria-components';
import { ChevronRightIcon } from '../icons/icons';
import * as styles from './DatePicker.css';

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

/** The month grid shown in the DatePicker popover. */
export function SingleCalendar({ labels }: { labels: CalendarLabels }) {
  return (
    <Calendar>
      <CalendarHeader labels={labels} />
      <Grid range={false} />
    </Calendar>
  );
}

/** The month grid shown in the DateRangePicker popover: pick the first day, then the last. */
export function RangeMonthCalendar({ labels }: { labels: CalendarLabels }) {
  return (
    <RangeCalendar>
      <CalendarHeader labels={labels} />
      <Grid range />
    </RangeCalendar>
  );
}
