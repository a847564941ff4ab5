import { orderEndpoints } from '@b2b-portal/api';
import type { Principal, Services } from '../../http/context';
import type { RouteRegistrar } from '../../http/registrar';
import {
  orderLinesResponse,
  orderListResponse,
  orderPartsListResponse,
  orderPdfResponse,
  orderSerialsResponse,
} from './files';
import { orderHistory } from './history';
import {
  findVisibleOrder,
  lineStatusHistory,
  lineStatusName,
  linesOf,
  linesWithHistory,
  orderDetail,
  orderLineNotFound,
  orderSummaries,
  searchOptions,
} from './store';

/** Orders: the search page and its drop-downs, the detail, the line statuses, the files, the history (issue 17). */
export function orderRoutes(route: RouteRegistrar): void {
  /** The detail of an order the caller sees (404 otherwise), for the files made of it. */
  const visibleDetail = async (services: Services, principal: Principal, id: string) =>
    orderDetail(services.db, principal, await findVisibleOrder(services.db, principal, id));

  route(orderEndpoints.searchOrders, async ({ query, services, user }) => {
    const { start, size, ...search } = query;
    const { total, totalCapped, data } = await orderSummaries(services.db, user(), search, { start, size });
    return { start, size, totalRecords: total, totalCapped, records: data.length, sortBy: 0, data };
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

  route(orderEndpoints.printToPDF, async ({ query, services, user }) =>
    orderPdfResponse(await visibleDetail(services, user(), query.id)),
  );

  route(orderEndpoints.exportPartsList, async ({ query, services, user }) =>
    orderPartsListResponse(await visibleDetail(services, user(), query.id)),
  );

  route(orderEndpoints.exportToExcel, async ({ query, services, user }) =>
    orderLinesResponse(await visibleDetail(services, user(), query.id)),
  );

  route(orderEndpoints.exportOrderSerialNumber, async ({ query, services, user }) => {
    const order = await visibleDetail(services, user(), query.id);
    const line = order.items.find((item) => item.lineNumber === query.lineNumber);
    if (!line) throw orderLineNotFound();
    return orderSerialsResponse(order, line);
  });

  route(orderEndpoints.orderSearchListExportToExcel, async ({ query, services, user }) =>
    orderListResponse((await orderSummaries(services.db, user(), query)).data),
  );

  route(orderEndpoints.getOrderHistory, async ({ query, services, user }) => ({
    entries: await orderHistory(services.db, await findVisibleOrder(services.db, user(), query.id)),
  }));
}
