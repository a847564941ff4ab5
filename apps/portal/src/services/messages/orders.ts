import { orderMessages } from '@b2b-portal/api/messages';
import { documentPagesReader } from './documentPages';

/** The order pages. */
export const t = documentPagesReader(orderMessages);
