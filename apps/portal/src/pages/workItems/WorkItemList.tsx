import type { WorkItemPage, WorkItemRequester, WorkItemStatusOption, WorkItemSummary } from '@b2b-portal/api';
import { type DataTableColumn, formatDate, Link, Select, StatusPill } from '@b2b-portal/ui';
import { Suspense } from 'react';
import { hrefFor } from '../../app/hashLocation';
import { t } from '../../services/messages/workItems';
import { DataTable, Pagination } from './lazyTable';
import * as styles from './WorkItemList.css';

const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '');

export const workItemColumns: DataTableColumn<WorkItemSummary>[] = [
  {
    id: 'number',
    name: t('WorkItem.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={hrefFor(`work-item-request?pageId=${row.id}`)}>{row.number}</Link>,
  },
  { id: 'type', name: t('WorkItem.Type'), width: '2fr', render: (row) => row.typeName },
  {
    id: 'status',
    name: t('WorkItem.Status'),
    render: (row) =>
      row.status === 4 && row.rejectionReason ? (
        <span className={styles.statusWithReason}>
          <StatusPill kind="workItem" status={row.statusName} />
          <span className={styles.reason}>
            {t('WorkItem.RejectionReason')}: {row.rejectionReason}
          </span>
        </span>
      ) : (
        <StatusPill kind="workItem" status={row.statusName} />
      ),
  },
  { id: 'requester', name: t('WorkItem.Requester'), render: (row) => row.requesterName },
  { id: 'created', name: t('WorkItem.CreatedDate'), render: (row) => day(row.createdAt) },
  { id: 'submitted', name: t('WorkItem.SubmittedDate'), render: (row) => day(row.submittedAt) },
  { id: 'items', name: t('WorkItem.ItemCount'), align: 'end', render: (row) => row.itemCount },
];

export interface WorkItemFilter {
  status: number;
  requesterId: string;
}

export interface WorkItemListProps {
  page: WorkItemPage | undefined;
  statuses: readonly WorkItemStatusOption[];
  requesters: readonly WorkItemRequester[];
  filter: WorkItemFilter;
  onFilterChange: (filter: WorkItemFilter) => void;
  onPageChange: (page: number) => void;
  /** The caller may create requests (workItemCreate): the New request link shows. */
  mayCreate: boolean;
}

/**
 * The work item requests the caller sees (002 §2 /work-items): the status filter (5 All Open, 6 All Closed, each
 * status), the requester, and the requests 10 to a page, each linking to its page.
 */
export function WorkItemList({
  page,
  statuses,
  requesters,
  filter,
  onFilterChange,
  onPageChange,
  mayCreate,
}: WorkItemListProps) {
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end' }}>
        <Select
          label={t('WorkItem.Status')}
          options={statuses.map((status) => ({ id: status.value, label: status.name }))}
          // Until the statuses arrive there is nothing to choose: a press then opened nothing.
          isDisabled={statuses.length === 0}
          selectedKey={filter.status}
          onSelectionChange={(key) => onFilterChange({ ...filter, status: Number(key) })}
        />
        <Select
          label={t('WorkItem.Requester')}
          options={[
            { id: '', label: t('WorkItem.AllRequesters') },
            ...requesters.map((requester) => ({ id: requester.id, label: requester.name })),
          ]}
          selectedKey={filter.requesterId}
          onSelectionChange={(key) => onFilterChange({ ...filter, requesterId: String(key) })}
        />
        {mayCreate ? <Link href={hrefFor('work-item-request')}>{t('WorkItem.NewRequest')}</Link> : null}
      </div>
      {page && page.data.length === 0 ? (
        <p role="status">{t('WorkItem.None')}</p>
      ) : (
        <Suspense fallback={null}>
          <DataTable aria-label={t('WorkItem.Title')} columns={workItemColumns} rows={page?.data ?? []} />
        </Suspense>
      )}
      {page && page.totalRecords > page.size ? (
        <Suspense fallback={null}>
          <Pagination
            page={page.start}
            pageSize={page.size}
            totalRecords={page.totalRecords}
            onPageChange={onPageChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}
