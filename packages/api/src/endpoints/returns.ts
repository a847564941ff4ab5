import { defineEndpoint } from '../endpoint';
import { OrderIdQuery } from '../schemas/orders';
import { CreateReturnBody, OrderReturns, ReturnRequest } from '../schemas/returns';
import { ORDER_READ_PERMISSION } from './orders';

const scope =
  "In the scope of the order (as the order calls): an order the caller may not see, another company's included, answers 404.";

/** Return requests of shipped order lines (issue 17, beyond the documents). */
export const returnEndpoints = {
  listOrderReturns: defineEndpoint({
    id: 'order.listReturns',
    method: 'GET',
    path: 'v1.0/Order/listReturns',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: OrderIdQuery,
    answer: OrderReturns,
    errors: { 404: ['OrderNotFound'] },
    summary: `The return requests of an order, oldest first, with their value, 20% restocking fee and credit; the lines that may still be returned (shipped or invoiced, with some quantity left); and whether the caller may request a return (only the order's own company). ${scope}`,
  }),
  createReturnRequest: defineEndpoint({
    id: 'order.createReturn',
    method: 'POST',
    path: 'v1.0/Order/createReturn',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    body: CreateReturnBody,
    answer: ReturnRequest,
    errors: {
      403: ['ReturnNotYourCompany'],
      404: ['OrderNotFound', 'OrderLineNotFound'],
      422: ['ReturnNotShipped', 'ReturnQuantityTooLarge'],
    },
    summary: `Requests the return of a quantity of one shipped (or invoiced) line of the order, with a reason: at most the line's quantity less what earlier requests of the line ask for. The answer carries the value, the 20% restocking fee and the credit; the reseller's order system moves it on (Requested, Approved, Received, Credited). A reader of an affiliated company's order answers 403. ${scope}`,
  }),
} as const;
