import type { CloudPublication } from '@b2b-portal/api';
import { formatDate } from '@b2b-portal/ui';
import { t } from '../../services/messages/cloudReports';

const long = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const short = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const dateOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "2026-10" as read: "October 2026". */
export const monthLabel = (month: string) => long.format(dateOf(month));
/** "2026-10" on an axis: "Oct 26". */
export const shortMonthLabel = (month: string) => short.format(dateOf(month)).replace(' ', ' ');

/** The publication note of 002 §9 for an answer. */
export const publicationNote = (publication: CloudPublication) =>
  t('CloudReports.Publication', {
    through: monthLabel(publication.publishedThrough),
    next: monthLabel(publication.nextPublication.month),
    date: formatDate(publication.nextPublication.date),
  });
