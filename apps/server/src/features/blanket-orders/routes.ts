import { blanketOrderEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { activeBlanketOrders, blanketOrderDetail, blanketOrderPage } from './store';

/** Blanket purchase orders: the list, the detail and checkout's active ones (issue 17). */
export function blanketOrderRoutes(route: RouteRegistrar): void {
  route(blanketOrderEndpoints.listBlanketOrders, async ({ body, services, user }) => {
    const { start, size, status, keyword } = body;
    const { total, data } = await blanketOrderPage(services.db, user(), { status, keyword, start, size });
    return { start, size, totalRecords: total, records: data.length, sortBy: 0, data };
  });

  route(blanketOrderEndpoints.getBlanketOrder, async ({ query, services, user }) =>
    blanketOrderDetail(services.db, user(), query.id),
  );

  route(blanketOrderEndpoints.getActiveBlanketOrders, async ({ services, user }) => ({
    blanketOrders: await activeBlanketOrders(services.db, user()),
  }));
}
