// The contract's endpoint groups with their schemas, loaded on a page's first call (see ./endpoints/index.ts).
export {
  approvalEndpoints,
  cartEndpoints,
  catalogueEndpoints,
  checkoutEndpoints,
  documentEndpoints,
  handoffEndpoints,
  orderEndpoints,
  paymentEndpoints,
  pricingRequestEndpoints,
  punchInEndpoints,
  quoteEndpoints,
  requisitionEndpoints,
  savedCartEndpoints,
  shipmentEndpoints,
  workflowEndpoints,
} from '@b2b-portal/api';
