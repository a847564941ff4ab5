import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ORDER_READ_PERMISSION } from '../limits';
import {
  ItemStatuses,
  ItemStatusHistory,
  ItemStatusHistoryQuery,
  ItemStatusQuery,
  Order,
  OrderHistory,
  OrderIdQuery,
  OrderLineQuery,
  OrderPage,
  OrderSearchExportQuery,
  OrderSearchOptions,
  OrderSearchQuery,
  StatusHistoryLineNumbers,
} from '../schemas/orders';

const scope =
  "viewAllOrders (and storefront administrators) see the company's orders, other readers the orders they placed; affiliatedOrders adds the orders of affiliated companies. An order outside the scope, another company's included, answers 404.";

/**
 * The read side of orders (001 §7 "Orders"): the search page, its drop-downs, the detail with its item groups,
 * the line statuses of the document calls, the order's files (PDF, parts list, XLSX, serial numbers, the list's
 * XLSX) and its history. The order's attachments are the document calls' (type 5).
 */
export const orderEndpoints = {
  searchOrders: defineEndpoint({
    id: 'order.searchPage',
    method: 'GET',
    path: 'v1.0/Order/SearchPage',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: OrderSearchQuery,
    answer: OrderPage,
    summary: `A page of orders, newest first, by status, order-date range, number, PO, title, part, serial, quote, requisition, blanket PO, ship-to and business unit. ${scope}`,
  }),
  getOrderSearchOptions: defineEndpoint({
    id: 'order.getSearchOptions',
    method: 'GET',
    path: 'v1.0/Order/getSearchOptions',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    answer: OrderSearchOptions,
    summary:
      'The ship-to names and business units of the orders the caller sees: the search card’s drop-downs.',
  }),
  getOrderWithItemGroups: defineEndpoint({
    id: 'order.getOrderWithItemGroups',
    method: 'GET',
    path: 'v1.0/Order/GetOrderWithItemGroups',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: OrderIdQuery,
    answer: Order,
    errors: { 404: ['OrderNotFound'] },
    summary: `An order: summary, addresses, sales contacts, quote and requisition, item groups, bundles and lines with their fulfilment fields, discounts and totals. ${scope}`,
  }),
  getItemStatusHistory: defineEndpoint({
    id: 'document.getItemStatusHistory',
    method: 'GET',
    path: 'v1.0/document/getItemStatusHistory',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: ItemStatusHistoryQuery,
    answer: ItemStatusHistory,
    errors: { 404: ['OrderNotFound', 'OrderLineNotFound'] },
    summary: 'The statuses one line of an order went through, oldest first.',
  }),
  getItemStatus: defineEndpoint({
    id: 'document.getItemStatus',
    method: 'GET',
    path: 'v1.0/document/getItemStatus',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: ItemStatusQuery,
    answer: ItemStatuses,
    errors: { 404: ['OrderNotFound'] },
    summary: "Every line's current status.",
  }),
  getStatusHistoryLineNumbers: defineEndpoint({
    id: 'document.getStatusHistoryLineNumbers',
    method: 'GET',
    path: 'v1.0/document/getStatusHistoryLineNumbers',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: ItemStatusQuery,
    answer: StatusHistoryLineNumbers,
    errors: { 404: ['OrderNotFound'] },
    summary: 'The line numbers of an order that have a status history.',
  }),
  ...orderFileEndpoints(),
  getOrderHistory: defineEndpoint({
    id: 'order.getOrderHistory',
    method: 'GET',
    path: 'v1.0/Order/getOrderHistory',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: OrderIdQuery,
    answer: OrderHistory,
    errors: { 404: ['OrderNotFound'] },
    summary:
      "The order's history, oldest first: placed, each line's status changes, each shipment, each attachment added (path not given by the documents).",
  }),
} as const;

/** The order's file answers (001 §7 "Orders": printToPDF, exportPartsList, exportToExcel and the two others). */
function orderFileEndpoints() {
  const file = (id: string, path: string, summary: string) =>
    defineEndpoint({
      id,
      method: 'GET',
      path,
      access: 'user',
      permission: ORDER_READ_PERMISSION,
      query: OrderIdQuery,
      answer: z.unknown(),
      answerKind: 'file',
      errors: { 404: ['OrderNotFound'] },
      summary,
    });
  return {
    printToPDF: file(
      'order.printToPDF',
      'V1.0/order/printToPDF',
      'The order as a PDF: header, addresses, lines, totals and the return policy.',
    ),
    exportPartsList: file(
      'order.exportPartsList',
      'V1.0/order/exportPartsList',
      "The order's parts list as an XLSX file: lines in document order under their groups and bundles, and the total.",
    ),
    exportToExcel: file(
      'order.exportToExcel',
      'V1.0/order/exportToExcel',
      "The order's lines with their fulfilment fields (status, serials, carrier, tracking, dates) as an XLSX file.",
    ),
    orderSearchListExportToExcel: defineEndpoint({
      id: 'order.orderSearchListExportToExcel',
      method: 'GET',
      path: 'V1.0/order/orderSearchListExportToExcel',
      access: 'user',
      permission: ORDER_READ_PERMISSION,
      query: OrderSearchExportQuery,
      answer: z.unknown(),
      answerKind: 'file',
      summary: `Every order the list's filters match (paging ignored), newest first, as an XLSX file. ${scope}`,
    }),
    exportOrderSerialNumber: defineEndpoint({
      id: 'order.exportOrderSerialNumber',
      method: 'GET',
      path: 'V1.0/order/exportOrderSerialNumber',
      access: 'user',
      permission: ORDER_READ_PERMISSION,
      query: OrderLineQuery,
      answer: z.unknown(),
      answerKind: 'file',
      errors: { 404: ['OrderNotFound', 'OrderLineNotFound'] },
      summary: 'The serial numbers of one line of the order as an XLSX file, one to a row.',
    }),
  };
}

export { ORDER_READ_PERMISSION };
