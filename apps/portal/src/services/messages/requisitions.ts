import { requisitionMessages } from '@b2b-portal/api/messages';
import { documentPagesReader } from './documentPages';

/** The requisition pages. */
export const t = documentPagesReader(requisitionMessages);
