import {
  DateRangeLists,
  enumerationName,
  type RequisitionSummary,
  requisitionEndpoints,
} from '@b2b-portal/api';
import {
  Button,
  DataTable,
  type DataTableColumn,
  formatDate,
  formatMoney,
  InlineAlert,
  Link,
  Pagination,
  pageSizes,
  SearchCard,
  Select,
  Spinner,
  StatusPill,
} from '@b2b-portal/ui';
import { useMemo, useState } from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { t } from '../services/messages';
import * as styles from './pages.css';
import {
  initialRequisitionCriteria,
  NOT_SELECTED,
  requisitionCriteriaFromForm,
  requisitionExportBody,
  requisitionListQuery,
  requisitionStatusOptions,
} from './requisitions/requisitionSearch';
import { problemMessage } from './savedCarts/savedCartData';

const PAGE_SIZE = pageSizes.default;
const dateRangeOptions = DateRangeLists.General.map((id) => ({
  id,
  label: enumerationName('DateRange', id) ?? String(id),
}));

/**
 * /requisitions (001 §2: requisitions, approveRequisitions or viewAllRequisitions): the requisitions the caller
 * sees, searched by status (Not Selected, Pending Approval, Purchased, Rejected), date range and keyword, 10 to a
 * page, each linking to `requisition?id=`; a pending one says which role it waits for. The list exports as XLSX.
 */
export default function RequisitionsPage({ route }: PageProps) {
  const [criteria, setCriteria] = useState(initialRequisitionCriteria);
  const [page, setPage] = useState(1);
  const { download } = useDownloads();
  const result = useResource(
    (signal) =>
      api.call(requisitionEndpoints.listRequisitions, {
        query: requisitionListQuery(criteria, page, PAGE_SIZE),
        signal,
      }),
    [criteria, page],
  );
  const columns = useMemo<DataTableColumn<RequisitionSummary>[]>(
    () => [
      {
        id: 'number',
        name: t('Requisition.Export.Number'),
        isRowHeader: true,
        render: (row) => <Link href={hrefFor(`requisition?id=${row.id}`)}>{row.requisitionNumber}</Link>,
      },
      { id: 'title', name: t('Requisition.Export.Title'), width: '2fr', render: (row) => row.title },
      {
        id: 'status',
        name: t('Requisition.Export.Status'),
        render: (row) => (
          <span>
            <StatusPill kind="requisition" status={row.statusName} />
            {row.waitingFor ? (
              <>
                {' '}
                <small>{t('Requisitions.WaitingFor', { roleName: row.waitingFor })}</small>
              </>
            ) : null}
          </span>
        ),
      },
      { id: 'date', name: t('Requisition.Export.Date'), render: (row) => formatDate(row.requisitionDate) },
      { id: 'requester', name: t('Requisition.Export.Requester'), render: (row) => row.requester },
      { id: 'businessUnit', name: t('Requisition.Export.BusinessUnit'), render: (row) => row.businessUnit },
      { id: 'order', name: t('Requisition.Export.OrderNumber'), render: (row) => row.orderNumber },
      {
        id: 'total',
        name: t('Requisition.Export.GrandTotal'),
        align: 'end',
        render: (row) => formatMoney(row.grandTotal),
      },
    ],
    [],
  );
  const data = result.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <SearchCard
        title={t('Requisitions.Search')}
        onSearch={(values) => {
          setCriteria(requisitionCriteriaFromForm(values));
          setPage(1);
        }}
        onReset={() => {
          setCriteria(initialRequisitionCriteria);
          setPage(1);
        }}
      >
        <Select
          name="status"
          label={t('Requisitions.Status')}
          options={requisitionStatusOptions}
          defaultSelectedKey={NOT_SELECTED}
        />
        <Select
          name="dateRange"
          label={t('Requisitions.DateRange')}
          options={dateRangeOptions}
          defaultSelectedKey={initialRequisitionCriteria.dateRange}
        />
      </SearchCard>
      <div>
        <Button
          variant="secondary"
          // The download shows its own toast, failure included.
          onPress={() =>
            download(requisitionEndpoints.exportRequisitionSearchList, {
              body: requisitionExportBody(criteria),
            }).catch(() => undefined)
          }
        >
          {t('Requisitions.Export')}
        </Button>
      </div>
      <div aria-busy={result.status === 'loading'}>
        {result.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(result.error)}</InlineAlert>
        ) : null}
        {data ? (
          <>
            <DataTable
              aria-label={t('Requisitions.Title')}
              columns={columns}
              rows={data.data}
              labels={{ empty: t('Requisitions.Empty') }}
            />
            {data.totalRecords > 0 ? (
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                totalRecords={data.totalRecords}
                onPageChange={setPage}
              />
            ) : null}
          </>
        ) : result.status === 'loading' ? (
          <Spinner label={t('Global.Loading')} />
        ) : null}
      </div>
    </section>
  );
}
