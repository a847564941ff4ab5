import { workItemEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { setWorkItemStatus } from './desk';
import {
  addWorkItemItems,
  availableContracts,
  companyInstallSites,
  deleteWorkItemItem,
  findVisibleRequest,
  listWorkItems,
  productInstances,
  saveWorkItem,
  workItemDetail,
  workItemHistory,
  workItemItems,
  workItemRequesters,
  workItemStatusOptions,
  workItemsOfDevice,
} from './store';

/** Work item requests (issue 19; 002 §7 MaintenanceContractRequest). See store.ts and desk.ts. */
export function workItemRoutes(route: RouteRegistrar): void {
  const saves = [
    [workItemEndpoints.saveSiteTransferAndServiceLevelRequests, [1, 2]],
    [workItemEndpoints.addRMAUpdateRequest, [3]],
    [workItemEndpoints.addAssociateUserCCOIDWithContractRequest, [4]],
    [workItemEndpoints.addGeneralInquiryRequest, [5]],
    [workItemEndpoints.addServiceLevelConsolidationContractRequest, [6]],
    [workItemEndpoints.addNewCoverageRequest, [7]],
  ] as const;
  for (const [endpoint, kinds] of saves) {
    route(endpoint, async ({ body, services, user }) =>
      services.db.transaction(async (tx) =>
        workItemDetail(tx, user(), await saveWorkItem(tx, user(), body, kinds)),
      ),
    );
  }

  route(workItemEndpoints.getRequestItem, async ({ query, services, user }) =>
    workItemDetail(services.db, user(), await findVisibleRequest(services.db, user(), query.id)),
  );

  route(workItemEndpoints.addItems, async ({ body, services, user }) =>
    services.db.transaction((tx) => addWorkItemItems(tx, user(), body)),
  );

  route(workItemEndpoints.getItems, async ({ query, services, user }) =>
    workItemItems(services.db, user(), (await findVisibleRequest(services.db, user(), query.id)).id),
  );

  route(workItemEndpoints.getListSelectedContracts, async ({ query, services, user }) =>
    workItemItems(
      services.db,
      user(),
      (await findVisibleRequest(services.db, user(), query.id)).id,
      'contract',
    ),
  );

  route(workItemEndpoints.deleteItem, async ({ query, services, user }) =>
    services.db.transaction((tx) => deleteWorkItemItem(tx, user(), query)),
  );

  route(workItemEndpoints.listAvailableContracts, async ({ query, services, user }) =>
    availableContracts(services.db, user(), query.requestId),
  );

  route(workItemEndpoints.getInstallSites, async ({ services, user }) =>
    companyInstallSites(services.db, user()),
  );

  route(workItemEndpoints.getProductInstances, async ({ query, services, user }) =>
    productInstances(services.db, user(), query),
  );

  route(workItemEndpoints.setStatus, async ({ body, services, user }) => {
    const { env } = services;
    const moved = await services.db.transaction((tx) =>
      setWorkItemStatus(tx, user(), body, {
        publicUrl: env.PUBLIC_URL ?? '',
        deskStepSeconds: env.WORK_ITEM_DESK_MODE === 'sandbox' ? env.WORK_ITEM_DESK_STEP_SECONDS : null,
      }),
    );
    return workItemDetail(services.db, user(), moved);
  });

  route(workItemEndpoints.getHistory, async ({ query, services, user }) =>
    workItemHistory(services.db, (await findVisibleRequest(services.db, user(), query.id)).id),
  );

  route(workItemEndpoints.listRequestForStorefront, async ({ query, services, user }) =>
    listWorkItems(services.db, user(), query),
  );

  route(workItemEndpoints.getRequesters, async ({ services, user }) =>
    workItemRequesters(services.db, user()),
  );

  route(workItemEndpoints.getStatuses, async () => workItemStatusOptions());

  route(workItemEndpoints.listRequestsByDevice, async ({ query, services, user }) =>
    workItemsOfDevice(services.db, user(), query.deviceId),
  );
}
