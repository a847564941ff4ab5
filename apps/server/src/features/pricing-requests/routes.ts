import { pricingRequestEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { exportLines, exportList, printRequest } from './files';
import { allPricingRequests, findVisibleRequest, listPricingRequests, pricingRequestDetail } from './store';

/** Pricing requests: list, detail, print, exports (issue 6; see the design note in /work/notes/issue6-design.md). */
export function pricingRequestRoutes(route: RouteRegistrar): void {
  route(pricingRequestEndpoints.listPricingRequests, async ({ query, services, user }) =>
    listPricingRequests(services.db, user(), query),
  );

  route(pricingRequestEndpoints.getPricingRequestData, async ({ query, services, user }) =>
    pricingRequestDetail(services.db, await findVisibleRequest(services.db, user(), query.id)),
  );

  route(pricingRequestEndpoints.printPricingRequest, async ({ query, services, user }) =>
    printRequest(
      await pricingRequestDetail(services.db, await findVisibleRequest(services.db, user(), query.id)),
    ),
  );

  route(pricingRequestEndpoints.exportPricingRequest, async ({ query, services, user }) =>
    exportLines(
      await pricingRequestDetail(services.db, await findVisibleRequest(services.db, user(), query.id)),
    ),
  );

  route(pricingRequestEndpoints.exportPricingRequestList, async ({ query, services, user }) =>
    exportList(await allPricingRequests(services.db, user(), query)),
  );
}
