import type { WorkItemHistoryEntry } from '@b2b-portal/api';
import { type DataTableColumn, formatDateTime } from '@b2b-portal/ui';
import { Suspense } from 'react';
import { t } from '../../services/messages/workItems';
import { DataTable } from './lazyTable';

const columns: DataTableColumn<WorkItemHistoryEntry>[] = [
  { id: 'when', name: t('WorkItem.When'), noWrap: true, render: (row) => formatDateTime(row.at) },
  { id: 'who', name: t('WorkItem.Who'), isRowHeader: true, render: (row) => row.who },
  { id: 'what', name: t('WorkItem.What'), width: '2fr', render: (row) => row.text },
];

/** A request's audit trail (getHistory): who did what, when, oldest first. */
export function WorkItemHistory({ entries }: { entries: readonly WorkItemHistoryEntry[] }) {
  return entries.length === 0 ? (
    <p>{t('WorkItem.NoHistory')}</p>
  ) : (
    <Suspense fallback={null}>
      <DataTable aria-label={t('WorkItem.AuditTrail')} columns={columns} rows={entries} />
    </Suspense>
  );
}
