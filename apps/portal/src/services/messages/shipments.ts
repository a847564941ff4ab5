import { shipmentMessages } from '@b2b-portal/api/messages';
import { documentPagesReader } from './documentPages';

/** The shipment page and the order detail's shipments section. */
export const t = documentPagesReader(shipmentMessages);
