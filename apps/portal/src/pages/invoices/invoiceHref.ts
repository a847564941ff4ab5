import type { InvoiceSummary } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { hrefFor } from '../../app/hashLocation';
import { invoiceRouteOf } from './invoiceSearch';

/** The link to an invoice's page: its variant's route, with the id and the kind (001 §2: id, invoiceType). */
export const invoiceHref = (invoice: Pick<InvoiceSummary, 'id' | 'invoiceType'>) =>
  hrefFor(
    pathFor(invoiceRouteOf[invoice.invoiceType] ?? 'InvoiceDetails', {
      id: invoice.id,
      invoiceType: invoice.invoiceType,
    }),
  );
