import { quoteMessages } from '@b2b-portal/api/messages';
import { documentPagesReader } from './documentPages';

/** The quote pages. */
export const t = documentPagesReader(quoteMessages);
