import type { RmaDetail, RmaLine } from '@b2b-portal/api';
import type { DataTable as DataTableComponent } from '@b2b-portal/ui';
import { type DataTableColumn, DescriptionList, formatDate, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense } from 'react';
import { t } from '../../services/messages/vendorSupport';
import { NumberInText } from '../NumberInText';

// The lines' table (react-aria's table) loads beside the RMA's data, not with the page (bundle budget).
const DataTable = lazy(() =>
  import('../../app/lazy/ListTable').then((module) => ({ default: module.DataTable })),
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

/** An RMA's heading on its page, its number on one line. */
/** An RMA's name: its number. */
export const rmaName = (rma: RmaDetail) => `${t('VendorSupport.Rmas.Number')} ${rma.rmaNumber}`;
export const rmaHeading = (rma: RmaDetail) => <NumberInText text={rmaName(rma)} number={rma.rmaNumber} />;

/** /RMA-details' record (issue 20): status, case, CCO ID, ship-to and service level, and its lines with serials and tracking. */
export function RmaDetails({ rma }: { rma: RmaDetail }) {
  return (
    <>
      <DescriptionList
        layout="grid"
        groups={[
          {
            items: [
              { term: t('VendorSupport.Rmas.Status'), description: rma.status },
              { term: t('VendorSupport.Rmas.Case'), description: rma.caseNumber },
              { term: t('VendorSupport.Rmas.CcoId'), description: rma.ccoId },
              { term: t('VendorSupport.Rmas.Created'), description: formatDate(rma.createdDate) },
              {
                term: t('VendorSupport.Rmas.ShipTo'),
                description: `${rma.shipToName}, ${rma.shipToAddress}`,
              },
              { term: t('VendorSupport.Rmas.ServiceLevel'), description: rma.serviceLevel },
            ],
          },
        ]}
      />
      <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
        <DataTable
          aria-label={t('VendorSupport.Rmas.Lines')}
          columns={columns}
          rows={rma.lines.map((line, index) => ({ ...line, id: String(index) }))}
        />
      </Suspense>
    </>
  );
}
