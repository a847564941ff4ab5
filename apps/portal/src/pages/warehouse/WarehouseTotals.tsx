import type { WarehouseQuantities, WarehouseSummary } from '@b2b-portal/api';
import type { DataTableColumn, DataTable as DataTableComponent } from '@b2b-portal/ui';
import { DescriptionList, formatMoney } from '@b2b-portal/ui';
import { lazy, Suspense } from 'react';
import { t } from '../../services/messages/warehouse';

// The lists' table chunk (as ListResults loads it): react-aria's table stays out of the page's first paint.
const DataTable = lazy(() =>
  import('../../app/lazy/ListTable').then((module) => ({ default: module.DataTable })),
) as unknown as typeof DataTableComponent;

type Location = WarehouseSummary['locations'][number];

export interface WarehouseTotalsProps {
  /** The quantities of every item the filters match, and the value still held. */
  totals: WarehouseQuantities;
  /** Each location holding any of the company's goods, with its quantities under the status and order filters. */
  locations: readonly Location[];
}

const quantity = (value: number) => value.toLocaleString('en-US');

const columns: DataTableColumn<Location>[] = [
  { id: 'location', name: t('Warehouse.Location'), isRowHeader: true, render: (row) => row.name },
  {
    id: 'received',
    name: t('Warehouse.Received'),
    align: 'end',
    render: (row) => quantity(row.quantities.received),
  },
  {
    id: 'staged',
    name: t('Warehouse.Staged'),
    align: 'end',
    render: (row) => quantity(row.quantities.staged),
  },
  {
    id: 'shipped',
    name: t('Warehouse.Shipped'),
    align: 'end',
    render: (row) => quantity(row.quantities.shipped),
  },
  {
    id: 'held',
    name: t('Warehouse.HeldValue'),
    align: 'end',
    render: (row) => formatMoney(row.quantities.heldValue),
  },
];

/**
 * The warehouse summary's figures (issue 17): how many units of the goods found are received, staged for
 * deployment and shipped, the value still held, and the same by location.
 */
export function WarehouseTotals({ totals, locations }: WarehouseTotalsProps) {
  return (
    <>
      <DescriptionList
        layout="grid"
        headingLevel={2}
        groups={[
          {
            title: t('Warehouse.Totals'),
            items: [
              { term: t('Warehouse.Received'), description: quantity(totals.received) },
              { term: t('Warehouse.Staged'), description: quantity(totals.staged) },
              { term: t('Warehouse.Shipped'), description: quantity(totals.shipped) },
              { term: t('Warehouse.HeldValue'), description: formatMoney(totals.heldValue) },
            ],
          },
        ]}
      />
      {locations.length > 0 ? (
        <Suspense fallback={null}>
          <DataTable
            aria-label={t('Warehouse.ByLocation')}
            columns={columns}
            rows={locations}
            getRowId={(row) => row.id}
          />
        </Suspense>
      ) : null}
    </>
  );
}
