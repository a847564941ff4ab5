import { pricingRequestMessages } from '@b2b-portal/api/messages';
import { documentPagesReader } from './documentPages';

/** The pricing request pages. */
export const t = documentPagesReader(pricingRequestMessages);
