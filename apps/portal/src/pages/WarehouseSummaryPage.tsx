import { WAREHOUSE_PAGE_SIZE, type WarehouseItem, type WarehouseSummary } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, Link, Select, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import {
  answerShown,
  isFiltered,
  ListEmpty,
  ListExportButton,
  ListPage,
  ListResults,
  ListSearch,
  useDocumentList,
} from '../lists';
import { api } from '../services/api';
import { warehouseEndpoints } from '../services/endpoints';
import { t } from '../services/messages/warehouse';
import * as styles from './pages.css';
import { WarehouseTotals } from './warehouse/WarehouseTotals';
import {
  ALL_LOCATIONS,
  criteriaFromForm,
  initialWarehouseCriteria,
  warehouseAddress,
  warehouseFilters,
  warehouseQuery,
  warehouseStatusOptions,
} from './warehouse/warehouseSearch';

const statusTone = { 1: 'info', 2: 'warning', 3: 'success' } as const;

const columns: DataTableColumn<WarehouseItem>[] = [
  { id: 'location', name: t('Warehouse.Location'), render: (row) => row.location.name },
  {
    id: 'order',
    name: t('Warehouse.Order'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => (
      <Link href={hrefFor(pathFor('OrderDetails', { id: row.order.id }))}>{row.order.number}</Link>
    ),
  },
  { id: 'po', name: t('Warehouse.Po'), render: (row) => row.po },
  { id: 'line', name: t('Warehouse.Line'), align: 'end', render: (row) => row.lineNumber },
  { id: 'part', name: t('Warehouse.Part'), noWrap: true, render: (row) => row.manufacturerPart },
  { id: 'description', name: t('Warehouse.Description'), render: (row) => row.description },
  {
    id: 'status',
    name: t('Warehouse.Status'),
    render: (row) => (
      <StatusPill
        tone={statusTone[row.status as keyof typeof statusTone] ?? 'neutral'}
        status={row.statusName}
      />
    ),
  },
  { id: 'quantity', name: t('Warehouse.Quantity'), align: 'end', render: (row) => row.quantity },
  {
    id: 'date',
    name: t('Warehouse.ReceivedDate'),
    render: (row) => formatDate(row.receivedDate),
  },
  {
    id: 'serials',
    name: t('Warehouse.Serials'),
    render: (row) => [...row.serialNumbers, ...row.assetTags].join(', '),
  },
];

/**
 * /warehouse-summary (001 §2: orders|ordersMenuStorefront; issue 17 designed it, see apps/server/README.md
 * "Warehouse summary"): the goods the reseller holds for the company, by location and order, found by order
 * number, location and status, with the units in each state, the value held and the export of what is found.
 */
export default function WarehouseSummaryPage({ route }: PageProps) {
  const list = useDocumentList({
    initialCriteria: initialWarehouseCriteria,
    query: warehouseAddress,
    pageSize: WAREHOUSE_PAGE_SIZE,
    load: (criteria, { start, size }, signal) =>
      api.call(warehouseEndpoints.warehouseSummary, {
        query: warehouseQuery(criteria, start, size),
        signal,
        // A refused search (an order number over 100 characters) is said on the card, at Order #, not in the modal.
        reportProblems: false,
      }),
  });
  // The card's locations stay those last loaded; the totals, like the rows, not under a refused search.
  const locations = (list.result.data as WarehouseSummary | undefined)?.locations ?? [];
  const summary = answerShown(list.result) as WarehouseSummary | undefined;
  return (
    <ListPage title={route.title}>
      <p>{t('Warehouse.Intro')}</p>
      <ListSearch
        list={list}
        title={t('Warehouse.Search')}
        labels={{ keyword: t('Warehouse.Order') }}
        fieldNames={{ keyword: 'order' }}
        defaultKeyword={list.cardCriteria.order}
        criteriaFromForm={(values) =>
          criteriaFromForm(
            values,
            locations.map((location) => location.id),
          )
        }
      >
        <Select
          name="location"
          label={t('Warehouse.Location')}
          options={[
            { id: ALL_LOCATIONS, label: t('Warehouse.AllLocations') },
            ...locations.map((location) => ({ id: location.id, label: location.name })),
          ]}
          defaultSelectedKey={list.cardCriteria.location || ALL_LOCATIONS}
        />
        <Select
          name="status"
          label={t('Warehouse.Status')}
          options={warehouseStatusOptions(t('Warehouse.AllStatuses'))}
          defaultSelectedKey={list.cardCriteria.status}
        />
      </ListSearch>
      <div className={styles.actions}>
        <ListExportButton
          label={t('Warehouse.Export')}
          endpoint={warehouseEndpoints.exportWarehouseSummary}
          options={{ query: warehouseFilters(list.criteria) }}
        />
      </div>
      {summary ? <WarehouseTotals totals={summary.totals} locations={locations} /> : null}
      <ListResults
        list={list}
        aria-label={t('Warehouse.Items')}
        columns={columns}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialWarehouseCriteria)}
            title={t('Warehouse.None')}
            help={t('Warehouse.NoneHelp')}
          />
        }
      />
    </ListPage>
  );
}
