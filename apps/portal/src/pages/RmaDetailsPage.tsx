import type { RmaLine } from '@b2b-portal/api';
import type { DataTable as DataTableComponent } from '@b2b-portal/ui';
import { type DataTableColumn, formatDate, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense } from 'react';
import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { VendorRecord } from './vendorSupport/VendorRecord';

// The lines' table (react-aria's table) loads beside the RMA's data, not with the page (bundle budget).
const DataTable = lazy(() =>
  import('../app/lazy/ListTable').then((module) => ({ default: module.DataTable })),
) as unknown as typeof DataTableComponent;

const columns: DataTableColumn<RmaLine & { id: string }>[] = [
  { id: 'part', name: t('VendorSupport.Rmas.Part'), isRowHeader: true, render: (row) => row.productId },
  { id: 'description', name: t('VendorSupport.Rmas.Description'), render: (row) => row.description },
  { id: 'quantity', name: t('VendorSupport.Rmas.Quantity'), align: 'end', render: (row) => row.quantity },
  { id: 'serial', name: t('VendorSupport.Rmas.Serial'), render: (row) => row.serialNumber },
  {
    id: 'tracking',
    name: t('VendorSupport.Rmas.Tracking'),
    render: (row) => [row.carrier, row.trackingNumber].filter(Boolean).join(' '),
  },
  {
    id: 'shipped',
    name: t('VendorSupport.Rmas.Shipped'),
    render: (row) => (row.shippedDate ? formatDate(row.shippedDate) : ''),
  },
];

/** /RMA-details?id= (002 §2, issue 20): one return with its ship-to and its lines, serials and tracking. */
export default function RmaDetailsPage({ route, query }: PageProps) {
  return (
    <VendorRecord
      title={route.title}
      id={typeof query.id === 'string' && query.id ? query.id : undefined}
      load={(id, signal) =>
        api.call(vendorSupportEndpoints.getRma, { query: { id }, signal, reportProblems: false })
      }
      heading={(rma) => `${t('VendorSupport.Rmas.Number')} ${rma.rmaNumber}`}
      items={(rma) => [
        { term: t('VendorSupport.Rmas.Status'), description: rma.status },
        { term: t('VendorSupport.Rmas.Case'), description: rma.caseNumber },
        { term: t('VendorSupport.Rmas.CcoId'), description: rma.ccoId },
        { term: t('VendorSupport.Rmas.Created'), description: formatDate(rma.createdDate) },
        { term: t('VendorSupport.Rmas.ShipTo'), description: `${rma.shipToName}, ${rma.shipToAddress}` },
        { term: t('VendorSupport.Rmas.ServiceLevel'), description: rma.serviceLevel },
      ]}
    >
      {(rma) => (
        <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
          <DataTable
            aria-label={t('VendorSupport.Rmas.Lines')}
            columns={columns}
            rows={rma.lines.map((line, index) => ({ ...line, id: String(index) }))}
          />
        </Suspense>
      )}
    </VendorRecord>
  );
}
