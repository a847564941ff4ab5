import { coreMessages, reportMessages, reportScheduleMessages, translator } from '@b2b-portal/api/messages';

/** The reports' pages (/reports, /report): the lists, the run form, the schedule and the subscriptions. */
export const t = translator(coreMessages, reportMessages, reportScheduleMessages);
