import type { Endpoint } from '../endpoint';
import { approvalEndpoints } from './approvals';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { checkoutEndpoints } from './checkout';
import { documentEndpoints } from './documents';
import { handoffEndpoints } from './handoff';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payment';
import { pricingRequestEndpoints } from './pricingRequests';
import { punchInEndpoints } from './punchIn';
import { quoteEndpoints } from './quotes';
import { requisitionEndpoints } from './requisitions';
import { savedCartEndpoints } from './savedCarts';
import { shellEndpoints } from './shell';
import { shipmentEndpoints } from './shipments';
import { workflowEndpoints } from './workflow';

export { approvalEndpoints } from './approvals';
export { cartEndpoints } from './cart';
export { catalogueEndpoints } from './catalogue';
export { CHECKOUT_PERMISSION, checkoutEndpoints } from './checkout';
export { documentEndpoints } from './documents';
export { handoffEndpoints } from './handoff';
export { ORDER_READ_PERMISSION, orderEndpoints } from './orders';
export { paymentEndpoints } from './payment';
export { pricingRequestEndpoints } from './pricingRequests';
export { punchInEndpoints } from './punchIn';
export { quoteEndpoints } from './quotes';
export { requisitionEndpoints } from './requisitions';
export { savedCartEndpoints } from './savedCarts';
export { shellEndpoints } from './shell';
export { shipmentEndpoints } from './shipments';
export {
  QUOTE_READ_PERMISSION,
  REQUISITION_READ_PERMISSION,
  WORKFLOW_PERMISSION,
  workflowEndpoints,
} from './workflow';

/** Every endpoint of the catalogue, by name. Later areas add their groups here. */
export const endpoints = {
  ...shellEndpoints,
  ...handoffEndpoints,
  ...catalogueEndpoints,
  ...cartEndpoints,
  ...savedCartEndpoints,
  ...punchInEndpoints,
  ...documentEndpoints,
  ...checkoutEndpoints,
  ...paymentEndpoints,
  ...workflowEndpoints,
  ...quoteEndpoints,
  ...requisitionEndpoints,
  ...pricingRequestEndpoints,
  ...approvalEndpoints,
  ...orderEndpoints,
  ...shipmentEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);
