import { cloudReportMessages, coreMessages, translator } from '@b2b-portal/api/messages';

/** The cloud reports' pages (/prism-savings-report, /edp-report, /embedded-report). */
export const t = translator(coreMessages, cloudReportMessages);
