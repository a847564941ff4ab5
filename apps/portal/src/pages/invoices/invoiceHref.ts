import { invoicePath } from '@b2b-portal/flows/rules';
import { hrefFor } from '../../app/hashLocation';

/** The link to an invoice's page: its variant's route, with the id and the kind (flows' `invoicePath`). */
export const invoiceHref = (invoice: { id: string; invoiceType: number }) => hrefFor(invoicePath(invoice));
