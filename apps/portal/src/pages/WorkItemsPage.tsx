import { hasPermission } from '@b2b-portal/flows/rules';
import { InlineAlert } from '@b2b-portal/ui';
import { useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { useResource } from '../app/useResource';
import { ListPage } from '../lists/ListPage';
import { api } from '../services/api';
import { workItemEndpoints } from '../services/endpoints';
import { t } from '../services/messages/workItems';
import { problemMessage } from '../services/problems';
import { type WorkItemFilter, WorkItemList } from './workItems/WorkItemList';

/**
 * /work-items (002 §2: viewAllWorkItems, workItemCreate or workItems, with the MaintenanceContracts feature): the
 * work item requests the caller sees (their own, or the company's with viewAllWorkItems), by status filter (All
 * Open first) and requester, 10 to a page; workItemCreate offers a new request.
 */
export default function WorkItemsPage({ route }: PageProps) {
  const { permissions } = useSession();
  const [filter, setFilter] = useState<WorkItemFilter>({ status: 5, requesterId: '' });
  const [start, setStart] = useState(1);
  const options = useResource(async (signal) => {
    const [statuses, requesters] = await Promise.all([
      api.call(workItemEndpoints.getStatuses, { signal }),
      api.call(workItemEndpoints.getRequesters, { signal }),
    ]);
    return { statuses, requesters };
  }, []);
  const list = useResource(
    (signal) =>
      api.call(workItemEndpoints.listRequestForStorefront, {
        query: { status: filter.status, requesterId: filter.requesterId, start, size: 10 },
        signal,
      }),
    [filter.status, filter.requesterId, start],
  );
  return (
    <ListPage title={route.title || t('WorkItem.Title')}>
      {list.status === 'failed' ? <InlineAlert tone="error">{problemMessage(list.error)}</InlineAlert> : null}
      <WorkItemList
        page={list.data}
        statuses={options.data?.statuses ?? []}
        requesters={options.data?.requesters ?? []}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          setStart(1);
        }}
        onPageChange={setStart}
        mayCreate={hasPermission(permissions, 'workItemCreate')}
      />
    </ListPage>
  );
}
