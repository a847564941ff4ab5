import { defineEndpoint } from '../endpoint';
import {
  ActiveBlanketOrders,
  BlanketOrder,
  BlanketOrderIdQuery,
  BlanketOrderListBody,
  BlanketOrderPage,
} from '../schemas/blanketOrders';
import { CHECKOUT_PERMISSION } from './checkout';

/** Who reads blanket POs (001 §2, 000 §2: the Orders menu's Blanket Purchase Orders submenu). */
export const BLANKET_ORDER_READ_PERMISSION = 'viewStorefrontBlanketOrders' as const;

const scope = "The caller's company's blanket POs; another company's answers 404.";

/** Blanket purchase orders (001 §7 "Blanket orders", and checkout's getActiveBlanketOrders). */
export const blanketOrderEndpoints = {
  listBlanketOrders: defineEndpoint({
    id: 'blanketOrder.list',
    method: 'POST',
    path: 'v1.0/BlanketOrder/list',
    access: 'user',
    permission: BLANKET_ORDER_READ_PERMISSION,
    body: BlanketOrderListBody,
    answer: BlanketOrderPage,
    summary: `A page of blanket POs (All 0, Active 1, Expired 2), latest end date first, with amount, threshold, total to date and remaining amount. ${scope}`,
  }),
  getBlanketOrder: defineEndpoint({
    id: 'blanketOrder.get',
    method: 'GET',
    path: 'V1.0/BlanketOrder/get',
    access: 'user',
    permission: BLANKET_ORDER_READ_PERMISSION,
    query: BlanketOrderIdQuery,
    answer: BlanketOrder,
    errors: { 404: ['BlanketOrderNotFound'] },
    summary: `A blanket PO with the orders placed against it, newest first and by blanket-PO order status, with their grand totals. ${scope}`,
  }),
  getActiveBlanketOrders: defineEndpoint({
    id: 'order.getActiveBlanketOrders',
    method: 'GET',
    path: 'v1.0/order/getActiveBlanketOrders',
    access: 'user',
    permission: CHECKOUT_PERMISSION,
    answer: ActiveBlanketOrders,
    summary:
      "The caller's company's blanket POs active today (start date to end date), for checkout's choice; an order placed against one adds to its total to date.",
  }),
} as const;
