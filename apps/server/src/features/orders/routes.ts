import { orderEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import {
  findVisibleOrder,
  lineStatusHistory,
  lineStatusName,
  linesOf,
  linesWithHistory,
  orderDetail,
  orderSummaries,
  searchOptions,
} from './store';

/** Orders: the search page and its drop-downs, the detail, the line statuses (issue 17). */
export function orderRoutes(route: RouteRegistrar): void {
  route(orderEndpoints.searchOrders, async ({ query, services, user }) => {
    const { start, size, ...search } = query;
    const { total, data } = await orderSummaries(services.db, user(), search, { start, size });
    return { start, size, totalRecords: total, records: data.length, sortBy: 0, data };
  });

  route(orderEndpoints.getOrderSearchOptions, async ({ services, user }) =>
    searchOptions(services.db, user()),
  );

  route(orderEndpoints.getOrderWithItemGroups, async ({ query, services, user }) =>
    orderDetail(services.db, user(), await findVisibleOrder(services.db, user(), query.id)),
  );

  route(orderEndpoints.getItemStatusHistory, async ({ query, services, user }) => {
    const order = await findVisibleOrder(services.db, user(), query.id);
    return lineStatusHistory(services.db, order.id, query.lineNumber);
  });

  route(orderEndpoints.getItemStatus, async ({ query, services, user }) => {
    const order = await findVisibleOrder(services.db, user(), query.id);
    const lines = await linesOf(services.db, order.id);
    return {
      lines: lines.map((line) => ({
        lineNumber: line.lineNumber,
        status: line.status,
        statusName: lineStatusName(line.status),
      })),
    };
  });

  route(orderEndpoints.getStatusHistoryLineNumbers, async ({ query, services, user }) => {
    const order = await findVisibleOrder(services.db, user(), query.id);
    return { lineNumbers: await linesWithHistory(services.db, order.id) };
  });
}
