import { pathFor, type RouteName } from '@b2b-portal/flows/rules';
import { hrefFor } from '../../app/hashLocation';

/** The detail route of each kind of invoice (001 §2: /invoice, /service-invoice, …), by InvoiceType value. */
export const invoiceRouteOf: Readonly<Record<number, RouteName>> = {
  1: 'InvoiceDetails',
  2: 'ServiceInvoiceDetails',
  3: 'ManagedServicesContractInvoiceDetails',
  4: 'SubscriptionInvoiceDetails',
};

/** The link to an invoice's page: its variant's route, with the id and the kind (001 §2: id, invoiceType). */
export const invoiceHref = (invoice: { id: string; invoiceType: number }) =>
  hrefFor(
    pathFor(invoiceRouteOf[invoice.invoiceType] ?? 'InvoiceDetails', {
      id: invoice.id,
      invoiceType: invoice.invoiceType,
    }),
  );
